import type { SlideKind } from './output-types';

/**
 * The order the writers give a kind's labelled values (writers/pitch-deck.ts, exit-deck.ts). Stored
 * content comes back from PostgreSQL (jsonb) with its keys reordered, shortest first, so a layout
 * that read them as stored would lead the business model with "CAC" and put the next markets where
 * the channels go. Every format (the files, the editor, the share viewer) reads them through here.
 */
const LABEL_ORDER: Partial<Record<SlideKind, readonly string[]>> = {
  problem_solution: ['The problem', 'Customer need', 'Our solution', 'How we serve it'],
  traction: ['Revenue', 'Growth', 'Customers'],
  business_model: ['How we make money', 'Price', 'Gross margin', 'CAC', 'LTV', 'Payback'],
  go_to_market: ['How we win customers', 'Where we go next'],
  financials: ['Revenue today', 'Plan', 'Monthly burn', 'Runway'],
  market: ['TAM', 'SAM', 'SOM', 'Why now', 'Why it lasts'],
  ask: ['Raising', 'Round', 'Use of funds'],
  transaction: ['Valuation'],
};

/** A slide's labelled values with its kind's known labels in the writers' order; any other label keeps its place after them. */
export function labelledEntries(kind: SlideKind | undefined, content: Record<string, string>): [string, string][] {
  const order = (kind && LABEL_ORDER[kind]) || [];
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return Object.entries(content)
    .map((entry, at) => ({ entry, at }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.at - b.at)
    .map(({ entry }) => entry);
}
