import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Client-side navigation to '/#pricing' does not scroll by itself, unlike a full page load. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
