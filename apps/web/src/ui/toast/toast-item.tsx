import { useEffect } from 'react';
import type { Toast } from './toast-context';

// Errors stay longer: they are the ones a reader may need to act on.
const VISIBLE_MS = { default: 5000, destructive: 8000 } as const;
const BRIEF_MS = 2500;

export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const persistent = toast.action !== undefined;
  useEffect(() => {
    // A toast that offers an action stays until used or dismissed: no time limit to act (WCAG 2.2.1).
    if (persistent) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.brief ? BRIEF_MS : VISIBLE_MS[toast.variant]);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.variant, toast.brief, persistent, onDismiss]);

  return (
    // A list item keeps its role (axe: a list holds only list items); the list is the polite live
    // region, and an error is also an alert, read out at once.
    <li className={`toast toast--${toast.variant}${toast.brief ? ' toast--brief' : ''}`}>
      <div className="toast__body" role={toast.variant === 'destructive' ? 'alert' : undefined}>
        <p className="toast__title">{toast.title}</p>
        {toast.description && !toast.brief && <p className="toast__description">{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            className="button button--small button--secondary toast__action"
            onClick={() => {
              onDismiss(toast.id);
              toast.action?.onClick();
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button type="button" className="toast__close" aria-label={`Dismiss: ${toast.title}`} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}
