import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { CloseButton } from '../shared/CloseButton';
import {
  actions as actionsClass,
  closePlacement,
  description as descriptionClass,
  nativePanel,
  title as titleClass,
  panelSizes,
  type DialogSize,
} from '../Dialog/Dialog.css';

export interface NativeDialogProps extends Omit<ComponentProps<'dialog'>, 'title' | 'open'> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** Accessible name of the corner ✕ button, e.g. "Fechar alerta". */
  closeLabel: string;
  /** Its buttons (`type="submit"`): each closes the dialog, its `value` becoming the dialog's `returnValue`. */
  actions: ReactNode;
  /** Maximum width, as `Dialog`'s. */
  size?: DialogSize;
  /** The text that describes the dialog. */
  children: ReactNode;
}

/**
 * The browser's own modal `<dialog>`, drawn as `Dialog` is, and closed without a script: its buttons
 * and the corner ✕ sit in `method="dialog"` forms, and Esc closes it. It is rendered closed; a script
 * opens it with `showModal()` (an inline one works before, or without, hydration), and the browser
 * then makes the page behind it inert, moves focus in and gives it back on close.
 */
export function NativeDialog({ title, closeLabel, actions, size = 'medium', className, children, ref, ...props }: NativeDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={clsx(nativePanel, panelSizes[size], className)}
      {...props}
    >
      <h2 id={titleId} className={titleClass}>
        {title}
      </h2>
      <div id={descriptionId} className={descriptionClass}>
        {children}
      </div>
      <form method="dialog" className={actionsClass}>
        {actions}
      </form>
      <form method="dialog" className={closePlacement}>
        <CloseButton type="submit" label={closeLabel} size="medium" />
      </form>
    </dialog>
  );
}
