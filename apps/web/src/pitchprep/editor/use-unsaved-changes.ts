import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave without saving them?';

/**
 * Asks before the founder leaves with unsaved edits: in-app navigation through the router's
 * blocker (native confirm), closing or reloading the tab through beforeunload.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
