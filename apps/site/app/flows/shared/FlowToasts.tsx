import { toastLabels } from '@repo/content';
import { ToastProvider, ToastViewport } from '@repo/ui';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The toast provider and region of a flow, with pt-BR labels. Mounted by the contact form and the
 * wizard only, so that Radix Toast loads on /contato and /financiamento and nowhere else.
 *
 * The region is mounted after hydration: Radix renders it with a `style` attribute
 * (`pointer-events: none`), which the strict CSP (`style-src 'self'`) rejects in prerendered HTML;
 * set from script after mount it is applied through the CSSOM, which the CSP allows. No toast can
 * be raised before hydration anyway.
 */
export function FlowToasts({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ToastProvider label={toastLabels.toast} closeLabel={toastLabels.close}>
      {children}
      {mounted ? <ToastViewport label={toastLabels.region} /> : null}
    </ToastProvider>
  );
}
