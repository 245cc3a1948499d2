import { handleError } from './error-handler';

/** A crash caught by an error boundary: logged under the Error ID the crash screen shows. */
export function reportError(error: unknown, errorId: string, componentStack?: string): void {
  // eslint-disable-next-line no-console -- the developer's copy; the server log gets the same Error ID
  console.error(`[${errorId}]`, error);
  // The crash screen already tells the visitor; a toast on top would say it twice.
  handleError(error, { component: 'ErrorBoundary', action: 'render' }, { errorId, componentStack, notify: false });
}
