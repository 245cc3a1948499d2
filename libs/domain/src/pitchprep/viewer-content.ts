import { investorSlide } from './deck-copy';
import { faqForInvestors } from './faq-copy';
import { DECK_TYPES, FAQ_TYPES, type FaqEntry, type OutputType, type Slide } from './output-types';

/** A slide as anyone but its author sees it: speaker notes are the founder's own coaching. */
export type ViewerSlide = Omit<Slide, 'notes'>;
export type ViewerDeckContent = { slides: ViewerSlide[] };

/**
 * What a share link shows of an output. Decks are the investor copy (docs/product-rules.md,
 * "Sharing links" and "Deck copies"): no speaker notes, no "[Add: …]" prompts, no slide left
 * with nothing to say. Slides are rebuilt field by field, so a field added to slides later stays
 * private until it is added here on purpose. FAQs lose the founder's "[Add: …]" prompts
 * (faqForInvestors). Checklists have nothing private.
 */
export function contentForViewers(outputType: string, content: unknown): unknown {
  if (FAQ_TYPES.includes(outputType as OutputType)) return faqContentForViewers(content);
  if (!DECK_TYPES.includes(outputType as OutputType)) return content;
  const slides = (content as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return { slides: [] };
  const shown = slides
    .map((slide: Partial<Slide>) => investorSlide({ id: String(slide.id ?? ''), title: String(slide.title ?? ''), content: slide.content ?? '', notes: '', kind: slide.kind, chart: slide.chart }))
    .filter((slide): slide is Slide => slide !== null);
  return {
    slides: shown.map(
      (slide): ViewerSlide => ({
        id: slide.id,
        title: slide.title,
        content: slide.content,
        ...(slide.kind ? { kind: slide.kind } : {}),
        ...(slide.chart ? { chart: slide.chart } : {}),
      }),
    ),
  };
}

/** A FAQ's questions grouped by category, in order of first appearance (a blank category is "General"). */
export function faqGroups<T extends { category: string }>(faqs: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const category = faq.category.trim() || 'General';
    groups.set(category, [...(groups.get(category) ?? []), faq]);
  }
  return [...groups];
}

/**
 * The sections a viewer moves through, by title: a deck's slides, a FAQ's categories, a
 * checklist's categories. The viewer reports time per section by these indexes.
 */
export function viewerSectionTitles(outputType: string, content: unknown): string[] {
  const body = (content ?? {}) as { slides?: unknown; faqs?: unknown; categories?: unknown };
  const titled = (list: unknown, key: 'title' | 'category') =>
    Array.isArray(list) ? list.map((item: Record<string, unknown>, i) => String(item?.[key] ?? '').trim() || `Section ${i + 1}`) : [];
  if (DECK_TYPES.includes(outputType as OutputType)) return titled((contentForViewers(outputType, content) as { slides: unknown[] }).slides, 'title');
  if (outputType === 'investor_faq' || outputType === 'exit_faq') {
    return Array.isArray(body.faqs) ? faqGroups(body.faqs as { category: string }[]).map(([category]) => category) : [];
  }
  if (outputType === 'data_room_checklist') return titled(body.categories, 'category');
  return [];
}

/** A stored FAQ as a viewer gets it, entries rebuilt field by field like slides. */
function faqContentForViewers(content: unknown): unknown {
  const faqs = (content as { faqs?: unknown } | null)?.faqs;
  if (!Array.isArray(faqs)) return { faqs: [] };
  return faqForInvestors({
    faqs: faqs.map((entry: Partial<FaqEntry>): FaqEntry => ({ category: String(entry?.category ?? ''), question: String(entry?.question ?? ''), suggestedAnswer: String(entry?.suggestedAnswer ?? '') })),
  });
}

