import type { FactoryOpts } from 'imask';

/**
 * A pattern, in which `0` is a digit and `A` a letter or a digit (letters upper-cased); any other
 * character is written as it is: `'000.000.000-00'`. A pattern has at least one place (a `0` or an
 * `A`), which also keeps `'currency'` from passing for one.
 */
export type Pattern = `${string}${'0' | 'A'}${string}`;

/**
 * What a {@link MaskedInput} formats its text as:
 * - a {@link Pattern}: `'000.000.000-00'`;
 * - several patterns, tried in order as the text grows: `['(00) 0000-0000', '(00) 00000-0000']`;
 * - `'currency'`: a BRL amount, `85.000,00` (the `R$` is a visual prefix, not part of the value),
 *   read by the caller's {@link ReadAmount}.
 *
 * ui holds the notation, never a format: which patterns a site's fields use is the site's content.
 */
export type Mask = 'currency' | Pattern | readonly Pattern[];

/**
 * How the text of a `'currency'` field reads as an amount (`'45.000,00'` → 45000), null when it
 * holds none: the site's own money parser, the one its rules and messages read the field with, so
 * the value a field reports is the value the site acts on. ui has none of its own.
 */
export type ReadAmount = (text: string) => number | null;

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
      // A dot groups thousands ("45.000" is forty-five thousand, as a Brazilian types it), never
      // the decimal: imask's default maps a typed `.` to the radix, which read "45.000" as 45,00.
      mapToRadix: [],
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

/**
 * The imask options of a {@link Mask} attached while the visitor is typing in the field: what the
 * mask completes when a value is set (an amount's `,00`) waits until they leave the field, or the
 * keys they go on typing would land after it. {@link completedOnLeave} gives it back then.
 */
export function typingOptions(mask: Mask): FactoryOpts {
  return mask === 'currency' ? ({ ...maskOptions(mask), padFractionalZeros: false } as FactoryOpts) : maskOptions(mask);
}

/** What {@link typingOptions} held back, for `updateOptions` once the visitor leaves the field. */
export function completedOnLeave(mask: Mask): { padFractionalZeros: true } | null {
  return mask === 'currency' ? { padFractionalZeros: true } : null;
}

/**
 * The unmasked value of a field's text: an amount as the caller's {@link ReadAmount} reads it,
 * written as a plain decimal (`85.000,5` → `85000.5`; `''` when it holds none), before imask has
 * arrived and after alike; a pattern's letters and digits alone, upper-cased, as imask unmasks them
 * (`529.982.247-25` → `52998224725`), for text typed before imask arrived.
 */
export function unmaskedText(mask: Mask, text: string, readAmount: ReadAmount | undefined): string {
  if (mask !== 'currency') return text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  // The props' types ask for it; said plainly to code that goes around them.
  if (!readAmount) throw new TypeError('MaskedInput: mask="currency" needs `parse`, the site’s money parser (e.g. `parseBRL` of @repo/content).');
  const amount = readAmount(text);
  return amount === null ? '' : String(amount);
}

/** The virtual keyboard a mask calls for: decimal for amounts, text where letters fit, else numeric. */
export function defaultInputMode(mask: Mask): 'decimal' | 'text' | 'numeric' {
  if (mask === 'currency') return 'decimal';
  return patternsOf(mask).some((pattern) => pattern.includes('A')) ? 'text' : 'numeric';
}
