import { media, vars } from '@repo/ui';
import { style } from '@vanilla-extract/css';

/** A field or block that spans both columns of the fields' tiles. */
export const wide = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1' } },
});

/** The focused step heading shows no outline box (focus is moved by script, not by the visitor). */
export const stepHeading = style({
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepCounter = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
});

/** A quiet box: step 2's estimate, the review's greeting. */
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.surface,
  backgroundColor: vars.color.background.subtle,
});

/** A review section's heading row: title and its "Editar" link. */
export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** A form whose person type checked is Pessoa Jurídica, as CSS reads it (before the scripts have loaded too). */
const companyChecked = 'form:has([value="juridica"]:checked)';

/**
 * A block of step 1 that belongs to one person type (its document, a company's contact person).
 * Before hydration React cannot switch them, and a CNPJ typed after pressing Pessoa Jurídica went
 * into the CPF field and was lost: with Pessoa Jurídica checked, CSS shows the company's blocks and
 * hides the person's, whatever the prerendered `hidden` says (the other way round the prerendered
 * page already is so). The `hidden` the wizard sets stays, for a browser without `:has()`.
 */
export const forPersonType = {
  fisica: style({ selectors: { [`${companyChecked} &`]: { display: 'none' } } }),
  juridica: style({ selectors: { [`${companyChecked} &`]: { display: 'block' } } }),
} as const;
