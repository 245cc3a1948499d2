import { errorSeverity, friendlyErrorMessage, type ErrorSeverity } from '@bv/domain';
import { ApiError } from '../api/api-error';
import { clientLogger } from '../logging/client-logger';
import { createErrorId } from './error-id';

// docs/product-rules.md, "Errors and recovery": the error record, severity and friendly messages.
export type ErrorContext = {
  component?: string;
  action?: string;
  metadata?: Record<string, string | number | boolean | null>;
};

export type ErrorRecord = {
  id: string;
  error: string;
  context: ErrorContext & { timestamp: string; route: string; userAgent: string };
  severity: ErrorSeverity;
  recoverable: boolean;
};

export type ErrorNotice = { title: string; description: string };
type NoticeListener = (notice: ErrorNotice) => void;

const listeners = new Set<NoticeListener>();

/** The toast layer listens here, so code outside React can still show the spec's toasts. */
export function onErrorNotice(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(notice: ErrorNotice): void {
  for (const listener of listeners) listener(notice);
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A request the server refused as wrong (4xx other than 408/429) or a validation problem will fail the same way again. */
export function isRecoverable(error: unknown): boolean {
  if (error instanceof ApiError) return !error.isClientError || error.status === 408 || error.status === 429;
  return errorSeverity(messageOf(error)) !== 'medium';
}

const LOG_LEVEL: Record<ErrorSeverity, 'fatal' | 'error' | 'warn'> = { critical: 'error', high: 'error', medium: 'warn', low: 'warn' };

/**
 * Records an error with its Error ID, severity and context, sends it to the server log
 * (queued while offline), and for critical and high severity shows 'Something went wrong'
 * with the friendly message of docs/product-rules.md, "Errors and recovery".
 */
export function handleError(error: unknown, context: ErrorContext = {}, options: { notify?: boolean; errorId?: string; componentStack?: string } = {}): ErrorRecord {
  const message = messageOf(error);
  const record: ErrorRecord = {
    id: options.errorId ?? createErrorId(),
    error: message,
    context: { ...context, timestamp: new Date().toISOString(), route: window.location.pathname, userAgent: navigator.userAgent },
    severity: errorSeverity(message),
    recoverable: isRecoverable(error),
  };
  clientLogger().log(
    LOG_LEVEL[record.severity],
    message,
    {
      severity: record.severity,
      recoverable: record.recoverable,
      component: context.component,
      action: context.action,
      ...context.metadata,
      stack: error instanceof Error && error.stack ? error.stack.slice(0, 1500) : undefined,
      componentStack: options.componentStack?.slice(0, 1500),
    },
    record.id,
  );
  if ((options.notify ?? true) && (record.severity === 'critical' || record.severity === 'high')) {
    notify({ title: 'Something went wrong', description: friendlyErrorMessage(message) });
  }
  return record;
}
