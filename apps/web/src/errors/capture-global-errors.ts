import { handleError } from './error-handler';

/** Errors outside React (timers, event handlers, forgotten promises) still get an Error ID and reach the log. */
export function captureGlobalErrors(): void {
  window.addEventListener('error', (event) => {
    handleError(event.error ?? event.message, { component: 'window', action: 'error', metadata: { source: event.filename ?? null, line: event.lineno ?? null } });
  });
  window.addEventListener('unhandledrejection', (event) => {
    handleError(event.reason, { component: 'window', action: 'unhandledrejection' });
  });
}
