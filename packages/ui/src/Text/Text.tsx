import { forwardRef, type HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { text, type TextVariants } from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Type size. */
  size?: TextVariants['size'];
  /** Colour role; `inherit` takes the surrounding colour (e.g. on an inverse section). */
  tone?: TextVariants['tone'];
  /** Font weight. */
  weight?: TextVariants['weight'];
  /** Text alignment. */
  align?: TextVariants['align'];
  /** Element to render. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'li' | 'dd' | 'dt' | 'address';
}

/** Body text with the theme's type scale. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { size, tone, weight, align, as: Tag = 'p', className, ...props },
  ref,
) {
  return (
    <Tag
      ref={ref as never}
      className={clsx(text({ size, tone, weight, align }), className)}
      {...props}
    />
  );
});
