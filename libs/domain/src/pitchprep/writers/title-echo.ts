import type { SlideKind } from '../output-types';
import { isPrompt } from '../deck-copy';

// A slide's title states a claim; its body then supports it, and does not open by saying the
// same words again (docs/product-rules.md, "Deck writers"). The quality checks and the deck
// builder share this reading of "says the same".

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%$]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Fewer words than this is a figure or a name (a tile's "S$38,000 MRR"), not a restated claim. */
const LEAST_WORDS = 4;

export type TitleEcho = 'same' | 'extends';

/**
 * How a body line restates the title, normalised (case, punctuation, "S$38,000" = "s$38 000"):
 * 'same' when the title already says all of the line, 'extends' when the line opens with the
 * whole title and goes on; null when it says something else.
 */
export function titleEcho(title: string, line: string): TitleEcho | null {
  if (isPrompt(line)) return null;
  const t = words(title);
  const l = words(line);
  if (t.length === 0 || l.length === 0) return null;
  const startsWith = (long: string[], short: string[]) => short.every((word, index) => long[index] === word);
  // A tile's figure that opens a longer claim ("S$45 per outlet a month" under "… at 82% gross margin") is the claim's evidence, not its echo.
  if (l.length <= t.length && startsWith(t, l) && l.length >= LEAST_WORDS && l.length >= 0.7 * t.length) return 'same';
  if (l.length > t.length && startsWith(l, t) && t.length >= LEAST_WORDS) return 'extends';
  if (l.length >= LEAST_WORDS && l.join(' ') === t.join(' ')) return 'same';
  return null;
}

/** The first line of each part of a slide's body (the text, or each labelled value), prompts skipped. */
export function firstLines(content: string | Record<string, string>): { label: string; line: string }[] {
  const first = (value: string) => value.split('\n').find((line) => line.trim() !== '' && !isPrompt(line)) ?? '';
  const parts = typeof content === 'string' ? [['', content] as const] : Object.entries(content);
  return parts.map(([label, value]) => ({ label, line: first(value) })).filter((part) => part.line !== '');
}

/** Parts of a slide whose first line restates its title. */
export function titleEchoes(slide: { title: string; content: string | Record<string, string> }): string[] {
  return firstLines(slide.content)
    .filter(({ line }) => titleEcho(slide.title, line) !== null)
    .map(({ label, line }) => (label ? `${label}: ${line}` : line));
}

/**
 * What is left of a line once the title has been said: "Kuala Lumpur launch in Q2 2026, then
 * Jakarta in 2027" under the title "Kuala Lumpur launch in Q2 2026" is "Jakarta in 2027".
 */
export function afterTitle(title: string, line: string): string {
  const count = words(title).length;
  const tokens = [...line.matchAll(/[a-z0-9%$]+/gi)];
  const end = tokens[count - 1];
  if (!end || end.index === undefined) return '';
  const tail = line.slice(end.index + end[0].length);
  // Only a title that ends where the founder's clause ends leaves a sentence behind it.
  if (!/^\s*[,;:.–—]/.test(tail)) return '';
  const rest = tail
    .replace(/^[\s,;:.–—-]+/, '')
    .replace(/^(?:and then|and|then|with|plus|while|but)\s+/i, '')
    .trim();
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The topic a slide falls back to when its claim is all its body has to say. */
export const KIND_TOPICS: Record<SlideKind, string> = {
  cover: '',
  problem_solution: 'The problem and our solution',
  product: 'The product',
  market: 'The market',
  traction: 'Traction',
  business_model: 'Business model',
  competition: 'Competitive position',
  go_to_market: 'Where growth comes from',
  team: 'The team',
  financials: 'Financials',
  ask: 'The ask',
  transaction: 'The transaction',
  timeline: 'Process and timeline',
  text: '',
};
