import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export const UNSAVED_TITLE = 'Leave without saving?';

/**
 * Asks before the founder leaves with unsaved edits: in-app navigation through the router's
 * blocker, answered in the page's own dialog (which it returns, for the page to render); closing
 * or reloading the tab through beforeunload, where only the browser may ask.
 */
export function useUnsavedChangesWarning(dirty: boolean): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

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

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog title={UNSAVED_TITLE} confirmLabel="Leave without saving" destructive onConfirm={() => blocker.proceed()} onCancel={() => blocker.reset()}>
      Your changes since the last save will be lost. Stay to save them first.
    </ConfirmDialog>
  );
}
