import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastInput } from './toast-context';
import { ToastItem } from './toast-item';

const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const showToast = useCallback((input: ToastInput) => {
    const toast: Toast = { ...input, variant: input.variant ?? 'default', id: nextId.current++ };
    setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
  }, []);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <section className="toast-viewport" aria-label="Notifications">
        <ol aria-live="polite" className="toast-viewport__list">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
