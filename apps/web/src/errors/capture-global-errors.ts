import { createErrorId } from './error-id';
import { reportError } from './report-error';

/** Errors outside React (timers, event handlers, forgotten promises) still get an Error ID. */
export function captureGlobalErrors(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, createErrorId()));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, createErrorId()));
}
