import { useEffect, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageView } from '../analytics/start-tracking';
import { ResumeSavedPlan } from '../billing/resume-saved-plan';
import { ErrorBoundary } from '../errors/error-boundary';
import { ErrorToaster } from '../errors/error-toaster';
import { FlagsGate } from '../flags/flags-gate';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus rather than a hash change, so the router does not treat it as a navigation.
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function AppShell() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <ErrorToaster />
      <ResumeSavedPlan />
      <ErrorBoundary resetKey={pathname}>
        <FlagsGate>
          <Outlet />
        </FlagsGate>
      </ErrorBoundary>
      <ScrollRestoration />
    </>
  );
}
