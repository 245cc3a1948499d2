import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Client-side navigation to '/#pricing' does not scroll by itself, unlike a full page load. */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    // `ready` is false while the page has not rendered its sections yet.
    if (!hash || !ready) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}
