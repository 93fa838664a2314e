'use client';

import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { safeRel } from '../shared/safeRel';
import { link, type LinkVariants } from './Link.css';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Colour: `default` link colour, `inherit` from the text, `inverse` on dark bands. */
  tone?: LinkVariants['tone'];
  /** `always` for links inside prose (required for accessibility); `hover` for navigation lists. */
  underline?: LinkVariants['underline'];
  /** Style the single child element (e.g. a router `<Link>`) instead of rendering `<a>`. */
  asChild?: boolean;
}

/** A styled text link; `target="_blank"` always gets `rel="noopener noreferrer"`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, underline, asChild = false, className, target, rel, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      ref={ref}
      className={clsx(link({ tone, underline }), className)}
      target={target}
      rel={safeRel(target, rel)}
      {...props}
    />
  );
});
