import type { HTMLAttributes, Ref } from 'react';
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
  /** The rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** Body text with the theme's type scale. */
export function Text({ size, tone, weight, align, as: Tag = 'p', className, ref, ...props }: TextProps) {
  return (
    <Tag
      ref={ref as never}
      className={clsx(text({ size, tone, weight, align }), className)}
      {...props}
    />
  );
}
