import type { DeviceClass, RoomAnalytics, RoomAnalyticsDocument, RoomAnalyticsVisitor } from '@bv/contracts';
import { formatSingaporeIsoDate, SINGAPORE_TIME_ZONE } from '@bv/domain';
import { SAME_VIEW_MINUTES } from '../public/view-recorder.service';
import { csvField } from '../views/views-csv';

/** One visitor's view of one document in one visit, with its pages and downloads. */
export type DocumentViewRow = {
  id: string;
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

const DAY_MS = 86_400_000;
const seconds = (ms: number) => Math.round(ms / 1000);
/** A view without a visitor id (a browser that refused the cookie) is its own visitor. */
const visitorKey = (v: DocumentViewRow) => v.visitorId ?? v.id;

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

/** Stable labels for anonymous visitors, in the order they first came. */
function labelsOf(views: readonly DocumentViewRow[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const v of [...views].sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime())) {
    const key = visitorKey(v);
    if (!labels.has(key)) labels.set(key, `Visitor ${labels.size + 1}`);
  }
  return labels;
}

/** Visits of one visitor: a document opened more than 30 minutes after the last sign of life starts a new one. */
function visitsOf(views: readonly DocumentViewRow[]): number {
  const sorted = [...views].sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime());
  let visits = 0;
  let lastSeen = -Infinity;
  for (const v of sorted) {
    if (v.viewedAt.getTime() > lastSeen + SAME_VIEW_MINUTES * 60_000) visits += 1;
    lastSeen = Math.max(lastSeen, v.lastSeenAt.getTime());
  }
  return visits;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const latest = (views: readonly DocumentViewRow[]) => views.reduce((a, b) => (b.viewedAt > a.viewedAt ? b : a));

function visitorsOf(views: readonly DocumentViewRow[], labels: Map<string, string>): RoomAnalyticsVisitor[] {
  return [...groupBy(views, (v) => `${visitorKey(v)}\n${v.linkTitle}`).values()]
    .map((mine) => {
      const last = latest(mine);
      const email = mine.find((v) => v.viewerEmail)?.viewerEmail ?? null;
      return {
        label: labels.get(visitorKey(last)) ?? 'Visitor',
        name: [...mine].reverse().find((v) => v.viewerName)?.viewerName ?? null,
        email,
        verified: email !== null,
        link: last.linkTitle,
        visits: visitsOf(mine),
        documents: new Set(mine.map((v) => v.documentId)).size,
        seconds: seconds(mine.reduce((a, v) => a + v.engagedMs, 0)),
        downloads: mine.reduce((a, v) => a + v.downloads.length, 0),
        deviceClass: last.deviceClass,
        country: last.country,
        lastViewedAt: last.viewedAt.toISOString(),
      };
    })
    .sort((a, b) => b.lastViewedAt.localeCompare(a.lastViewedAt));
}

function documentOf(doc: RoomDocumentRow, views: readonly DocumentViewRow[]): RoomAnalyticsDocument {
  const byVisitor = groupBy(views, visitorKey);
  const completions = [...byVisitor.values()]
    .map((mine) => mine.map(completionOf).filter((c): c is number => c !== null))
    .filter((c) => c.length > 0)
    .map((c) => Math.max(...c));
  const pageCount = doc.pageCount ?? Math.max(0, ...views.flatMap((v) => v.pages.map((p) => p.page)));
  return {
    documentId: doc.id,
    name: doc.name,
    pageCount: doc.pageCount,
    views: views.length,
    visitors: byVisitor.size,
    seconds: seconds(views.reduce((a, v) => a + v.engagedMs, 0)),
    completion: completions.length > 0 ? completions.reduce((a, b) => a + b, 0) / completions.length : null,
    downloads: views.reduce((a, v) => a + v.downloads.length, 0),
    pages: Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => {
      const on = views.flatMap((v) => v.pages.filter((p) => p.page === page).map((p) => ({ key: visitorKey(v), ms: p.ms })));
      return { page, seconds: seconds(on.reduce((a, p) => a + p.ms, 0)), visitors: new Set(on.map((p) => p.key)).size };
    }),
  };
}

/** Document views per Singapore day, the last `days` days up to `now`'s day. */
function perDay(views: readonly DocumentViewRow[], days: number, now: Date): RoomAnalytics['days'] {
  const counts = groupBy(views, (v) => formatSingaporeIsoDate(v.viewedAt));
  return Array.from({ length: days }, (_, i) => formatSingaporeIsoDate(new Date(now.getTime() - (days - 1 - i) * DAY_MS))).map((date) => ({ date, views: counts.get(date)?.length ?? 0 }));
}

/**
 * The founder's analytics of a room (docs/product-rules.md, "Deal rooms": room analytics): per
 * visitor, per document (completion is the mean over its visitors of the furthest page ÷ pages),
 * per page, and document views per day. Documents deleted since keep their name from the view.
 */
export function roomAnalytics(roomId: string, views: readonly DocumentViewRow[], documents: readonly RoomDocumentRow[], days: number, now: Date): RoomAnalytics {
  const labels = labelsOf(views);
  const byDocument = groupBy(views, (v) => v.documentId);
  const current = new Set(documents.map((d) => d.id));
  const gone = [...byDocument.entries()].filter(([id]) => !current.has(id)).map(([id, mine]) => ({ id, name: latest(mine).documentName, pageCount: latest(mine).pageCount }));
  return {
    roomId,
    timeZone: SINGAPORE_TIME_ZONE,
    totals: {
      visitors: labels.size,
      documentViews: views.length,
      seconds: seconds(views.reduce((a, v) => a + v.engagedMs, 0)),
      downloads: views.reduce((a, v) => a + v.downloads.length, 0),
    },
    days: perDay(views, days, now),
    visitors: visitorsOf(views, labels),
    documents: [...documents, ...gone].map((d) => documentOf(d, byDocument.get(d.id) ?? [])).sort((a, b) => b.views - a.views || a.name.localeCompare(b.name)),
    lastViewedAt: views.length > 0 ? latest(views).viewedAt.toISOString() : null,
  };
}

const HEADER = ['viewed_at', 'name', 'email', 'verified', 'link', 'document', 'version', 'duration_seconds', 'furthest_page', 'pages', 'completion', 'downloaded_at', 'device_class', 'country'];

/** The founder's export: one line per visitor × document × visit, oldest first; every cell made safe for a spreadsheet. */
export function roomViewsCsv(views: readonly DocumentViewRow[]): string {
  const lines = [...views]
    .sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime())
    .map((v) => {
      const completion = completionOf(v);
      return [
        v.viewedAt.toISOString(),
        v.viewerName,
        v.viewerEmail,
        v.viewerEmail ? 'yes' : 'no',
        v.linkTitle,
        v.documentName,
        v.documentVersion,
        seconds(v.engagedMs),
        v.furthestPage,
        v.pageCount,
        completion === null ? null : `${Math.round(completion * 100)}%`,
        v.downloads.length > 0 ? v.downloads.map((d) => d.toISOString()).join('; ') : null,
        v.deviceClass,
        v.country,
      ]
        .map(csvField)
        .join(',');
    });
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
