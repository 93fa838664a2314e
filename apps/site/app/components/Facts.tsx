import type { ReactNode } from 'react';
import { detail, facts, row, term } from './Facts.css';
import { keepTogether } from './KeepTogether';

/** One label/value pair of a {@link Facts} list. */
export type Fact = { label: string; value: ReactNode };

/**
 * A description list of label/value pairs: the estimate, the review summary and the simulator's
 * results; `divided` (a rule between rows) for the contact and process-time cards. A text value's
 * figures (amounts, documents, phones) never wrap (`keepTogether`).
 */
export function Facts({ items, divided = false, className }: { items: readonly Fact[]; divided?: boolean; className?: string }) {
  return (
    <dl className={[facts({ divided }), className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div key={item.label} className={row({ divided })}>
          <dt className={term}>{item.label}</dt>
          <dd className={detail}>{typeof item.value === 'string' ? keepTogether(item.value) : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
