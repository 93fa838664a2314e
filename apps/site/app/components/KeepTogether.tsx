import { Fragment, type ReactNode } from 'react';
import { nowrap } from './KeepTogether.css';

/**
 * The figures of a text that must not wrap: an amount with its `R$`, a phone with its DDD (and
 * `+55`), a 0800 number, and any run of digits (and a CNPJ's letters) joined by `.`, `/`, `,` or
 * `-`: a CNPJ, a CPF, a CEP, a date, a percentage. A hyphenated word (`e-mail`) holds no digit and
 * wraps as text does.
 */
const unbreakable =
  /(?:R\$[\s\u00a0]?)?(?:\+55[\s\u00a0]?)?(?:\(\d{2}\)[\s\u00a0]?)?[0-9A-Z]*\d[0-9A-Z]*(?:[.,/-][0-9A-Z]+)+%?|\b0800[\s\u00a0]\d{3}[\s\u00a0]\d{4}\b|(?:\+55[\s\u00a0]?)?\(\d{2}\)[\s\u00a0]?\d{4,5}-?\d{4}/g;

/**
 * The site's one rule for numbers in running text: `text` with each figure that must not wrap
 * (see {@link unbreakable}) in a `nowrap` span, the rest as is; `text` itself when it holds none.
 * Facts' values, addresses, the legal lines and the estimates' sentences go through it; a phone
 * link keeps itself whole the same way (`PhoneLink`).
 */
export function keepTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(unbreakable)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <span key={start} className={nowrap}>
        {match[0]}
      </span>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

