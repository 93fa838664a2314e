import type { FactoryOpts } from 'imask';

export const maskKinds = ['cpf', 'cnpj', 'phone', 'currency'] as const;
export type MaskKind = (typeof maskKinds)[number];

/**
 * imask options per kind.
 * - cpf: 000.000.000-00
 * - cnpj: AA.AAA.AAA/AAAA-00 — the 2026 alphanumeric CNPJ allows letters (upper-cased) in the first
 *   12 positions; the two check digits stay numeric.
 * - phone: (DD) XXXX-XXXX for 10-digit landlines, switching to (DD) 9XXXX-XXXX at the 11th digit.
 * - currency: BRL amounts "85.000,00" (the "R$" is a visual prefix, not part of the value).
 */
export function maskOptions(kind: MaskKind): FactoryOpts {
  switch (kind) {
    case 'cpf':
      return { mask: '000.000.000-00' };
    case 'cnpj':
      return {
        mask: 'XX.XXX.XXX/XXXX-00',
        definitions: { X: /[0-9A-Z]/ },
        prepareChar: (char: string) => char.toUpperCase(),
      } as FactoryOpts;
    case 'phone':
      return { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] } as FactoryOpts;
    case 'currency':
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
}

/** Default virtual keyboard for each kind (CNPJ may contain letters). */
export const defaultInputMode = {
  cpf: 'numeric',
  cnpj: 'text',
  phone: 'tel',
  currency: 'decimal',
} as const satisfies Record<MaskKind, string>;
