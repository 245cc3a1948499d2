import type { DeckContent, Slide } from '../output-types';
import type { WriterContext } from './writer-context';

export type SlideDraft = Omit<Slide, 'id'>;
export type SlideWriter = (ctx: WriterContext) => SlideDraft;

/** Ids follow slide order (`slide-1`…) so editors and exports can address a slide stably. */
export function buildDeck(writers: readonly SlideWriter[], ctx: WriterContext): DeckContent {
  return { slides: writers.map((write, index) => ({ id: `slide-${index + 1}`, ...write(ctx) })) };
}
