import type { DeckContent, Slide } from './output-types';

/**
 * Who a deck file is for (docs/product-rules.md, "Deck copies"). The investor copy is what a
 * founder sends: no speaker notes and no "[Add: …]" prompts (an unanswered line is left out, a
 * slide left with nothing to say is left out). The presenter copy is the founder's: prompts and
 * notes stay so the gaps are in front of them.
 */
export type DeckCopy = 'investor' | 'presenter';

const PROMPT = /^\s*\[Add: [^\]]*\]\s*$/;

export const isPrompt = (line: string): boolean => PROMPT.test(line);

/** A prompt's request without its brackets: "[Add: your stage]" → "your stage". */
export const promptText = (line: string): string => line.trim().replace(/^\[Add: /, '').replace(/\]$/, '');

/** One unanswered line: the slide it belongs to and what to add. */
export type DeckGap = { slideId: string; slideTitle: string; prompt: string };

export function deckGaps(deck: DeckContent): DeckGap[] {
  return deck.slides.flatMap((slide) => promptsOf(slide).map((line) => ({ slideId: slide.id, slideTitle: slide.title, prompt: promptText(line) })));
}

function promptsOf(slide: Slide): string[] {
  const lines = typeof slide.content === 'string' ? slide.content.split('\n') : Object.values(slide.content).flatMap((value) => value.split('\n'));
  const title = isPrompt(slide.title) ? [slide.title] : [];
  return [...title, ...lines.filter(isPrompt)];
}

/** The slide without its prompts; null when nothing is left to show (a cover always stays). */
export function investorSlide(slide: Slide): Slide | null {
  const content =
    typeof slide.content === 'string'
      ? slide.content
          .split('\n')
          .filter((line) => !isPrompt(line))
          .join('\n')
      : Object.fromEntries(
          Object.entries(slide.content)
            .map(([label, value]) => [label, value.split('\n').filter((line) => !isPrompt(line)).join('\n')] as const)
            .filter(([, value]) => value.trim() !== ''),
        );
  const empty = typeof content === 'string' ? content.trim() === '' : Object.keys(content).length === 0;
  if (empty && !slide.chart && slide.kind !== 'cover') return null;
  const title = isPrompt(slide.title) ? '' : slide.title;
  return { ...slide, title, content, notes: '' };
}

/** The deck as the investor copy shows it; slide ids stay, so a viewer's page numbers follow the file. */
export function investorDeck(deck: DeckContent): DeckContent {
  return { slides: deck.slides.map(investorSlide).filter((slide): slide is Slide => slide !== null) };
}

/** The deck for a copy: the investor's as above, the presenter's as written. */
export function deckForCopy(deck: DeckContent, copy: DeckCopy): DeckContent {
  return copy === 'investor' ? investorDeck(deck) : deck;
}
