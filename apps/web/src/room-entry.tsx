// First: zod must be jitless before any chunk builds a schema (see the module; main.tsx does the same).
import './api/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { RoomRoot, RoomRoutes, watchPageViews } from './app/room-app';
import { captureGlobalErrors } from './errors/capture-global-errors';
import { clientLogger } from './logging/client-logger';
import { LazyOutputDocument } from './pages/room-link-page';
import { prefetchRoomLink } from './room-link/room-link-queries';

// The entry of a room link's pages (room.html and room-document.html, apps/web/vite.room.config.mts;
// docs/web-app-notes.md, "Performance"): the room's tree only (src/app/room-app.tsx), which the
// gateway rendered the page with. The site's stylesheet is in the HTML already (it is index.html's);
// the room's own comes with this entry and is inlined by the build too.

captureGlobalErrors();
clientLogger().start();

const container = document.getElementById('root');
if (!container) throw new Error('room.html must contain <div id="root">');

const queryClient = createQueryClient();
// The answers the gateway rendered the page with go into the cache before the first render (no
// second request); true when the root holds the server's page and this browser's first render is
// the same, so React adopts it instead of painting it again (nothing is replaced, nothing moves).
const hydrate = prefetchRoomLink(queryClient, window.location.pathname);
// A room's generated output (a deck, FAQ or checklist) is rendered by a chunk of its own: asked for
// now, so hydration does not wait for the render to discover it.
if (queryClient.getQueriesData<{ output?: unknown }>({ queryKey: ['room-link'] }).some(([, data]) => Boolean(data?.output))) void LazyOutputDocument.preload();

const app = (
  <RoomRoot queryClient={queryClient}>
    <BrowserRouter>
      <RoomRoutes />
    </BrowserRouter>
  </RoomRoot>
);
if (hydrate) hydrateRoot(container, app);
else {
  const root = createRoot(container);
  // In slices that yield to the browser, as main.tsx's first render.
  startTransition(() => root.render(app));
}

// Off the critical path, once the page has loaded and the main thread is idle (as main.tsx):
// measuring, the offline cache and the visit's analytics. Page views are counted from then on,
// the first one included (AppShell counts them in the app).
function afterLoad(): void {
  void import('./logging/web-vitals').then(({ reportWebVitals }) => reportWebVitals());
  void import('./seo/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  void import('./analytics/start-tracking').then(({ startTracking, trackPageView }) => {
    startTracking();
    watchPageViews(trackPageView);
  });
}
const whenIdle = (work: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 4000 }) : window.setTimeout(work, 1000));
if (document.readyState === 'complete') whenIdle(afterLoad);
else window.addEventListener('load', () => whenIdle(afterLoad), { once: true });
