import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen';
import { createErrorId } from './error-id';
import { reportError } from './report-error';

/** The router's errorElement: failures outside the page boundary (e.g. a lazy chunk that fails to load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const [errorId] = useState(createErrorId);

  useEffect(() => {
    reportError(error, errorId);
  }, [error, errorId]);

  // The router keeps the error until the next navigation; reloading also refetches failed chunks.
  return <CrashScreen errorId={errorId} onTryAgain={() => window.location.reload()} />;
}
