'use client';

import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { safeRel } from '../shared/safeRel';
import { link, type LinkVariants } from './Link.css';

export interface LinkProps extends ComponentProps<'a'> {
  /** Colour: `default` link colour, `inherit` from the text, `inverse` on dark bands. */
  tone?: LinkVariants['tone'];
  /** `always` for links inside prose (required for accessibility); `hover` for navigation lists. */
  underline?: LinkVariants['underline'];
  /** Style the single child element (e.g. a router `<Link>`) instead of rendering `<a>`. */
  asChild?: boolean;
}

/** A styled text link; `target="_blank"` always gets `rel="noopener noreferrer"`. */
export function Link({ tone, underline, asChild = false, className, target, rel, ref, ...props }: LinkProps) {
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
}
