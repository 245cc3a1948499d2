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
const READ_MS = 5_000;

/** "Financials", "Team", "the ask": a kind's name inside a sentence. */
const kindName = (kind: SlideKind) => SLIDE_KIND_LABELS[kind].replace(/^The /, 'the ');
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

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
      ? `Read ${kindName(k.kind)} ${times(k.visits)}, ${attentionDuration(k.seconds)} in all`
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

export function visitorIntent(a: VisitorActivity): VisitorIntent {
  const w = INTENT_WEIGHTS;
  const read = attention(a.readings);
  const reasons = [...read.reasons];
  let score = read.points;
  if (a.downloads > 0) {
    score += w.download;
    reasons.push(a.downloads === 1 ? 'Downloaded the PDF' : `Downloaded the PDF ${times(a.downloads)}`);
  }
  if (a.visits >= 2) {
    score += a.visits >= 3 ? w.thirdVisit : w.secondVisit;
    reasons.push(`Came back ${times(a.visits - 1)}`);
  }
  if (a.completed) {
    score += w.completion;
    reasons.push('Read to the end');
  }
  if (a.questions > 0) {
    score += Math.min(w.questions, a.questions * w.perQuestion);
    reasons.push(a.questions === 1 ? 'Asked a question' : `Asked ${a.questions} questions`);
  }
  if (read.reasons.length === 0) reasons.push(skimmed(a.readings));
  const rounded = Math.min(100, Math.round(score));
  return { level: rounded >= HOT_SCORE ? 'hot' : rounded >= WARM_SCORE ? 'warm' : 'cold', score: rounded, reasons };
}
