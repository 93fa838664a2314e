import type { ReactNode } from 'react';
import { detail, facts, row, term } from './Facts.css';

/** One label/value pair of a {@link Facts} list. */
export type Fact = { label: string; value: ReactNode };

/** A description list of label/value pairs (estimate, review summary, simulator results). */
export function Facts({ items, className }: { items: readonly Fact[]; className?: string }) {
  return (
    <dl className={[facts, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div key={item.label} className={row}>
          <dt className={term}>{item.label}</dt>
          <dd className={detail}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
