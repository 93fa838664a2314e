import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../styles/focus';
import { visuallyHiddenStyle } from '../styles/visuallyHidden';

export const radioAppearances = ['list', 'segmented'] as const;

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['2xs'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.default,
});

export const options = recipe({
  base: { display: 'flex', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    appearance: {
      list: { flexDirection: 'column', gap: vars.space.xs },
      // A row, as `display: flex` lays it out: only the list look turns it into a column.
      segmented: {
        flexWrap: 'wrap',
        gap: vars.space['2xs'],
        padding: vars.space['2xs'],
        borderRadius: vars.radius.control,
        backgroundColor: vars.color.background.subtle,
        border: `1px solid ${vars.color.border.control}`,
        width: 'fit-content',
        maxWidth: '100%',
      },
    },
  },
  defaultVariants: { appearance: 'list' },
});

export type RadioGroupVariants = NonNullable<RecipeVariants<typeof options>>;

export const option = recipe({
  base: { position: 'relative', display: 'flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', minHeight: vars.size.controlMedium },
  variants: { appearance: { list: {}, segmented: { flex: '1 1 auto' } } },
});

/** Native radio; visible in the list look, visually hidden (still focusable) in the segmented look. */
export const radio = recipe({
  base: { margin: 0, cursor: 'pointer' },
  variants: {
    appearance: {
      list: { width: '1.25rem', height: '1.25rem', accentColor: vars.color.tone.primary.solid, flexShrink: 0 },
      segmented: visuallyHiddenStyle,
    },
  },
});

const radioList = radio.classNames.variants.appearance.list;
const radioSegmented = radio.classNames.variants.appearance.segmented;

export const optionText = recipe({
  base: { display: 'flex', flexDirection: 'column', lineHeight: vars.lineHeight.snug },
  variants: {
    appearance: {
      list: {
        selectors: { [`${radioList}:focus-visible + &`]: { outline: focusRing.outline, outlineOffset: '4px', borderRadius: '2px' } },
      },
      segmented: {
        flex: 1,
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: vars.size.controlMedium,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.control,
        fontWeight: vars.fontWeight.medium,
        color: vars.color.text.default,
        textAlign: 'center',
        selectors: {
          [`${radioSegmented}:checked + &`]: {
            backgroundColor: vars.color.tone.primary.solid,
            color: vars.color.tone.primary.onSolid,
          },
          [`${radioSegmented}:focus-visible + &`]: focusRing,
          [`${radioSegmented}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
        },
      },
    },
  },
});

export const optionHint = style({ fontSize: vars.fontSize.sm, color: 'inherit', opacity: 0.85 });

export const error = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.tone.critical.text });
