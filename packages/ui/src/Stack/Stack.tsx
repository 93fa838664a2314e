import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { sprinkles, type SpaceStep } from '../shared/sprinkles.css';
import type { Responsive } from '../theme/media';
import { stack, type StackVariants } from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Vertical space between children, one step or per breakpoint (`{ base: 'md', wide: 'xl' }`). */
  space?: Responsive<SpaceStep>;
  /** Horizontal alignment of children. */
  align?: StackVariants['align'];
  /** Element to render; use `ul`/`ol` for lists. */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'nav' | 'form' | 'fieldset';
  /** The rendered element (`as`). */
  ref?: Ref<HTMLElement>;
}

/** Lays children out vertically with even spacing — the default layout for page content. */
export function Stack({ space = 'md', align, as: Tag = 'div', className, ref, ...props }: StackProps) {
  return <Tag ref={ref as never} className={clsx(stack({ align }), sprinkles({ gap: space }), className)} {...(props as object)} />;
}
