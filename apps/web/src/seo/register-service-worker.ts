/**
 * docs/product-rules.md, "Landing page and site pages": a service worker at /sw.js. Production
 * builds only; registered after load so it never competes with the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline cache this time; the site works the same without it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
