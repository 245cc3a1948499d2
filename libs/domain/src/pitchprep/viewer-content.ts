import { DECK_TYPES, type OutputType, type Slide } from './output-types';

/** A slide as anyone but its author sees it: speaker notes are the founder's own coaching. */
export type ViewerSlide = Omit<Slide, 'notes'>;
export type ViewerDeckContent = { slides: ViewerSlide[] };

/**
 * What a share link shows of an output. Decks lose their speaker notes (DECISIONS: they never
 * reach a share-link viewer); slides are rebuilt field by field, so a field added to slides
 * later stays private until it is added here on purpose. Other outputs have nothing private.
 */
export function contentForViewers(outputType: string, content: unknown): unknown {
  if (!DECK_TYPES.includes(outputType as OutputType)) return content;
  const slides = (content as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return { slides: [] };
  return {
    slides: slides.map((slide: Partial<Slide>): ViewerSlide => ({ id: String(slide.id ?? ''), title: String(slide.title ?? ''), content: slide.content ?? '' })),
  };
}
