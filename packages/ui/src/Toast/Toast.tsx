'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type ReactNode,
} from 'react';
import { CloseButton } from '../shared/CloseButton';
import { body, closePlacement, description as descriptionClass, root, title as titleClass, viewport, type toastTones } from './Toast.css';

export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** Bold first line, e.g. "Mensagem enviada!". */
  title: string;
  /** Second line with details. */
  description?: string;
  /** `success` is announced politely (`role="status"`); `critical` assertively (type="foreground"). */
  tone: ToastTone;
  /** Milliseconds before it closes by itself; defaults to the provider's `duration`. */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastContextValue {
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  /** The app (or subtree) that may call `useToast()`; include a `<ToastViewport>` inside. */
  children: ReactNode;
  /** Word that screen readers hear before each toast, e.g. "Notificação". */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Fechar notificação". */
  closeLabel: string;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** Direction a toast can be swiped away on touch screens. */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
}

/** Holds the toast queue and renders the toasts into the `ToastViewport`. */
export function ToastProvider({ children, label, closeLabel, duration = 6000, swipeDirection = 'right' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Keep the closed toast mounted for its exit animation, then drop it.
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 400);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((list) => [...list, { ...options, id, open: true }]);
    return id;
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection={swipeDirection}>
      <ToastContext.Provider value={value}>
        {children}
        {toasts.map((entry) => (
          <RadixToast.Root
            key={entry.id}
            open={entry.open}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
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
      </ToastContext.Provider>
    </RadixToast.Provider>
  );
}

export interface ToastViewportProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixToast.Viewport>, 'label'> {
  /** Name of the toast region; `{hotkey}` is replaced by the shortcut, e.g. "Notificações ({hotkey})". */
  label: string;
}

/** The fixed region (bottom-right; full width on phones) where toasts appear. F8 moves focus to it. */
export const ToastViewport = forwardRef<ElementRef<typeof RadixToast.Viewport>, ToastViewportProps>(function ToastViewport(
  { label, className, ...props },
  ref,
) {
  return <RadixToast.Viewport ref={ref} label={label} className={clsx(viewport, className)} {...props} />;
});

/** Returns `{ toast, dismiss }`; `toast({ title, description, tone })` shows one and returns its id. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
