import type { DeckContent, Slide } from '../output-types';
import type { WriterContext } from './writer-context';

export type SlideDraft = Omit<Slide, 'id'>;
export type SlideWriter = (ctx: WriterContext) => SlideDraft;

/**
 * Ids follow slide order (`slide-1`…) so editors and exports can address a slide stably.
 * A fact the founder gave once is stated once: where a slide would repeat an earlier one's
 * line (even under another label), it drops it. `summaries` (e.g. investment highlights) yield
 * to the slides that treat a fact in detail, wherever those stand in the deck.
 */
export function buildDeck(writers: readonly SlideWriter[], ctx: WriterContext, summaries: readonly SlideWriter[] = []): DeckContent {
  const drafts = writers.map((write) => write(ctx));
  const stated = new Set<string>();
  const isSummary = (index: number) => summaries.includes(writers[index]);
  const kept = drafts.map((draft, index) => (isSummary(index) ? draft : withoutRepeats(draft, stated)));
  const slides = kept.map((draft, index) => (isSummary(index) ? withoutRepeats(draft, stated) : draft));
  return { slides: slides.map((slide, index) => ({ id: `slide-${index + 1}`, ...slide })) };
}

/** The fact of a line, without its "Label: " and its closing full stop. */
const factOf = (line: string) =>
  line
    .trim()
    .replace(/^[A-Z][\w &()/–-]{0,40}: /, '')
    .replace(/[.\s]+$/, '');

/** Prompts ("[Add: …]") and very short lines are not facts and may appear anywhere. */
const isFact = (fact: string) => fact.length > 12 && !fact.startsWith('[Add');

function withoutRepeats(slide: SlideDraft, stated: Set<string>): SlideDraft {
  const keep = (line: string) => {
    const fact = factOf(line);
    if (!isFact(fact)) return true;
    if (stated.has(fact)) return false;
    stated.add(fact);
    return true;
  };
  if (typeof slide.content === 'string') {
    const lines = slide.content.split('\n').filter(keep);
    return { ...slide, content: lines.join('\n') };
  }
  return { ...slide, content: Object.fromEntries(Object.entries(slide.content).filter(([, value]) => keep(value))) };
}
