import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../styles/focus';

/** The ✕ button of Dialog and Toast; where it sits is up to the part that holds it. */
export const closeButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    color: vars.color.text.default,
    ':hover': { backgroundColor: vars.color.background.subtle },
    ':focus-visible': focusRing,
  },
  variants: {
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      medium: { width: vars.size.controlMedium, height: vars.size.controlMedium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type CloseButtonVariants = NonNullable<RecipeVariants<typeof closeButton>>;

export const closeIcon = recipe({
  variants: {
    size: {
      small: { width: '1rem', height: '1rem' },
      medium: { width: vars.size.icon, height: vars.size.icon },
    },
  },
  defaultVariants: { size: 'medium' },
});
