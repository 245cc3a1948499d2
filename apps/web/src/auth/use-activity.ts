import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart'] as const;

/** When the visitor last moved the mouse, typed, scrolled or touched (docs/product-rules.md, "Accounts and security": inactivity). */
export function useLastActivity(): React.RefObject<number> {
  const last = useRef(Date.now());
  useEffect(() => {
    const mark = () => {
      last.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, mark, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, mark);
    };
  }, []);
  return last;
}
