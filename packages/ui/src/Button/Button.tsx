'use client';

import type * as React from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { clsx } from 'clsx';
import type { LoadingProps } from '../shared/loading';
import { safeRel } from '../shared/safeRel';
import { VisuallyHidden } from '../VisuallyHidden';
import { button, content, icon as iconClass, spinner, type ButtonRecipeVariants } from './Button.css';

type CommonProps = ButtonRecipeVariants &
  LoadingProps & {
    /** Shows a spinner, blocks activation and keeps the button focusable. */
    loading?: boolean;
    /** What screen readers hear while loading (e.g. "Enviando…"); required with `loading`. */
    loadingLabel?: string;
    /** Visual weight: `solid` (main action), `outline` (secondary) or `ghost` (tertiary). */
    variant?: ButtonRecipeVariants['variant'];
    /** Colour role of the action. */
    tone?: ButtonRecipeVariants['tone'];
    /** Height and text size; `medium` gives a 44 px target. */
    size?: ButtonRecipeVariants['size'];
    /** `full` stretches the button to its container. */
    width?: ButtonRecipeVariants['width'];
    /** Decorative icon shown beside the label (hidden from screen readers). */
    icon?: ReactNode;
    /** Which side of the label the icon sits on. */
    iconPosition?: 'start' | 'end';
    /** Render the single child element (e.g. a router `<Link>`) with the button's styles. */
    asChild?: boolean;
    /** The visible label. */
    children?: ReactNode;
    /** The rendered `<button>` or `<a>` (or the child, with `asChild`). */
    ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
  };

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
    /** When given, the button renders as a link (`<a href>`). */
    href?: undefined;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & {
    /** When given, the button renders as a link (`<a href>`). */
    href: string;
    /** Disabled links lose their `href` and are marked `aria-disabled`. */
    disabled?: boolean;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The action element. Renders `<button>` by default, `<a>` when given `href`, or its child with
 * `asChild`. Loading and disabled use `aria-disabled` so the control stays focusable.
 */
export function Button(props: ButtonProps) {
  const {
    variant,
    tone,
    size,
    width,
    icon,
    iconPosition = 'start',
    asChild = false,
    loading = false,
    loadingLabel,
    children,
    className,
    disabled,
    onClick,
    ref,
    ...rest
  } = props as CommonProps &
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'> & {
      href?: string;
      target?: string;
      rel?: string;
      onClick?: (event: React.MouseEvent<HTMLElement>) => void;
    };

  const inactive = Boolean(disabled) || loading;
  const classes = clsx(button({ variant, tone, size, width }), className);
  const iconNode = icon ? (
    <span className={iconClass} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  const inner = (
    <span className={content}>
      {iconPosition === 'start' && iconNode}
      {children}
      {iconPosition === 'end' && iconNode}
    </span>
  );
  const loadingParts = loading ? (
    <>
      <span className={spinner} aria-hidden="true" />
      <VisuallyHidden>{loadingLabel}</VisuallyHidden>
    </>
  ) : null;

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const shared = {
    className: classes,
    'data-state': loading ? 'loading' : undefined,
    'aria-disabled': inactive ? true : undefined,
    'aria-busy': loading ? true : undefined,
    onClick: handleClick,
  } as const;

  if (asChild) {
    const { href: _href, ...slotRest } = rest;
    return (
      <Slot ref={ref as React.Ref<HTMLElement>} {...slotRest} {...shared}>
        {iconPosition === 'start' && iconNode}
        <Slottable>{children}</Slottable>
        {iconPosition === 'end' && iconNode}
      </Slot>
    );
  }

  if (typeof rest.href === 'string') {
    const { href, target, rel, type: _type, ...anchorRest } = rest;
    return (
      <a
        ref={ref as React.Ref<HTMLAnchorElement>}
        {...(anchorRest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        {...shared}
        href={inactive ? undefined : href}
        role={inactive ? 'link' : undefined}
        target={target}
        rel={safeRel(target, rel)}
      >
        {inner}
        {loadingParts}
      </a>
    );
  }

  const { type = 'button', href: _href, ...buttonRest } = rest;
  return (
    <button ref={ref as React.Ref<HTMLButtonElement>} type={type} {...buttonRest} {...shared}>
      {inner}
      {loadingParts}
    </button>
  );
}
