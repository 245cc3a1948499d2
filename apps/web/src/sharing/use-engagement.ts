import { useCallback, useEffect, useRef } from 'react';
import { sharedLinkApi } from '../api/sharing';

/** How often an open, visible page reports its time. */
export const REPORT_EVERY_MS = 15_000;

type Tracker = { index: number; total: number; visibleSince: number | null; pending: Map<number, number> };

/**
 * Measures the time a visitor spends on each slide or section while the page is in front, and
 * reports it to the owner's analytics every 15 seconds, when the page is hidden, and when it is
 * left. Returns the callback the viewer calls with the slide or section in view.
 */
export function useEngagement(token: string, viewId: string | null): (index: number, total: number) => void {
  const tracker = useRef<Tracker>({ index: 0, total: 0, visibleSince: null, pending: new Map() });

  const accrue = useCallback(() => {
    const t = tracker.current;
    if (t.visibleSince === null || t.total === 0) return;
    const now = performance.now();
    t.pending.set(t.index, (t.pending.get(t.index) ?? 0) + Math.round(now - t.visibleSince));
    t.visibleSince = now;
  }, []);

  const flush = useCallback(() => {
    const t = tracker.current;
    if (!viewId || t.pending.size === 0 || t.total === 0) return;
    const sections = [...t.pending].map(([index, ms]) => ({ index, ms }));
    t.pending.clear();
    sharedLinkApi.reportEngagement(token, { viewId, sectionCount: t.total, sections });
  }, [token, viewId]);

  useEffect(() => {
    if (!viewId) return;
    const t = tracker.current;
    t.visibleSince = document.visibilityState === 'visible' ? performance.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        accrue();
        t.visibleSince = null;
        flush();
      } else {
        t.visibleSince = performance.now();
      }
    };
    const onLeave = () => {
      accrue();
      flush();
    };
    const timer = window.setInterval(onLeave, REPORT_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      onLeave();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [viewId, accrue, flush]);

  return useCallback(
    (index: number, total: number) => {
      const t = tracker.current;
      accrue();
      t.index = index;
      t.total = total;
      // Reaching a section counts even before any time is spent on it (how far they got).
      if (!t.pending.has(index)) t.pending.set(index, 0);
    },
    [accrue],
  );
}
