import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const spaceSteps = ['none', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type SpaceStep = (typeof spaceSteps)[number];

const alignMap = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    align: Object.fromEntries(stackAligns.map((a) => [a, { alignItems: alignMap[a] }])) as Record<
      (typeof stackAligns)[number],
      { alignItems: string }
    >,
  },
  defaultVariants: { align: 'stretch' },
});

/** Responsive gap classes: one per breakpoint and step, so spacing changes with CSS only. */
export const gap = {
  base: styleVariants(Object.fromEntries(spaceSteps.map((s) => [s, { gap: vars.space[s] }])) as Record<SpaceStep, { gap: string }>),
  tablet: styleVariants(
    Object.fromEntries(spaceSteps.map((s) => [s, { '@media': { [media.tablet]: { gap: vars.space[s] } } }])) as Record<
      SpaceStep,
      object
    >,
  ),
  wide: styleVariants(
    Object.fromEntries(spaceSteps.map((s) => [s, { '@media': { [media.wide]: { gap: vars.space[s] } } }])) as Record<
      SpaceStep,
      object
    >,
  ),
};

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
