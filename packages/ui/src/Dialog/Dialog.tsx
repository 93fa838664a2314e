'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentProps, ComponentPropsWithoutRef } from 'react';
import { CloseButton } from '../shared/CloseButton';
import {
  actions as actionsClass,
  closePlacement,
  content,
  description as descriptionClass,
  overlay,
  title as titleClass,
  panelSizes,
  type DialogSize,
} from './Dialog.css';

/** Props of `Dialog.Root`: `open`/`onOpenChange` (controlled) or `defaultOpen` (uncontrolled). */
export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

/** Holds the open state; controlled with `open` + `onOpenChange`, uncontrolled with `defaultOpen`. */
export const DialogRoot = RadixDialog.Root;

/** The element that opens the dialog; use `asChild` to make a `Button` the trigger. */
export const DialogTrigger = RadixDialog.Trigger;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Accessible name of the corner close button, e.g. "Fechar". */
  closeLabel: string;
  /** Maximum width. */
  size?: DialogSize;
}

/**
 * The modal panel (portalled, with a dimmed overlay). Traps focus, closes on Esc and overlay
 * click, and returns focus to the trigger. Always contains a labelled close button.
 */
export function DialogContent({ closeLabel, size = 'medium', className, children, ref, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content ref={ref} className={clsx(content, panelSizes[size], className)} {...props}>
        {children}
        <RadixDialog.Close asChild>
          <CloseButton label={closeLabel} size="medium" className={closePlacement} />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogTitleProps = ComponentProps<typeof RadixDialog.Title>;

/** The dialog's heading; names the dialog (required by screen readers). */
export function DialogTitle({ className, ref, ...props }: DialogTitleProps) {
  return <RadixDialog.Title ref={ref} className={clsx(titleClass, className)} {...props} />;
}

export type DialogDescriptionProps = ComponentProps<typeof RadixDialog.Description>;

/** The dialog's main text; describes the dialog to screen readers. */
export function DialogDescription({ className, ref, ...props }: DialogDescriptionProps) {
  return <RadixDialog.Description ref={ref} className={clsx(descriptionClass, className)} {...props} />;
}

export type DialogActionsProps = ComponentProps<'div'>;

/** Row of buttons at the end of the dialog (stacked on narrow screens). */
export function DialogActions({ className, ref, ...props }: DialogActionsProps) {
  return <div ref={ref} className={clsx(actionsClass, className)} {...props} />;
}

/** Closes the dialog when activated; use `asChild` around a `Button` ("Entendi"). */
export const DialogClose = RadixDialog.Close;

/** Modal dialog parts: `<Dialog.Root><Dialog.Trigger/><Dialog.Content closeLabel>…`. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Actions: DialogActions,
  Close: DialogClose,
};
