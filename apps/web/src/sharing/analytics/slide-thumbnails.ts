import { contentForViewers, DECK_TYPES, type OutputType, type ViewerSlide } from '@bv/domain';
import type { OutputView } from '@bv/contracts';
import { useOutput } from '../../pitchprep/use-pitchprep-queries';

export type SlideThumbnails = { companyName: string; slides: ViewerSlide[] };

export const isDeckType = (outputType: string | null): boolean => outputType !== null && DECK_TYPES.includes(outputType as OutputType);

/**
 * The slides a visitor sees (the investor copy: empty slides dropped), so the analytics'
 * section indexes point at the same slides. Null while loading, for other outputs, or when the
 * output is gone: the rows then go without pictures.
 */
export function useSlideThumbnails(outputId: string, outputType: string | null, enabled: boolean): SlideThumbnails | null {
  const deck = enabled && isDeckType(outputType);
  const output = useOutput(outputId, deck);
  if (!deck || !output.data) return null;
  return thumbnailsOf(output.data);
}

export function thumbnailsOf(output: Pick<OutputView, 'outputType' | 'title' | 'content'>): SlideThumbnails {
  const content = contentForViewers(output.outputType, output.content) as { slides?: ViewerSlide[] };
  // Deck titles read "Company — Pitch deck" (see pitchprep/output-thumbnail.tsx).
  return { companyName: output.title.split(' — ')[0] ?? '', slides: content.slides ?? [] };
}

/** The slide at a section's index, only while its title still matches what was read (the deck may have been edited since). */
export function slideFor(thumbnails: SlideThumbnails | null, index: number, title: string): ViewerSlide | null {
  const slide = thumbnails?.slides[index];
  return slide && slide.title.trim() === title.trim() ? slide : null;
}
