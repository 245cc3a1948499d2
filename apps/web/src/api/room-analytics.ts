import type { RoomAnalytics, RoomEngagement } from '@bv/contracts';
import { downloadFile, type DownloadedFile } from './download';
import { loadContracts } from './load-contracts';
import { API_BASE, request } from './request';

const id = (value: string) => encodeURIComponent(value);

/** The founder's analytics of a room (docs/product-rules.md, "Deal rooms": room analytics). */
export const roomAnalyticsApi = {
  stats: async (roomId: string, days = 30): Promise<RoomAnalytics> => {
    const { roomAnalyticsSchema } = await loadContracts();
    return request('GET', `/rooms/${id(roomId)}/analytics?days=${days}`, undefined, roomAnalyticsSchema);
  },
  /** Behind the bearer token, so fetched as a blob and saved by the page. */
  csv: (roomId: string): Promise<DownloadedFile> => downloadFile(`/rooms/${id(roomId)}/analytics.csv`, 'text/csv', 'room-views.csv'),
  /**
   * The room viewer's time per page. A beacon, so it still goes out while the page closes; else a
   * keepalive fetch. Failures are dropped: analytics never gets in a reader's way.
   */
  reportPages: (token: string, report: RoomEngagement): void => {
    const url = `${API_BASE}/shared/${id(token)}/room/engagement`;
    const body = JSON.stringify(report);
    try {
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
      void fetch(url, { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
    } catch {
      // nothing to do: the next report carries on
    }
  },
};
