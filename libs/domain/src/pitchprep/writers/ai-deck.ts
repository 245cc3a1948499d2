import type { PitchIntake } from '../intake';
import { isPrompt } from '../deck-copy';
import type { DeckContent, SlideKind } from '../output-types';
import { chartCurrency, figureChart } from './deck-claims';
import { buildDeckFrom, type SlideDraft } from './deck-builder';
import { clausesOf, factTokens } from './deck-facts';
import { companyName } from './writer-context';

// The AI deck writer's contract (docs/product-rules.md, "Deck writers"): the model writes the
// words of each slide kind under the labels its layout reads; charts come from the intake's
// figures, never from the model; and what it returns goes through the same checks as the
// deterministic writers' decks: a figure not in the intake is dropped, a fact is stated once.

/** The labels each kind's layout reads; kinds without labels take one point per line. */
export const AI_DECK_LABELS: Record<'pitch_deck' | 'exit_deck', { kind: SlideKind; labels: string[] }[]> = {
  pitch_deck: [
    { kind: 'cover', labels: [] },
    { kind: 'problem_solution', labels: ['The problem', 'Our solution'] },
    { kind: 'product', labels: [] },
    { kind: 'market', labels: ['TAM', 'SAM', 'SOM', 'Why now'] },
    { kind: 'traction', labels: ['Revenue', 'Growth', 'Customers'] },
    { kind: 'business_model', labels: ['How we make money', 'Price', 'Gross margin', 'CAC', 'LTV', 'Payback'] },
    { kind: 'competition', labels: ['Why we win'] },
    { kind: 'go_to_market', labels: ['How we win customers', 'Where we go next'] },
    { kind: 'team', labels: [] },
    { kind: 'financials', labels: ['Revenue today', 'Plan', 'Monthly burn', 'Runway'] },
    { kind: 'ask', labels: ['Raising', 'Round', 'Use of funds'] },
  ],
  exit_deck: [
    { kind: 'cover', labels: [] },
    { kind: 'traction', labels: ['Revenue', 'Growth', 'Customers'] },
    { kind: 'problem_solution', labels: ['Customer need', 'How we serve it'] },
    { kind: 'product', labels: [] },
    { kind: 'market', labels: ['TAM', 'SAM', 'SOM', 'Why it lasts'] },
    { kind: 'business_model', labels: ['How we make money', 'Price', 'Gross margin'] },
    { kind: 'competition', labels: ['Why we win'] },
    { kind: 'team', labels: [] },
    { kind: 'financials', labels: ['Profitability', 'Forecast', 'Cost base', 'Cash and debt'] },
    { kind: 'go_to_market', labels: ['How we win customers', 'Where a buyer can grow'] },
    { kind: 'transaction', labels: ['Valuation', 'What the seller wants', 'Buyers we expect'] },
    { kind: 'timeline', labels: [] },
  ],
};

/** The instructions for the model, from the same table the layouts read. */
export function aiDeckGuide(deck: 'pitch_deck' | 'exit_deck'): string {
  const kinds = AI_DECK_LABELS[deck]
    .map(({ kind, labels }) => `${kind}: ${labels.length > 0 ? `items labelled ${labels.map((label) => `"${label}"`).join(', ')} (more labelled figures allowed on traction)` : 'one item per point, label ""'}`)
    .join('; ');
  return [
    `Write one slide per kind, in this order: ${kinds}.`,
    'Each title states a claim made of the founder’s own figures (e.g. "S$1.2M ARR, growing 18% a month"), at most 100 characters; the cover title is the company name.',
    'Use every intake answer once, where it belongs; never state the same fact on two slides; never invent a figure.',
    'Team items: "Name — Role: background". Competition: one item per alternative (label = its name, text = where it falls short), then "Why we win".',
    'Where an answer is missing, write the item as "[Add: what the founder should add]".',
    'notes: what to say about this slide’s own content, what will be probed, one tip.',
  ].join(' ');
}

/** A slide as the model returns it (strict JSON has no free-form records, so items are pairs). */
export type AiSlide = { kind: SlideKind; title: string; items: { label: string; text: string }[]; notes: string };

/**
 * The model's deck made into a deck we ship: kinds in our order (unknown or repeated kinds
 * dropped), figures the intake does not contain removed, charts from the intake, each fact once.
 */
export function finishAiDeck(deck: 'pitch_deck' | 'exit_deck', slides: readonly AiSlide[], intake: PitchIntake): DeckContent {
  const allowed = groundedTokens(intake);
  const currency = chartCurrency(intake);
  const drafts = AI_DECK_LABELS[deck].flatMap(({ kind }): SlideDraft[] => {
    const slide = slides.find((candidate) => candidate.kind === kind);
    if (!slide) return [];
    const items = slide.items.map((item) => ({ label: item.label.trim(), text: grounded(item.text, allowed) })).filter((item) => item.text !== '');
    const labelled = items.some((item) => item.label !== '');
    const content = labelled ? Object.fromEntries(items.map((item) => [item.label || 'Note', item.text])) : items.map((item) => item.text).join('\n');
    const title = kind === 'cover' ? companyName(intake) : grounded(slide.title, allowed) || slide.title.replace(/\d.*$/, '').trim();
    const chart =
      kind === 'traction'
        ? figureChart('Revenue', intake.traction?.history, currency)
        : kind === 'financials'
          ? figureChart('Revenue', intake.financials?.forecast, currency, 'bar', { name: deck === 'exit_deck' ? 'EBITDA' : 'Profit', figures: intake.financials?.profit })
          : undefined;
    return [{ kind, title, content, notes: slide.notes.trim(), ...(chart ? { chart } : {}) }];
  });
  return buildDeckFrom(drafts);
}

/** The text without the clauses that state a figure the intake does not contain. */
function grounded(text: string, allowed: ReadonlySet<string>): string {
  return text
    .split('\n')
    .map((line) => {
      if (isPrompt(line)) return line.trim();
      const clauses = clausesOf(line);
      const kept = clauses.filter((clause) => factTokens(clause).every((token) => allowed.has(token)));
      return kept.length === clauses.length ? line.trim() : kept.join('; ');
    })
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** Every figure the founder gave: in their words, and the chart figures in the chart's currency. */
function groundedTokens(intake: PitchIntake): Set<string> {
  const words: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(intake);
  const tokens = new Set(words.flatMap(factTokens));
  const currency = chartCurrency(intake);
  for (const point of [...(intake.traction?.history ?? []), ...(intake.financials?.forecast ?? []), ...(intake.financials?.profit ?? [])]) tokens.add(`${currency}:${point.amount}`);
  return tokens;
}
