import type { RoomAnalytics, RoomAnalyticsDocument } from '@bv/contracts';
import { formatSingaporeIsoDate, SINGAPORE_TIME_ZONE } from '@bv/domain';
import { csvField, VIEWS_CSV_HEADER } from '../views/views-csv';
import { completionOf, groupBy, latest, pagesShown, seconds, visitorKey, type DocumentViewRow, type RoomDocumentRow } from './room-view-rows';
import { visitorsOf, type RoomQuestionRow } from './room-visitors';

const DAY_MS = 86_400_000;

/** Stable labels for anonymous visitors, in the order they first came. */
export function labelsOf(views: readonly DocumentViewRow[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const v of [...views].sort((a, b) => a.viewedAt.getTime() - b.viewedAt.getTime())) {
    const key = visitorKey(v);
    if (!labels.has(key)) labels.set(key, `Visitor ${labels.size + 1}`);
  }
  return labels;
}

function documentOf(doc: RoomDocumentRow, views: readonly DocumentViewRow[]): RoomAnalyticsDocument {
  const byVisitor = groupBy(views, visitorKey);
  const completions = [...byVisitor.values()]
    .map((mine) => mine.map(completionOf).filter((c): c is number => c !== null))
    .filter((c) => c.length > 0)
    .map((c) => Math.max(...c));
  const pageCount = pagesShown(doc.pageCount, views);
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
export function roomAnalytics(
  roomId: string,
  views: readonly DocumentViewRow[],
  documents: readonly RoomDocumentRow[],
  questions: readonly RoomQuestionRow[],
  days: number,
  now: Date,
): RoomAnalytics {
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
    visitors: visitorsOf(views, labels, documents, questions),
    documents: [...documents, ...gone].map((d) => documentOf(d, byDocument.get(d.id) ?? [])).sort((a, b) => b.views - a.views || a.name.localeCompare(b.name)),
    lastViewedAt: views.length > 0 ? latest(views).viewedAt.toISOString() : null,
  };
}

/** At most this many visitors go with a document.viewed, hottest first. */
const FOLLOW_UPS = 5;

/**
 * The room's hot and warm visitors as of a view, hottest first (docs/product-rules.md, "Visitor
 * intent": deal rooms), for the founder's daily digest, the hot alert and visitor.hot. A visitor is
 * named by their address, else "Visitor N" (stable: the hot alert is once per visitor and link).
 */
export function roomFollowUps(views: readonly DocumentViewRow[], documents: readonly RoomDocumentRow[], questions: readonly RoomQuestionRow[]) {
  const linkIds = new Map(views.map((v) => [v.linkTitle, v.linkId]));
  return visitorsOf(views, labelsOf(views), documents, questions)
    .filter((v) => v.level !== 'cold')
    .slice(0, FOLLOW_UPS)
    .map((v) => ({
      name: v.email ?? v.label,
      level: v.level as 'hot' | 'warm',
      reasons: v.reasons.slice(0, 8).map((r) => r.slice(0, 200)),
      email: v.email,
      verified: v.verified,
      linkId: linkIds.get(v.link),
      linkTitle: v.link.slice(0, 200),
    }));
}

/** The same columns as a share link's CSV (its own extras come after them). */
const HEADER = VIEWS_CSV_HEADER;

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
