import type { DeckContent, Slide } from '../output-types';
import { isPrompt } from '../deck-copy';
import { clausesOf, repeats, statedFact, type StatedFact } from './deck-facts';
import type { WriterContext } from './writer-context';

export type SlideDraft = Omit<Slide, 'id'>;
export type SlideWriter = (ctx: WriterContext) => SlideDraft;

/**
 * Ids follow slide order (`slide-1`…) so editors and exports can address a slide stably.
 * A fact the founder gave once is stated once (docs/product-rules.md, "Deck writers"): a clause
 * whose figures or wording an earlier slide already stated (deck-facts) is dropped, and a line or
 * labelled value left empty goes with it. A slide may repeat its own facts (its title is a claim
 * made of them).
 */
export function buildDeck(writers: readonly SlideWriter[], ctx: WriterContext): DeckContent {
  return buildDeckFrom(writers.map((write) => write(ctx)));
}

export function buildDeckFrom(drafts: readonly SlideDraft[]): DeckContent {
  const stated: StatedFact[] = [];
  const slides = drafts.map((draft) => {
    const slideFacts: StatedFact[] = [];
    const kept = withoutRepeats(draft, stated, slideFacts);
    stated.push(...slideFacts);
    return kept;
  });
  return { slides: slides.map((slide, index) => ({ id: `slide-${index + 1}`, ...slide })) };
}

function withoutRepeats(slide: SlideDraft, earlier: readonly StatedFact[], own: StatedFact[]): SlideDraft {
  const keepLine = (line: string, label = ''): string => {
    if (isPrompt(line) || line.trim() === '') return line;
    const clauses = clausesOf(line);
    const kept = clauses.filter((clause) => {
      const fact = statedFact(label ? `${label}: ${clause}` : clause);
      if (repeats(fact, earlier)) return false;
      own.push(fact);
      return true;
    });
    // The founder's punctuation stays unless a clause had to go.
    return kept.length === clauses.length ? line : kept.join('; ');
  };
  const keepText = (text: string, label?: string) =>
    text
      .split('\n')
      .map((line) => keepLine(line, label))
      .filter((line) => line.trim() !== '')
      .join('\n');
  if (typeof slide.content === 'string') return { ...slide, content: keepText(slide.content) };
  const entries = Object.entries(slide.content)
    .map(([label, value]) => [label, keepText(value, label)] as const)
    .filter(([, value]) => value.trim() !== '');
  return { ...slide, content: Object.fromEntries(entries) };
}
