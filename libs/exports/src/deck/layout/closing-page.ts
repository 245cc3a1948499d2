import type { Slide } from '@bv/domain';
import type { DocumentMeta } from '../../document-meta';
import { tint, type DocumentTheme } from '../../theme/document-theme';
import { SlideComposer, linesOf } from './compose';
import { SLIDE, type SlidePage } from './elements';

// The last slide of a deck with little to say closes it as a bookend to the cover: an ask with only
// its amount (and round), the amount large on the main colour, or an exit deck's transaction that
// says only what the seller wants, instead of a small box in the middle of an empty slide
// (docs/product-rules.md, "Deck layouts"). A rich ask (with its use of funds) or transaction keeps
// its own layout. It is one page for one slide, so page numbers stay those of the viewer's copy.

/** Where the cover and the closing page split the slide (inches). */
export const BOOKEND_SPLIT = 8.4;

/**
 * The panel beside the main colour on the cover and the closing page: a whisper of the main
 * colour, or white paper under a logo (a logo's own white background would show as a box).
 */
export const bookendPaper = (theme: DocumentTheme) => (theme.logo ? theme.palette.paper : tint(theme.palette.primary, 0.06));

/** Whether the deck's last slide is an ask with nothing but its amount and round to say. */
function closesWithBareAsk(slide: Slide): boolean {
  if (slide.kind !== 'ask' || typeof slide.content === 'string' || !slide.content.Raising?.trim()) return false;
  const labels = Object.entries(slide.content).filter(([, value]) => value.trim() !== '').map(([label]) => label);
  return labels.every((label) => label === 'Raising' || label === 'Round') && linesOf(slide.content.Raising).length === 1;
}

/** Whether the last slide closes the deck as a bookend: a bare ask, or a transaction that says only what the seller wants. */
export const closesDeck = (slide: Slide) => closesWithBareAsk(slide) || isSellersGoalAlone(slide);

function isSellersGoalAlone(slide: Slide): boolean {
  if (slide.kind !== 'transaction' || typeof slide.content === 'string') return false;
  const entries = Object.entries(slide.content).filter(([, value]) => value.trim() !== '');
  return entries.length === 1 && entries[0][0] === 'What the seller wants' && linesOf(entries[0][1]).length === 1 && entries[0][1].length <= 160;
}

export function closingPage(c: SlideComposer, slide: Slide, meta: DocumentMeta, number: number, drawMark: (c: SlideComposer, title: string) => void): SlidePage {
  const { palette } = c.theme;
  const content = slide.content as Record<string, string>;
  const split = BOOKEND_SPLIT;
  c.rect({ x: 0, y: 0, w: split, h: SLIDE.height }, palette.primary);
  c.rect({ x: split, y: 0, w: 0.1, h: SLIDE.height }, palette.accent);
  const left = 0.85;
  const width = split - 1.6;
  const ask = slide.kind === 'ask';
  const kicker = ask ? 'The ask' : 'The transaction';
  c.rect({ x: left, y: 0.58, w: 0.14, h: 0.14 }, palette.accent);
  c.label({ x: left + 0.26, y: 0.52, w: width - 0.26 }, kicker, palette.onPrimaryMuted);
  // The figures are laid out from the top of a scratch composer, then moved to the middle of the panel.
  const stack = new SlideComposer(c.theme, c.measure);
  const box = { x: left, w: width };
  // A title that says more than the page does (the founder's own words) stays, above the rest.
  const extra = ask ? titleBeyondFigures(slide.title, content) : !sameWords(slide.title, kicker) && !sameWords(slide.title, content['What the seller wants']);
  let y = extra ? stack.text({ ...box, y: 0, h: 1.3 }, slide.title, stack.style({ font: 'heading', bold: true, size: 28, colour: palette.onPrimary }), { min: 18, tight: true }) + 0.35 : 0;
  if (ask) {
    y += stack.label({ ...box, y }, 'Raising', palette.onPrimaryMuted) + 0.12;
    y += stack.text({ ...box, y, h: 1.6 }, content.Raising.trim(), stack.style({ font: 'heading', bold: true, size: 88, colour: palette.onPrimary }), { min: 36, tight: true }) + 0.3;
  } else {
    y += stack.label({ ...box, y }, 'What the seller wants', palette.onPrimaryMuted) + 0.2;
    y += stack.text({ ...box, y, h: 3 }, content['What the seller wants'].trim(), stack.style({ font: 'heading', bold: true, size: 40, colour: palette.onPrimary, lineGap: 2 }), { min: 22, tight: true }) + 0.35;
  }
  stack.rect({ ...box, y, w: 1.0, h: 0.07 }, palette.accent);
  y += 0.07;
  if (ask && content.Round?.trim()) {
    y += 0.4;
    y += stack.label({ ...box, y }, 'Round', palette.onPrimaryMuted) + 0.1;
    y += stack.text({ ...box, y, h: 1.2 }, content.Round.replace(/\n/g, ' '), stack.style({ size: 26, colour: palette.onPrimary }), { min: 14, tight: true });
  }
  const top = Math.max(1.2, (SLIDE.height - y) / 2);
  c.elements.push(...stack.elements.map((element) => ({ ...element, box: { ...element.box, y: element.box.y + top } })));
  const footer = c.style({ size: 10, colour: palette.onPrimaryMuted });
  c.text({ x: left, y: 6.95, w: width, h: 0.3 }, `${meta.companyName}  ·  Confidential`, footer, { min: 8 });
  c.text({ x: SLIDE.width - 1.75, y: 6.95, w: 1, h: 0.3 }, String(number), { ...c.style({ size: 10, colour: palette.muted }), align: 'right' }, { min: 8 });
  drawMark(c, meta.companyName);
  return { elements: c.elements, notes: slide.notes, background: bookendPaper(c.theme), title: slide.title };
}

const sameWords = (a: string, b = '') => a.trim().toLowerCase().replace(/[.\s]+$/, '') === b.trim().toLowerCase().replace(/[.\s]+$/, '');

/** Whether a title says anything besides "Raising", the amount and the round ("Raising S$800,000 in a pre-seed round" does not). */
function titleBeyondFigures(title: string, content: Record<string, string>): boolean {
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9$]+/g) ?? [];
  const known = new Set([...words(content.Raising ?? ''), ...words(content.Round ?? ''), 'raising', 'in', 'a', 'an', 'round', 'the', 'ask']);
  return words(title).some((word) => !known.has(word));
}
