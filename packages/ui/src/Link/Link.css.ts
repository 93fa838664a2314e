import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../styles/focus';

export const linkTones = ['default', 'inherit', 'inverse'] as const;
export const linkUnderlines = ['always', 'hover'] as const;

export const link = recipe({
  base: {
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    borderRadius: '2px',
    cursor: 'pointer',
    ':focus-visible': focusRing,
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  variants: {
    tone: {
      default: { color: vars.color.text.link, selectors: { '&:hover': { color: vars.color.text.linkHover } } },
      inherit: { color: 'inherit' },
      inverse: { color: vars.color.text.inverse },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: { textDecorationLine: 'none', selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'default', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
