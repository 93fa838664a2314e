import { toastLabels } from '@repo/content';
import { ToastProvider, ToastViewport } from '@repo/ui';
import type { ReactNode } from 'react';

/**
 * The toast provider and region of a flow, with pt-BR labels. Mounted by the contact form and the
 * wizard only, so that Radix Toast loads on /contato and /financiamento and nowhere else. The
 * region is prerendered with the page (its `style` attribute is allowed by the CSP's
 * `style-src 'unsafe-inline'`); no toast can be raised before hydration anyway.
 */
export function FlowToasts({ children }: { children: ReactNode }) {
  return (
    <ToastProvider label={toastLabels.toast} closeLabel={toastLabels.close}>
      {children}
      <ToastViewport label={toastLabels.region} />
    </ToastProvider>
  );
}
