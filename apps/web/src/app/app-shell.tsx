import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus rather than a hash change, so the router does not treat it as a navigation.
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
      <ScrollRestoration />
    </>
  );
}
