import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { LoadSession } from '../auth/session-source';
import { ErrorBoundary } from '../errors/error-boundary';
import { RoomLinkPage } from '../pages/room-link-page';
import { AppProviders } from './app-providers';

/**
 * A room link's pages on their own (docs/web-app-notes.md, "Performance"): what room.html and
 * room-document.html start (src/room-entry.tsx) and what the gateway renders them with
 * (src/prerender/server-entry.tsx), so the browser hydrates the server's HTML with this tree, not
 * the whole app's. The investor's phone parses and runs the room and React, not every route,
 * the analytics, the realtime link and the site's header. Anything outside the room is a full
 * page load. The router is the declarative one (a BrowserRouter here, a MemoryRouter on the
 * server): the room needs no loaders or actions, and it leaves out about a third of the router's
 * code (the app's data router).
 */

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus rather than a hash change, so the router does not treat it as a navigation (as AppShell).
  event.preventDefault();
  document.getElementById('main')?.focus();
}

let pageViews: ((pathname: string) => void) | null = null;
let currentPath: string | null = null;

/** Counts the room's page views from now on, the one on screen first (the entry starts it when idle). */
export function watchPageViews(count: (pathname: string) => void): void {
  pageViews = count;
  if (currentPath !== null) count(currentPath);
}

/**
 * AppShell's part the room keeps: a new page (index to document and back) starts at the top, as
 * the app's ScrollRestoration does, and is counted once analytics have started.
 */
function RoomNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (currentPath === pathname) return;
    currentPath = pathname;
    pageViews?.(pathname);
    if (shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}

/** A path outside the room (a link to the site): the whole app opens it. */
function LeaveRoom() {
  const { pathname, search, hash } = useLocation();
  // In place of the entry the router just pushed, so Back returns to the room.
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/** The room's frame: AppShell's skip link and error boundary, without the site's toasts, plans and flags. */
function RoomShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <RoomNavigation />
      <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
    </>
  );
}

/** The room link's two pages (routes.tsx has them too, for the app's own navigation and the admin preview). */
export function RoomRoutes() {
  return (
    <RoomShell>
      <Routes>
        <Route path="/shared/:token/room" element={<RoomLinkPage />} />
        <Route path="/shared/:token/room/documents/:documentId" element={<RoomLinkPage />} />
        <Route path="*" element={<LeaveRoom />} />
      </Routes>
    </RoomShell>
  );
}

type RoomRootProps = { queryClient: QueryClient; loadSession?: LoadSession; children: ReactNode };

/** AppRoot's counterpart for the room: the same providers (the page waits for the session) around the room's router (`children`). */
export function RoomRoot({ queryClient, loadSession, children }: RoomRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} loadSession={loadSession}>
        {children}
      </AppProviders>
    </StrictMode>
  );
}
