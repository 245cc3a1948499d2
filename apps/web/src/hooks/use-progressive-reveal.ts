import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Reveals `total` blocks one at a time, each when the browser is idle (at most 200 ms later),
 * so a long page never renders in one long task that would block input on a mid-range phone.
 * Returns how many are revealed.
 */
export function useProgressiveReveal(total: number): number {
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed >= total) return;
    const w = window as IdleWindow;
    const next = () => setRevealed((count) => Math.min(total, count + 1));
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(next, { timeout: 200 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(next, 0);
    return () => window.clearTimeout(id);
  }, [revealed, total]);
  return revealed;
}
