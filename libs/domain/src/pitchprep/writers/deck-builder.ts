import type { DeckContent, Slide } from '../output-types';
import { isPrompt } from '../deck-copy';
import { clausesOf, repeats, statedFact, type StatedFact } from './deck-facts';
import type { WriterContext } from './writer-context';
import { afterTitle, KIND_TOPICS, titleEcho } from './title-echo';

/** `topic`: the title a slide takes when its claim is all a part of its body says (see withoutTitleEcho). */
export type SlideDraft = Omit<Slide, 'id'> & { topic?: string };
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
    return withoutTitleEcho(kept);
  });
  return { slides: slides.map(({ topic: _topic, ...slide }, index) => ({ id: `slide-${index + 1}`, ...slide })) };
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

/**
 * The body supports the title instead of opening with it again (docs/product-rules.md, "Deck
 * writers"): a first line the title already says is dropped, a line that goes on after the title
 * keeps only what follows it, and when the title's words are all a part of the body has, the slide
 * keeps the body and takes its topic as the title.
 */
export function withoutTitleEcho(slide: SlideDraft): SlideDraft {
  if (slide.kind === 'cover' || !slide.title) return slide;
  const title = slide.title;
  const trim = (value: string): string | null => {
    const lines = value.split('\n');
    const at = lines.findIndex((line) => line.trim() !== '' && !isPrompt(line));
    if (at < 0) return value;
    const echo = titleEcho(title, lines[at]);
    if (!echo) return value;
    const rest = echo === 'extends' ? afterTitle(title, lines[at]) : '';
    // A title cut inside the founder's clause: the line stays whole under the topic.
    if (echo === 'extends' && !rest) return null;
    const next = [...lines.slice(0, at), ...(rest ? [rest] : []), ...lines.slice(at + 1)];
    // Nothing else to say in this part: the founder's words stay and the title becomes the topic.
    if (!next.some((line) => line.trim() !== '' && !isPrompt(line))) return null;
    return next.join('\n');
  };
  const fallback = slide.topic || KIND_TOPICS[slide.kind ?? 'text'] || slide.title;
  const parts = typeof slide.content === 'string' ? [['', slide.content] as const] : Object.entries(slide.content);
  const trimmed = parts.map(([label, value]) => [label, trim(value)] as const);
  const emptied = trimmed.filter(([, value]) => value === null);
  // Stat tiles beside a chart: a tile that only says the title's figure goes, the others stay.
  // Only answered tiles count as others: beside prompts alone (which the investor copy leaves out)
  // the figure keeps its tile and the title becomes the topic, so the slide still says it.
  const tiles = (slide.kind === 'traction' || slide.kind === 'financials') && typeof slide.content !== 'string';
  const answeredOthers = trimmed.filter(([, value]) => value !== null && value.split('\n').some((line) => line.trim() !== '' && !isPrompt(line)));
  if (emptied.length > 0 && tiles && (slide.chart || answeredOthers.length > 0)) {
    return { ...slide, content: Object.fromEntries(trimmed.filter((part): part is readonly [string, string] => part[1] !== null)) };
  }
  if (emptied.length > 0) return { ...slide, title: fallback };
  const content = typeof slide.content === 'string' ? (trimmed[0][1] ?? '') : Object.fromEntries(trimmed.map(([label, value]) => [label, value ?? '']));
  return { ...slide, content };
}
