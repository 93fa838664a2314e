import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { closeButton, closeIcon, type CloseButtonVariants } from './CloseButton.css';

export interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, e.g. "Fechar" (required: the button shows only a ✕). */
  label: string;
  /** `medium` (44 px, a dialog's corner) or `small` (36 px, inside a toast). */
  size?: CloseButtonVariants['size'];
}

/**
 * The ✕ button that Dialog and Toast put in their corner. Wrap it in the primitive's close part
 * with `asChild` (`<RadixDialog.Close asChild>`), which adds the closing behaviour; the holder
 * places it through `className`.
 */
export function CloseButton({ label, size, className, ref, ...props }: CloseButtonProps) {
  return (
    <button ref={ref} type="button" aria-label={label} className={clsx(closeButton({ size }), className)} {...props}>
      {/* One drawing for both sizes; the stroke stays 2 px whatever the icon's size. */}
      <svg className={closeIcon({ size })} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M5 5l10 10M15 5L5 15"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </button>
  );
}
