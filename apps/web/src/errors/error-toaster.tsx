import { useEffect } from 'react';
import { useToast } from '../ui/toast/toast-context';
import { onErrorNotice } from './error-handler';

/** Bridges the error handler (plain functions) to the toast layer (React). Renders nothing. */
export function ErrorToaster() {
  const showToast = useToast();
  useEffect(() => onErrorNotice((notice) => showToast({ ...notice, variant: 'destructive' })), [showToast]);
  return null;
}
