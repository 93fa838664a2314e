import type { FactoryOpts } from 'imask';

/**
 * What a {@link MaskedInput} formats its text as:
 * - a pattern, in which `0` is a digit and `A` a letter or a digit (letters upper-cased); any
 *   other character is written as it is: `'000.000.000-00'`;
 * - several patterns, tried in order as the text grows: `['(00) 0000-0000', '(00) 00000-0000']`;
 * - `'currency'`: a BRL amount, `85.000,00` (the `R$` is a visual prefix, not part of the value).
 *
 * ui holds the notation, never a format: which patterns a site's fields use is the site's content.
 */
export type Mask = 'currency' | (string & {}) | readonly string[];

/** The patterns of a mask other than `'currency'`, as a list. */
const patternsOf = (mask: Exclude<Mask, 'currency'>): readonly string[] => (typeof mask === 'string' ? [mask] : mask);

/** The imask options of a {@link Mask}. */
export function maskOptions(mask: Mask): FactoryOpts {
  if (mask === 'currency') {
    return {
      mask: Number,
      scale: 2,
      thousandsSeparator: '.',
      radix: ',',
      mapToRadix: ['.'],
      padFractionalZeros: true,
      normalizeZeros: true,
      min: 0,
      max: 999_999_999.99,
    } as FactoryOpts;
  }
  const patterns = patternsOf(mask);
  const pattern = (text: string) => ({
    // imask's own definitions give meaning to `a`, `*`, brackets and backquotes; escape them so
    // only `0` and `A` are places.
    mask: text.replace(/[a*[\]{}`\\]/g, '\\$&'),
    definitions: { A: /[0-9A-Za-z]/ },
    prepareChar: (char: string) => char.toUpperCase(),
  });
  return (patterns.length === 1 ? pattern(patterns[0]!) : { mask: patterns.map(pattern) }) as FactoryOpts;
}

/** The virtual keyboard a mask calls for: decimal for amounts, text where letters fit, else numeric. */
export function defaultInputMode(mask: Mask): 'decimal' | 'text' | 'numeric' {
  if (mask === 'currency') return 'decimal';
  return patternsOf(mask).some((pattern) => pattern.includes('A')) ? 'text' : 'numeric';
}
