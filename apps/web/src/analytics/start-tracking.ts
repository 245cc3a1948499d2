import { trackEvent, trackFunnelStep } from './analytics';
import { personalization } from './personalization';

const TICK_SECONDS = 15;

/**
 * Counts the visit, the device class (768/1024 px), time on site while the tab is visible,
 * and saves on page hide so the 2 s debounce never loses the last changes.
 */
export function startTracking(): void {
  const store = personalization();
  store.startVisit(window.innerWidth);
  window.addEventListener('resize', () => store.setDevice(window.innerWidth), { passive: true });
  window.setInterval(() => {
    if (document.visibilityState === 'visible') store.addTimeOnSite(TICK_SECONDS);
  }, TICK_SECONDS * 1000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') store.flush();
  });
  window.addEventListener('pagehide', () => store.flush());
}

/** Called by the shell on every route change. */
export function trackPageView(pathname: string): void {
  personalization().pageView();
  trackEvent('page_view', { path: pathname });
  if (pathname === '/' || pathname === '/admin-preview') trackFunnelStep('visitor', 'landing_view');
}
