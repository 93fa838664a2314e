// Global reset and base typography (shipped in styles.css).
import './styles/reset.css';

// Tokens and themes
export { vars, tones, type Tone } from './theme/contract.css';
// Theme classes only: each theme's stylesheet is imported on its own (`@repo/ui/themes/<name>.css`).
export { defaultTheme, terracottaTheme, themes, themeNames, type ThemeName } from './theme/themes';
export { media, breakpoints, breakpointNames, type BreakpointName, type Responsive } from './theme/media';

// Layout and type
export { Container, containerWidths, type ContainerProps } from './Container';
export { spaceSteps, type SpaceStep } from './shared/sprinkles.css';
export { Stack, stackAligns, type StackProps } from './Stack';
export { Inline, inlineAligns, inlineJustifies, inlineWraps, inlineCollapses, type InlineProps } from './Inline';
export { Tiles, tilesColumnCounts, type TilesProps, type TilesColumnCount } from './Tiles';
export {
  Columns,
  Column,
  columnWidths,
  columnsCollapses,
  columnsAlignsY,
  type ColumnsProps,
  type ColumnProps,
  type ColumnWidth,
} from './Columns';
export { Section, sectionSpacings, sectionBackgrounds, type SectionProps } from './Section';
export { Card, cardElevations, cardPaddings, type CardProps } from './Card';
export { Heading, headingLevels, headingSizes, headingAligns, type HeadingProps } from './Heading';
export { Text, textSizes, textTones, textWeights, textAligns, type TextProps } from './Text';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Badge, badgeTones, badgeEmphases, badgeWraps, type BadgeProps } from './Badge';
export { BrandTile, type BrandTileProps } from './BrandTile';
export { Notice, noticeTones, noticeAnnouncements, type NoticeProps } from './Notice';
export { Link, linkTones, linkUnderlines, type LinkProps } from './Link';
export { TrendChart, trendChartGeometry, trendChartBox, type TrendChartProps, type TrendPoint } from './TrendChart';
export {
  Illustration,
  IllustrationSymbols,
  illustrationSprite,
  illustrationNames,
  illustrationSteps,
  type IllustrationName,
  type IllustrationProps,
} from './Illustration';

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
export {
  ToastProvider,
  useToast,
  toastTones,
  type ToastOptions,
  type ToastTone,
  type ToastProviderProps,
} from './Toast';
export {
  Dialog,
  DialogRoot,
  DialogTrigger,
  DialogContent,
  DialogTitle,
  DialogDescription,
  DialogActions,
  DialogClose,
  dialogSizes,
  type DialogRootProps,
  type DialogContentProps,
  type DialogTitleProps,
  type DialogDescriptionProps,
  type DialogActionsProps,
} from './Dialog';
export { NativeDialog, type NativeDialogProps } from './NativeDialog';
export { Carousel, carouselPlayStates, type CarouselProps, type CarouselPlayState } from './Carousel';
export { StepIndicator, stepStates, type StepIndicatorProps } from './StepIndicator';

// Forms
export { Field, type FieldProps, type FieldOwnProps, type FieldControlProps } from './Field';
export { TextField, textFieldTypes, type TextFieldProps } from './TextField';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Combobox, type ComboboxProps, type ComboboxOption } from './Combobox';
export { Textarea, type TextareaProps } from './Textarea';
export { RadioGroup, radioAppearances, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { MaskedInput, maskOptions, type Mask, type MaskedInputProps, type Pattern, type ReadAmount } from './MaskedInput';
