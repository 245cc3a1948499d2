import { faqGroups } from './viewer-content';
import { DECK_TYPES, type ChecklistContent, type DeckContent, type FaqContent, type OutputType } from './output-types';
import { lineText, slideLines } from './slide-lines';

/** What a thumbnail shows of an output: its first slide or section, in a few short lines. */
export type OutputPreview = { title: string; lines: string[] };

const MAX_LINES = 3;
const clip = (text: string) => (text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text);

/** The first slide of a deck, the first questions of a FAQ, the first items of a checklist (never a speaker note). */
export function outputPreview(outputType: OutputType, content: unknown): OutputPreview | null {
  if (DECK_TYPES.includes(outputType)) {
    const first = (content as DeckContent | null)?.slides?.[0];
    if (!first) return null;
    return { title: clip(first.title), lines: slideLines(first.content).slice(0, MAX_LINES).map((line) => clip(lineText(line))) };
  }
  if (outputType === 'investor_faq' || outputType === 'exit_faq') {
    const [group] = faqGroups((content as FaqContent | null)?.faqs ?? []);
    if (!group) return null;
    return { title: clip(group[0]), lines: group[1].slice(0, MAX_LINES).map((faq) => clip(faq.question)) };
  }
  const [category] = (content as ChecklistContent | null)?.categories ?? [];
  if (!category) return null;
  return { title: clip(category.category), lines: category.items.slice(0, MAX_LINES).map((item) => clip(item.name)) };
}
