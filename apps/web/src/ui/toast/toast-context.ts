import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';
/** An action the reader can take from the toast (e.g. Retry); clicking it also dismisses the toast. */
export type ToastAction = { label: string; onClick: () => void };
/**
 * `brief`: a confirmation of something the page itself already shows (e.g. a result that replaced
 * the form): a title only, for a short while, so it never sits over what it confirms.
 */
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; action?: ToastAction; brief?: boolean };
export type Toast = ToastInput & { id: number; variant: ToastVariant };
export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}
