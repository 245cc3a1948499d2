import { attentionDuration } from '../pro/buyer-questions/slide-attention';
import { howManyTimes, INTENT_WEIGHTS, intentOf, questionSignal, READ_MS, REFERENCE_READ_SECONDS, returnSignal, type IntentSignal, type VisitorIntent } from './visitor-intent';

/**
 * How ready one visitor of a deal room looks to talk (docs/product-rules.md, "Visitor intent":
 * deal rooms): the share links' signals and weights, with time on the room's documents in place
 * of time on decision slides, and a decision document's time counting double.
 */

/** One document as one room visitor read it: each view's visit (0, 1, …) and time, how far they got, their downloads. */
export type RoomDocumentReading = {
  name: string;
  pageCount: number | null;
  furthestPage: number | null;
  downloads: number;
  views: readonly { visit: number; ms: number }[];
};
export type RoomVisitorActivity = {
  /** Separate visits to the room (a document opened 30 minutes after the last sign of life starts one). */
  visits: number;
  /** Questions asked through the room's links by this visitor. */
  questions: number;
  documents: readonly RoomDocumentReading[];
};

/**
 * A document the decision rests on, by its name: financials, (management) accounts, a cap table,
 * a model, a P&L, a forecast or projections, a valuation. Letters on either side make another word.
 */
const DECISION_DOCUMENT = /(?<![a-z])(financ[a-z]*|accounts?|cap[\s_-]?tables?|models?|p\s?&\s?l|forecasts?|projections?|valuations?)(?![a-z])/i;
/** A second of reading a decision document weighs as much as this many on any other document. */
export const DECISION_DOCUMENT_WEIGHT = 2;
/** Less than this on a document in all is opening it, not reading it: it is not named as read. */
export const ROOM_DOCUMENT_READ_SECONDS = 10;
/** At most this many documents are named in the reasons; the rest are counted. */
const NAMED_DOCUMENTS = 3;

export const isDecisionDocument = (name: string) => DECISION_DOCUMENT.test(name);

const msOf = (d: RoomDocumentReading) => d.views.reduce((sum, v) => sum + v.ms, 0);
const weightedSeconds = (d: RoomDocumentReading) => (msOf(d) / 1000) * (isDecisionDocument(d.name) ? DECISION_DOCUMENT_WEIGHT : 1);

/** Points for reading (0–40: weighted seconds ÷ a whole first read of a deck) and the documents read, longest weighted first. */
function attention(documents: readonly RoomDocumentReading[]): IntentSignal {
  const total = documents.reduce((sum, d) => sum + weightedSeconds(d), 0);
  const read = documents.filter((d) => msOf(d) >= ROOM_DOCUMENT_READ_SECONDS * 1000).sort((a, b) => weightedSeconds(b) - weightedSeconds(a));
  const reasons = read.slice(0, NAMED_DOCUMENTS).map((d) => {
    const visits = new Set(d.views.filter((v) => v.ms >= READ_MS).map((v) => v.visit)).size;
    const time = attentionDuration(msOf(d) / 1000);
    return visits > 1 ? `Read ${d.name} ${howManyTimes(visits)}, ${time} in all` : `Read ${d.name} for ${time}`;
  });
  const more = read.length - NAMED_DOCUMENTS;
  if (more > 0) reasons.push(more === 1 ? 'Read 1 more document' : `Read ${more} more documents`);
  return { points: INTENT_WEIGHTS.attention * Math.min(1, total / REFERENCE_READ_SECONDS), reasons };
}

/** Downloading any document: 25, as the share links' PDF. */
function downloads(documents: readonly RoomDocumentReading[]): IntentSignal | null {
  const taken = documents.filter((d) => d.downloads > 0);
  if (taken.length === 0) return null;
  const [first, second] = taken;
  const words =
    taken.length === 1
      ? `Downloaded ${first.name}${first.downloads > 1 ? ` ${howManyTimes(first.downloads)}` : ''}`
      : taken.length === 2
        ? `Downloaded ${first.name} and ${second.name}`
        : `Downloaded ${taken.length} documents`;
  return { points: INTENT_WEIGHTS.download, reasons: [words] };
}

/** Reaching the last page of a document of two pages or more (a single page is reached by opening it): 15, once. */
function completion(documents: readonly RoomDocumentReading[]): IntentSignal | null {
  const finished = documents.filter((d) => d.pageCount !== null && d.pageCount > 1 && d.furthestPage !== null && d.furthestPage >= d.pageCount);
  if (finished.length === 0) return null;
  return { points: INTENT_WEIGHTS.completion, reasons: [finished.length === 1 ? `Read ${finished[0].name} to the end` : `Read ${finished.length} documents to the end`] };
}

/** Why a visitor who read no document for long is cold: where their time went. */
function skimmed(documents: readonly RoomDocumentReading[]): string {
  const seconds = documents.reduce((sum, d) => sum + msOf(d), 0) / 1000;
  if (seconds < 1) return documents.length === 1 ? `Opened ${documents[0].name} but reported no reading time` : `Opened ${documents.length} documents but reported no reading time`;
  const looked = documents.filter((d) => msOf(d) >= 1000);
  if (looked.length === 1) return `Skimmed: ${attentionDuration(seconds)} on ${looked[0].name} only`;
  return `Skimmed: ${attentionDuration(seconds)} in all`;
}

export function roomVisitorIntent(a: RoomVisitorActivity): VisitorIntent {
  const read = attention(a.documents);
  return intentOf([
    read,
    downloads(a.documents),
    returnSignal(a.visits),
    completion(a.documents),
    questionSignal(a.questions),
    read.reasons.length === 0 ? { points: 0, reasons: [skimmed(a.documents)] } : null,
  ]);
}
