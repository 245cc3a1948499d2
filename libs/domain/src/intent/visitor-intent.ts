import type { SlideKind } from '../pitchprep/output-types';
import { attentionDuration, SLIDE_KIND_LABELS } from '../pro/buyer-questions/slide-attention';

/**
 * How ready one visitor of one share link looks to talk (docs/product-rules.md, "Visitor intent"):
 * time on the slides a decision rests on, weighed against reference dwell times per kind, plus
 * completion, return visits, downloads and questions. Pure: sharing feeds it each visitor's views.
 */
export type IntentLevel = 'hot' | 'warm' | 'cold';
export type VisitorIntent = { level: IntentLevel; score: number; reasons: string[] };

/** One slide or section read in one visit. `kind` is the slide's kind; FAQs and checklists have none. */
export type SlideReading = { visit: number; kind: SlideKind | null; title: string; ms: number };
export type VisitorActivity = {
  /** Separate visits (a reload within 30 minutes is the same visit). */
  visits: number;
  /** Reached the last slide or section in any visit. */
  completed: boolean;
  downloads: number;
  /** Questions asked through the link: no source records them yet, so callers pass 0. */
  questions: number;
  readings: readonly SlideReading[];
};

/** The slides an investment or purchase decision rests on; a startup deck has no transaction slide, an exit deck no ask. */
export const DECISION_SLIDE_KINDS: readonly SlideKind[] = ['team', 'financials', 'traction', 'ask', 'transaction'];

/**
 * Seconds an interested reader spends on one slide of the kind. Team, financials and traction are
 * DocSend's per-section averages for decks that raised (2024, as reported by PitchGrade); the ask
 * and the transaction slide have no published figure, so their values are our choice.
 */
export const REFERENCE_DWELL_SECONDS: Readonly<Partial<Record<SlideKind, number>>> = { team: 62, financials: 52, traction: 49, ask: 30, transaction: 45 };
/** DocSend's average first read of a whole deck (3 min 44 s): the reference for FAQs and checklists, which have no kinds. */
export const REFERENCE_READ_SECONDS = 224;

export const INTENT_WEIGHTS = { attention: 40, perDecisionKind: 10, completion: 15, download: 25, secondVisit: 15, thirdVisit: 20, perQuestion: 5, questions: 10 } as const;
export const HOT_SCORE = 60;
export const WARM_SCORE = 25;
/** Less than this on a slide in a visit is paging past it, not reading it. */
export const READ_MS = 5_000;

/** "Financials", "Team", "the ask": a kind's name inside a sentence. */
const kindName = (kind: SlideKind) => SLIDE_KIND_LABELS[kind].replace(/^The /, 'the ');
/** "once", "twice", "3 times". */
export const howManyTimes = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

type KindTotal = { ms: number; visits: Set<number> };

function totalsByKind(readings: readonly SlideReading[]): Map<SlideKind, KindTotal> {
  const totals = new Map<SlideKind, KindTotal>();
  for (const r of readings) {
    if (!r.kind || !DECISION_SLIDE_KINDS.includes(r.kind)) continue;
    const total = totals.get(r.kind) ?? { ms: 0, visits: new Set<number>() };
    total.ms += r.ms;
    if (r.ms >= READ_MS) total.visits.add(r.visit);
    totals.set(r.kind, total);
  }
  return totals;
}

