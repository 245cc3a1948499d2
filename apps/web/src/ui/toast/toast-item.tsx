import { useEffect } from 'react';
import type { Toast } from './toast-context';

// Errors stay longer: they are the ones a reader may need to act on.
const VISIBLE_MS = { default: 5000, destructive: 8000 } as const;

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), VISIBLE_MS[toast.variant]);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.variant, onDismiss]);

  return (
    <li className={`toast toast--${toast.variant}`} role={toast.variant === 'destructive' ? 'alert' : 'status'}>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label={`Dismiss: ${toast.title}`} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}
