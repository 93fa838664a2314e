// Global reset and base typography (shipped in styles.css).
import './styles/reset.css';

// A component's public names are listed once, in its folder's index.ts (also its own build entry),
// and re-exported here whole; Button and Field keep a narrower list here (their folder adds
// `ButtonRecipeVariants` and `fieldControlClass`).

// Tokens and themes
export { vars, tones, type Tone } from './theme/contract.css';
// Theme classes only: each theme's stylesheet is imported on its own (`@repo/ui/themes/<name>.css`).
export { defaultTheme, terracottaTheme, themes, themeNames, type ThemeName } from './theme/themes';
export { media, breakpoints, breakpointNames, type BreakpointName, type Responsive } from './theme/media';

// Layout and type
export * from './Container';
export { spaceSteps, type SpaceStep } from './shared/sprinkles.css';
export * from './Stack';
export * from './Inline';
export * from './Tiles';
export * from './Columns';
export * from './Section';
export * from './Card';
export * from './Heading';
export * from './Text';
export * from './VisuallyHidden';
export * from './Badge';
export * from './BrandTile';
export * from './Notice';
export * from './Link';
export * from './TrendChart';
export * from './Illustration';

// Actions and feedback
export { safeRel } from './shared/safeRel';
export {
  Button,
  buttonVariants,
  buttonTones,
  buttonSizes,
  buttonWidths,
  type ButtonProps,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
} from './Button';
export * from './Toast';
export * from './Dialog';
export * from './NativeDialog';
export * from './Carousel';
export * from './StepIndicator';

// Forms
export { Field, type FieldProps, type FieldOwnProps, type FieldControlProps } from './Field';
export * from './TextField';
export * from './Select';
export * from './Combobox';
export * from './Textarea';
export * from './RadioGroup';
export * from './MaskedInput';
