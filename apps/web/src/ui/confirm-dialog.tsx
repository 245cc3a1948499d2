import './confirm-dialog.css';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type ConfirmDialogProps = {
  /** The question, naming the person and, for money, the amount: "Refund S$198.00 to Mei Lin?". */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * An in-page confirmation in place of the browser's `confirm` (which names no one in a styled
 * way, cannot be tested in jsdom and is blocked in some embedded views). Focus starts on Cancel,
 * stays between the two buttons, Escape cancels, and it returns to the button that opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busy = false, destructive = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      // Only this dialog closes, not a drawer or panel it was opened from.
      event.stopPropagation();
      onCancel();
    }
    if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
      event.preventDefault();
      (document.activeElement === cancelRef.current ? confirmRef : cancelRef).current?.focus();
    }
  };

  // On the body: a page section's own stacking context would leave the sticky header above the backdrop.
  return createPortal(
    <div className="confirm-dialog__backdrop">
      <div className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onKeyDown={onKeyDown}>
        <h2 className="confirm-dialog__title" id={`${id}-title`}>
          {title}
        </h2>
        <div className="confirm-dialog__body" id={`${id}-body`}>
          {children}
        </div>
        <div className="confirm-dialog__actions">
          <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button ref={confirmRef} type="button" className={`button ${destructive ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
