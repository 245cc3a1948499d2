import type { SlideKind } from '../../pitchprep/output-types';
import type { ProCategoryId } from '../pro-categories';

/** How long, and by how many visitors, the viewers of an owner's shared decks looked at one kind of slide. */
export type SlideAttention = { kind: SlideKind; seconds: number; visitors: number };

/** How far back viewers' attention counts (docs/product-rules.md, "Questions a buyer will ask"). */
export const SLIDE_ATTENTION_DAYS = 90;
/**
 * Viewers "lingered" on a kind of slide when they spent at least this long on it in total over
 * SLIDE_ATTENTION_DAYS: a minute is several careful reads of one slide, past what a skim costs.
 */
export const LINGERED_SECONDS = 60;
/** A question whose category viewers lingered on weighs this much more (docs/product-rules.md, "Questions a buyer will ask"). */
export const VIEWER_INTEREST_BOOST = 1.5;

/**
 * Which Pro categories a buyer reading each kind of slide is weighing (the ids of pro-categories.ts).
 * A reader who stays on the numbers asks how they were made (financial reporting) and how solid
 * the revenue is; traction is revenue and who pays it (the deck's customers live there, hence
 * concentration); the business model is how revenue recurs; team slides are who stays and who
 * can be replaced; market and competition slides are positioning, market size also growth; the
 * go-to-market and the ask (what the money is for) are where growth comes from; the transaction
 * slide (an exit deck's deal) is what the legal review and the share transfer must clear.
 * Cover, problem, product, timeline and plain text slides point at no category a buyer scores.
 */
export const SLIDE_KIND_CATEGORIES: Readonly<Record<SlideKind, readonly ProCategoryId[]>> = {
  financials: ['financial_reporting', 'revenue_quality'],
  traction: ['revenue_quality', 'customer_concentration'],
  business_model: ['revenue_quality'],
  team: ['leadership_continuity', 'transferability'],
  market: ['market_positioning', 'growth_potential'],
  competition: ['market_positioning'],
  go_to_market: ['growth_potential'],
  ask: ['growth_potential'],
  transaction: ['legal_compliance', 'transferability'],
  cover: [],
  problem_solution: [],
  product: [],
  timeline: [],
  text: [],
};

/** How the line on a question names a kind of slide. */
export const SLIDE_KIND_LABELS: Readonly<Record<SlideKind, string>> = {
  financials: 'Financials',
  traction: 'Traction',
  business_model: 'Business model',
  team: 'Team',
  market: 'Market',
  competition: 'Competition',
  go_to_market: 'Go-to-market',
  ask: 'The ask',
  transaction: 'Transaction',
  cover: 'Cover',
  problem_solution: 'Problem and solution',
  product: 'Product',
  timeline: 'Timeline',
  text: 'Other slides',
};

/** "45 s", "4 min", "1 h 5 min": rounded the way a founder reads it, never falsely precise. */
export function attentionDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/**
 * For each category whose slides viewers lingered on, the line a question in it carries, naming
 * the kind of slide they spent longest on (e.g. "3 viewers of your shared decks spent 4 min on
 * Financials"; the page says once that this covers SLIDE_ATTENTION_DAYS). Categories nobody lingered on are absent.
 */
export function viewerInterestByCategory(attention: readonly SlideAttention[]): Map<ProCategoryId, string> {
  const strongest = new Map<ProCategoryId, SlideAttention>();
  for (const entry of attention) {
    if (entry.seconds < LINGERED_SECONDS) continue;
    for (const category of SLIDE_KIND_CATEGORIES[entry.kind] ?? []) {
      const held = strongest.get(category);
      if (!held || entry.seconds > held.seconds) strongest.set(category, entry);
    }
  }
  return new Map(
    [...strongest].map(([category, entry]) => {
      const time = attentionDuration(entry.seconds);
      const kind = SLIDE_KIND_LABELS[entry.kind];
      const line =
        entry.visitors > 1
          ? `${entry.visitors} viewers of your shared decks spent ${time} on ${kind}`
          : `A viewer of your shared decks spent ${time} on ${kind}`;
      return [category, line];
    }),
  );
}
