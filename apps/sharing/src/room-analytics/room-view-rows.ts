import type { DeviceClass } from '@bv/contracts';
import { SAME_VIEW_MINUTES } from '../public/view-recorder.service';

/** One visitor's view of one document in one visit, with its pages and downloads. */
export type DocumentViewRow = {
  id: string;
  linkId: string;
  linkTitle: string;
  documentId: string;
  documentName: string;
  documentVersion: number;
  visitorId: string | null;
  viewerEmail: string | null;
  viewerName: string | null;
  viewedAt: Date;
  lastSeenAt: Date;
  deviceClass: DeviceClass;
  country: string | null;
  pageCount: number | null;
  furthestPage: number | null;
  engagedMs: number;
  pages: readonly { page: number; ms: number }[];
  downloads: readonly Date[];
};
/** A document of the room as it is now (name, pages), so the founder sees every document, read or not. */
export type RoomDocumentRow = { id: string; name: string; pageCount: number | null };

export const seconds = (ms: number) => Math.round(ms / 1000);
/** A view without a visitor id (a browser that refused the cookie) is its own visitor. */
export const visitorKey = (v: DocumentViewRow) => v.visitorId ?? v.id;

/** Sums a report's time per page, keeping only pages the document has. */
export function pagesInDocument(pages: readonly { page: number; ms: number }[], pageCount: number): Map<number, number> {
  const merged = new Map<number, number>();
  for (const { page, ms } of pages) if (page >= 1 && page <= pageCount) merged.set(page, (merged.get(page) ?? 0) + ms);
  return merged;
}

/** How far one view got: the furthest page reached ÷ the document's pages; null before any page was reported. */
export function completionOf(v: Pick<DocumentViewRow, 'furthestPage' | 'pageCount'>): number | null {
  if (v.furthestPage === null || !v.pageCount) return null;
  return Math.min(1, v.furthestPage / v.pageCount);
}

/** The pages to show of a document: its page count, or while unknown the furthest page anyone reported time on. */
export const pagesShown = (pageCount: number | null, views: readonly DocumentViewRow[]) => pageCount ?? Math.max(0, ...views.flatMap((v) => v.pages.map((p) => p.page)));

/**
 * The visit (0, 1, …) of each of one visitor's views: a document opened more than 30 minutes after
 * the last sign of life starts a new one.
 */
export function visitIndexes(views: readonly DocumentViewRow[]): Map<string, number> {
  const visits = new Map<string, number>();
  let visit = -1;
  let lastSeen = -Infinity;
  for (const v of [...views].sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime())) {
    if (v.viewedAt.getTime() > lastSeen + SAME_VIEW_MINUTES * 60_000) visit += 1;
    visits.set(v.id, visit);
    lastSeen = Math.max(lastSeen, v.lastSeenAt.getTime());
  }
  return visits;
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export const latest = (views: readonly DocumentViewRow[]) => views.reduce((a, b) => (b.viewedAt > a.viewedAt ? b : a));
