import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { LoadSession } from '../auth/session-source';
import { ErrorBoundary } from '../errors/error-boundary';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { RoomLinkPage } from '../pages/room-link-page';
import { AppProviders } from './app-providers';

/**
 * A room link's pages on their own (docs/web-app-notes.md, "Performance"): what room.html and
 * room-document.html start (src/room-entry.tsx) and what the gateway renders them with
 * (src/prerender/server-entry.tsx), so the browser hydrates the server's HTML with this tree, not
 * the whole app's. The investor's phone parses and runs the room and React, not every route,
 * the analytics, the realtime link and the site's header. Anything outside the room is a full page load.
 */

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus rather than a hash change, so the router does not treat it as a navigation (as AppShell).
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** The room's frame: AppShell's skip link and error boundary, without the site's toasts, plans and flags. */
function RoomShell() {
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

/** A path outside the room (a link to the site, a crash screen's way home): the whole app opens it. */
function LeaveRoom() {
  const { pathname, search, hash } = useLocation();
  // In place of the entry the router just pushed, so Back returns to the room.
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/** The room link's two pages (routes.tsx has them too, for the app's own navigation and the admin preview). */
export const roomRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RoomShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'shared/:token/room', element: <RoomLinkPage /> },
      { path: 'shared/:token/room/documents/:documentId', element: <RoomLinkPage /> },
      { path: '*', element: <LeaveRoom /> },
    ],
  },
];

type RoomRootProps = { queryClient: QueryClient; router: DataRouter; loadSession?: LoadSession };

/** AppRoot's counterpart for the room: the same providers (the page waits for the session), the room's routes. */
export function RoomRoot({ queryClient, router, loadSession }: RoomRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} loadSession={loadSession}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
