'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { toastTones } from './Toast.css';
import type { ToastEntry, ToastRegionProps } from './ToastRegion';

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

interface ToastContextValue {
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  /** The app (or subtree) that may call `useToast()`. */
  children: ReactNode;
  /** Word that screen readers hear before each toast, e.g. "Notificação". */
  label: string;
  /** Name of the toast region; `{hotkey}` is replaced by the shortcut, e.g. "Notificações ({hotkey})". */
  regionLabel: string;
  /** Accessible name of each toast's close button, e.g. "Fechar notificação". */
  closeLabel: string;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** Direction a toast can be swiped away on touch screens. */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
}

/**
 * Holds the toasts for `useToast()` and shows them in their region: fixed, bottom-right (full width
 * on phones), reached with F8. One at a time: a new toast replaces the one on screen, and
 * `dismiss(id)` closes one before its time (a form's error toast once the form is corrected).
 *
 * The region and Radix Toast behind it (≈ 9 KB gzip) are fetched when the provider mounts, not
 * with the page, so a page hydrates without their bytes; the region is therefore not in
 * server-rendered HTML. A toast raised before they arrive waits in the queue and is shown when
 * they do.
 */
export function ToastProvider({ children, duration = 6000, swipeDirection = 'right', ...labels }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [Region, setRegion] = useState<ComponentType<ToastRegionProps> | null>(null);
  const counter = useRef(0);

  useEffect(() => {
    let mounted = true;
    void import('./ToastRegion').then(({ ToastRegion }) => {
      if (mounted) setRegion(() => ToastRegion);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Keep the closed toast mounted for its exit animation, then drop it.
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 400);
  }, []);

  // One toast at a time: a newer one replaces those on screen (on a phone, stacked toasts covered a
  // third of the screen), which close with their exit animation and are then dropped.
  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => {
        for (const shown of list) if (shown.open) window.setTimeout(() => dismiss(shown.id), 0);
        return [...list, { ...options, id, open: true }];
      });
      return id;
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {Region ? (
        <Region toasts={toasts} onDismiss={dismiss} {...labels} duration={duration} swipeDirection={swipeDirection} />
      ) : null}
    </ToastContext.Provider>
  );
}

/** Returns `{ toast, dismiss }`; `toast({ title, description, tone })` shows one and returns its id. */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
