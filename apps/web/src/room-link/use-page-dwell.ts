import { useEffect, useRef } from 'react';
import { roomAnalyticsApi } from '../api/room-analytics';
import { REPORT_EVERY_MS } from '../sharing/use-engagement';

type Tracker = { page: number; visibleSince: number | null; pending: Map<number, number> };

/**
 * Time on each page of a room document while the tab is in front, reported to the founder's
 * analytics every 15 seconds, when the tab is hidden and when the document is left (as the share
 * viewer reports its slides). A page reached counts even before any time is spent on it.
 */
export function usePageDwell(token: string, documentId: string, page: number, pages: number): void {
  const tracker = useRef<Tracker>({ page, visibleSince: null, pending: new Map() });

  useEffect(() => {
    if (pages === 0) return;
    const t = tracker.current;
    const accrue = () => {
      if (t.visibleSince === null) return;
      const now = performance.now();
      t.pending.set(t.page, (t.pending.get(t.page) ?? 0) + Math.round(now - t.visibleSince));
      t.visibleSince = now;
    };
    const flush = () => {
      accrue();
      if (t.pending.size === 0) return;
      const report = [...t.pending].map(([n, ms]) => ({ page: n, ms: Math.min(ms, 600_000) }));
      t.pending.clear();
      roomAnalyticsApi.reportPages(token, { documentId, pages: report });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        flush();
        t.visibleSince = null;
      } else {
        t.visibleSince = performance.now();
      }
    };
    t.visibleSince = document.visibilityState === 'visible' ? performance.now() : null;
    const timer = window.setInterval(flush, REPORT_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [token, documentId, pages]);

  useEffect(() => {
    if (pages === 0) return;
    const t = tracker.current;
    if (t.visibleSince !== null) {
      const now = performance.now();
      t.pending.set(t.page, (t.pending.get(t.page) ?? 0) + Math.round(now - t.visibleSince));
      t.visibleSince = now;
    }
    t.page = page;
    if (!t.pending.has(page)) t.pending.set(page, 0);
  }, [page, pages]);
}
