import { toastLabels } from '@repo/content';
import { ToastProvider } from '@repo/ui';
import type { ReactNode } from 'react';

/**
 * The toasts of a flow, with pt-BR labels. Mounted by the contact form and the wizard only; their
 * region and Radix Toast are fetched once the form has mounted (no toast can be raised before
 * hydration anyway), so no page waits for them to hydrate.
 */
export function FlowToasts({ children }: { children: ReactNode }) {
  return (
    <ToastProvider label={toastLabels.toast} regionLabel={toastLabels.region} closeLabel={toastLabels.close}>
      {children}
    </ToastProvider>
  );
}
