import { errorSeverity, type ErrorSeverity } from '@bv/domain';

export type ErrorReport = { errorId: string; message: string; severity: ErrorSeverity; route: string; componentStack?: string };

/**
 * Records a crash with its Error ID so support can find it. The browser console is the only
 * sink until the log-shipping endpoint exists; this is the one place to point at it later.
 */
export function reportError(error: unknown, errorId: string, componentStack?: string): ErrorReport {
  const message = error instanceof Error ? error.message : String(error);
  const report: ErrorReport = { errorId, message, severity: errorSeverity(message), route: window.location.pathname, componentStack };
  // eslint-disable-next-line no-console -- deliberate: see the function comment
  console.error(`[${errorId}]`, error, report);
  return report;
}
