// First: zod must be jitless before any chunk builds a schema (see the module).
import './api/zod-jitless';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { startTracking } from './analytics/start-tracking';
import { createQueryClient } from './api/query-client';
import { AppRoot } from './app/app-root';
import { appRoutes, preloadPageAt } from './app/routes';
import { captureGlobalErrors } from './errors/capture-global-errors';
import { clientLogger } from './logging/client-logger';
import { reportWebVitals } from './logging/web-vitals';
import { startRealtime } from './realtime/app-realtime';
import { registerServiceWorker } from './seo/register-service-worker';
import './styles/index.css';

captureGlobalErrors();
clientLogger().start();
startTracking();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();
// A shared link's answer: the one the gateway rendered the page with, or a request started with
// the entry (its module is preloaded with the page's, see shared.html in vite.config.mts); other
// pages never load it. The first render waits for it, so a page rendered on the server is not
// replaced by a loading state. (A room link's pages boot from their own entry, src/room-entry.tsx,
// which hydrates the server's page.)
const sharedPageReady: Promise<boolean> = window.location.pathname.startsWith('/shared/')
  ? import('./sharing/shared-page-query').then(({ prefetchSharedPage }) => prefetchSharedPage(queryClient, window.location.pathname))
  : Promise.resolve(false);

const FIRST_PAGE_WAIT_MS = 1500;

function render(): void {
  const app = <AppRoot queryClient={queryClient} router={router} />;
  const root = createRoot(container!);
  // A transition lets React render the first page in slices that yield to the browser, instead
  // of one long task that would block input on a mid-range phone.
  startTransition(() => root.render(app));
}

// The first page's chunk (preloaded by index.html for `/`) is usually there by now; waiting for
// it renders the page directly rather than a skeleton first. A slow or failed chunk does not
// hold the app: after the wait, the page's own Suspense and error screens take over.
const firstPageReady = Promise.all([preloadPageAt(window.location.pathname), sharedPageReady]).catch(() => undefined);
Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(render, render);

// Off the critical path: measuring, caching and the realtime link start once the page has
// loaded and the main thread is idle (web-vitals reads the metrics' buffered entries, so
// starting late loses none), so their chunks (socket.io-client above all) are not evaluated
// while the first page is still rendering. The scripts start after the first paint
// (public/boot.js), so on a light page the load event may already have passed.
function afterLoad(): void {
  void reportWebVitals();
  registerServiceWorker();
  void startRealtime(queryClient);
}
const whenIdle = (work: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 4000 }) : window.setTimeout(work, 1000));
if (document.readyState === 'complete') whenIdle(afterLoad);
else window.addEventListener('load', () => whenIdle(afterLoad), { once: true });
