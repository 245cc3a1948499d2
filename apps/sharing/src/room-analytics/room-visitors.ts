import type { RoomAnalyticsVisitor, RoomVisitorRead } from '@bv/contracts';
import { roomVisitorIntent, type RoomDocumentReading } from '@bv/domain';
import { completionOf, groupBy, latest, pagesInDocument, pagesShown, seconds, visitIndexes, visitorKey, type DocumentViewRow, type RoomDocumentRow } from './room-view-rows';

/** A question asked through one of the room's links, with who asked it. */
export type RoomQuestionRow = { linkId: string; visitorId: string | null; askerEmail: string | null; askerVerified: boolean };

/** Questions one visitor asked on the links they read through: from their browser, or from their verified address. */
function questionsOf(mine: readonly DocumentViewRow[], questions: readonly RoomQuestionRow[]): number {
  const links = new Set(mine.map((v) => v.linkId));
  const browsers = new Set(mine.map((v) => v.visitorId).filter((id) => id !== null));
  const emails = new Set(mine.map((v) => v.viewerEmail?.toLowerCase()).filter((email) => email !== undefined));
  return questions.filter(
    (q) => links.has(q.linkId) && ((q.visitorId !== null && browsers.has(q.visitorId)) || (q.askerVerified && q.askerEmail !== null && emails.has(q.askerEmail.toLowerCase()))),
  ).length;
}

/** One document as one visitor read it (all their views of it), for the page and for the intent. */
function readOf(views: readonly DocumentViewRow[], doc: RoomDocumentRow | undefined, visits: Map<string, number>): { read: RoomVisitorRead; reading: RoomDocumentReading } {
  const last = latest(views);
  const name = doc?.name ?? last.documentName;
  const pageCount = doc ? doc.pageCount : last.pageCount;
  const reached = views.map((v) => v.furthestPage).filter((p) => p !== null);
  const furthestPage = reached.length > 0 ? Math.max(...reached) : null;
  const perPage = pagesInDocument(
    views.flatMap((v) => v.pages),
    pagesShown(pageCount, views),
  );
  const downloads = views.reduce((a, v) => a + v.downloads.length, 0);
  return {
    read: {
      documentId: last.documentId,
      name,
      pageCount,
      furthestPage,
      completion: completionOf({ furthestPage, pageCount }),
      seconds: seconds(views.reduce((a, v) => a + v.engagedMs, 0)),
      downloads,
      pages: Array.from({ length: pagesShown(pageCount, views) }, (_, i) => ({ page: i + 1, seconds: seconds(perPage.get(i + 1) ?? 0) })),
    },
    reading: { name, pageCount, furthestPage, downloads, views: views.map((v) => ({ visit: visits.get(v.id) ?? 0, ms: v.engagedMs })) },
  };
}

/**
 * Each visitor of each link (docs/product-rules.md, "Deal rooms": room analytics): totals, what
 * they read document by document and page by page, and their intent ("Visitor intent": deal
 * rooms); hottest first, ties to the latest viewed.
 */
export function visitorsOf(
  views: readonly DocumentViewRow[],
  labels: Map<string, string>,
  documents: readonly RoomDocumentRow[],
  questions: readonly RoomQuestionRow[],
): RoomAnalyticsVisitor[] {
  const documentsById = new Map(documents.map((d) => [d.id, d]));
  return [...groupBy(views, (v) => `${visitorKey(v)}\n${v.linkTitle}`).values()]
    .map((mine) => {
      const last = latest(mine);
      const email = mine.find((v) => v.viewerEmail)?.viewerEmail ?? null;
      const visits = visitIndexes(mine);
      const perDocument = [...groupBy(mine, (v) => v.documentId)].map(([id, own]) => readOf(own, documentsById.get(id), visits));
      const asked = questionsOf(mine, questions);
      const intent = roomVisitorIntent({ visits: new Set(visits.values()).size, questions: asked, documents: perDocument.map((d) => d.reading) });
      return {
        label: labels.get(visitorKey(last)) ?? 'Visitor',
        name: [...mine].reverse().find((v) => v.viewerName)?.viewerName ?? null,
        email,
        verified: email !== null,
        link: last.linkTitle,
        visits: new Set(visits.values()).size,
        documents: perDocument.length,
        seconds: seconds(mine.reduce((a, v) => a + v.engagedMs, 0)),
        downloads: mine.reduce((a, v) => a + v.downloads.length, 0),
        deviceClass: last.deviceClass,
        country: last.country,
        lastViewedAt: last.viewedAt.toISOString(),
        questions: asked,
        ...intent,
        reads: perDocument.map((d) => d.read).sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name)),
      };
    })
    .sort((a, b) => b.score - a.score || b.lastViewedAt.localeCompare(a.lastViewedAt));
}