/** Points for reading (0–40) and its reasons, strongest first. */
function attention(readings: readonly SlideReading[]): { points: number; reasons: string[] } {
  if (!readings.some((r) => r.kind)) {
    const seconds = readings.reduce((sum, r) => sum + r.ms, 0) / 1000;
    const points = INTENT_WEIGHTS.attention * Math.min(1, seconds / REFERENCE_READ_SECONDS);
    return { points, reasons: seconds >= READ_MS / 1000 ? [`Read for ${attentionDuration(seconds)} in all`] : [] };
  }
  // Up to twice the reference counts: a second careful read of the financials is a stronger signal than one.
  const read = [...totalsByKind(readings)]
    .filter(([, t]) => t.visits.size > 0)
    .map(([kind, t]) => ({ kind, seconds: t.ms / 1000, visits: t.visits.size, ratio: Math.min(2, t.ms / 1000 / REFERENCE_DWELL_SECONDS[kind]!) }))
    .sort((a, b) => b.ratio - a.ratio);
  const points = Math.min(INTENT_WEIGHTS.attention, read.reduce((sum, k) => sum + k.ratio * INTENT_WEIGHTS.perDecisionKind, 0));
  const reasons = read.map((k) =>
    k.visits > 1
      ? `Read ${kindName(k.kind)} ${howManyTimes(k.visits)}, ${attentionDuration(k.seconds)} in all`
      : `Read ${kindName(k.kind)} for ${attentionDuration(k.seconds)}`,
  );
  return { points, reasons };
}

/** Why a visitor with no decision-slide reading is cold: where their time went. */
function skimmed(readings: readonly SlideReading[]): string {
  const bySlide = new Map<string, number>();
  for (const r of readings) {
    const name = r.kind ? `the ${SLIDE_KIND_LABELS[r.kind].replace(/^The /, '').toLowerCase()}` : `“${r.title}”`;
    bySlide.set(name, (bySlide.get(name) ?? 0) + r.ms);
  }
  const seconds = [...bySlide.values()].reduce((a, b) => a + b, 0) / 1000;
  if (seconds < 1) return 'Opened the link but reported no reading time';
  const slides = [...bySlide].filter(([, ms]) => ms >= 1000);
  if (slides.length === 1) return `Skimmed: ${attentionDuration(seconds)} on ${slides[0][0]} only`;
  return `Skimmed: ${attentionDuration(seconds)} in all`;
}

/** One signal's points and the words that say it; the room visitors' intent sums the same signals (room-visitor-intent.ts). */
export type IntentSignal = { points: number; reasons: readonly string[] };

/** Came back: 15 for a second visit, 20 for three or more. */
export function returnSignal(visits: number): IntentSignal | null {
  if (visits < 2) return null;
  return { points: visits >= 3 ? INTENT_WEIGHTS.thirdVisit : INTENT_WEIGHTS.secondVisit, reasons: [`Came back ${howManyTimes(visits - 1)}`] };
}

/** Questions asked: 5 each, up to 10. */
export function questionSignal(questions: number): IntentSignal | null {
  if (questions <= 0) return null;
  return { points: Math.min(INTENT_WEIGHTS.questions, questions * INTENT_WEIGHTS.perQuestion), reasons: [questions === 1 ? 'Asked a question' : `Asked ${questions} questions`] };
}

/** The score (rounded, at most 100), its level and every signal's reasons in the order given. */
export function intentOf(signals: readonly (IntentSignal | null)[]): VisitorIntent {
  const present = signals.filter((s): s is IntentSignal => s !== null);
  const score = Math.min(100, Math.round(present.reduce((sum, s) => sum + s.points, 0)));
  return { level: score >= HOT_SCORE ? 'hot' : score >= WARM_SCORE ? 'warm' : 'cold', score, reasons: present.flatMap((s) => s.reasons) };
}

export function visitorIntent(a: VisitorActivity): VisitorIntent {
  const read = attention(a.readings);
  return intentOf([
    read,
    a.downloads > 0 ? { points: INTENT_WEIGHTS.download, reasons: [a.downloads === 1 ? 'Downloaded the PDF' : `Downloaded the PDF ${howManyTimes(a.downloads)}`] } : null,
    returnSignal(a.visits),
    a.completed ? { points: INTENT_WEIGHTS.completion, reasons: ['Read to the end'] } : null,
    questionSignal(a.questions),
    read.reasons.length === 0 ? { points: 0, reasons: [skimmed(a.readings)] } : null,
  ]);
}
