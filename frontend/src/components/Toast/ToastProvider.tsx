import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext } from './ToastContext';
import { ToastViewport } from './ToastViewport';
import { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toastConstants';
import type { ToastApi, ToastOptions, ToastRecord } from './toastTypes';

export type ToastProviderProps = { children: ReactNode };

let nextToastId = 0;

/**
 * Holds the toasts and renders their viewport. Only TOAST_LIMIT (one) is kept: a new toast
 * replaces the one on screen. A dismissed toast leaves the screen at once and is dropped from
 * state after the spec's removal delay.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.current.set(id, timer);
  }, []);

  const dismiss = useCallback(
    (id?: string) => {
      setToasts((current) =>
        current.map((toast) => {
          if (id !== undefined && toast.id !== id) return toast;
          scheduleRemoval(toast.id);
          return toast.open ? { ...toast, open: false } : toast;
        }),
      );
    },
    [scheduleRemoval],
  );

  const toast = useCallback(
    ({ title, description, variant = 'default', duration = TOAST_DEFAULT_DURATION_MS, action }: ToastOptions) => {
      nextToastId += 1;
      const id = `toast-${nextToastId}`;
      setToasts((current) =>
        [{ id, title, description, variant, duration, action, open: true }, ...current].slice(0, TOAST_LIMIT),
      );
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const visible = toasts.filter((record) => record.open);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={visible} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
