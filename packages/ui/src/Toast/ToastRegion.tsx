'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { CloseButton } from '../shared/CloseButton';
import type { ToastOptions, ToastProviderProps } from './Toast';
import { body, closePlacement, description as descriptionClass, root, title as titleClass, viewport } from './Toast.css';

/** A toast in the provider's queue; closed ones stay for their exit animation. */
export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastRegionProps
  extends Required<Pick<ToastProviderProps, 'label' | 'regionLabel' | 'closeLabel' | 'duration' | 'swipeDirection'>> {
  toasts: readonly ToastEntry[];
  onDismiss: (id: string) => void;
}

/** The toasts and their region, on Radix Toast; loaded by `ToastProvider` when it mounts. */
export function ToastRegion({ toasts, onDismiss, label, regionLabel, closeLabel, duration, swipeDirection }: ToastRegionProps) {
  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection={swipeDirection}>
      {toasts.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) onDismiss(entry.id);
          }}
          duration={entry.duration}
          type={entry.tone === 'critical' ? 'foreground' : 'background'}
          data-tone={entry.tone}
          className={root({ tone: entry.tone })}
        >
          <div className={body}>
            <RadixToast.Title className={titleClass}>{entry.title}</RadixToast.Title>
            {entry.description ? (
              <RadixToast.Description className={descriptionClass}>{entry.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close asChild>
            <CloseButton label={closeLabel} size="small" className={closePlacement} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport label={regionLabel} className={viewport} />
    </RadixToast.Provider>
  );
}
