import { deckForCopy, isPrompt, labelledEntries, SLIDE_KICKERS, type DeckContent, type DeckCopy, type Slide, type SlideKind } from '@bv/domain';
import { formatDocumentDate, type DocumentMeta } from '../../document-meta';
import { tint, type DocumentTheme } from '../../theme/document-theme';
import { GRID, SlideComposer, linesOf } from './compose';
import { SLIDE, type SlidePage } from './elements';
import { BOOKEND_SPLIT, bookendPaper, closesDeck, closingPage } from './closing-page';
import { KIND_LAYOUTS, bodyArea } from './kind-layouts';
import { TextMeasure } from './text-measure';


/**
 * The deck's pages for one copy, laid out once for both formats (docs/architecture-notes.md,
 * "Deck rendering"). The investor copy has no prompts, no empty slides and no notes; the
 * presenter copy keeps all three.
 */
export function layoutDeck(deck: DeckContent, meta: DocumentMeta, theme: DocumentTheme, copy: DeckCopy): SlidePage[] {
  const measure = new TextMeasure(theme);
  const slides = deckForCopy(deck, copy).slides;
  const [first, ...rest] = slides;
  const hasCover = first && (first.kind === 'cover' || (!first.kind && sameName(first.title, meta.companyName)));
  const cover = hasCover ? first : { id: 'cover', kind: 'cover' as const, title: meta.companyName, content: meta.subtitle ?? '', notes: '' };
  const body = hasCover ? rest : slides;
  const pages = [coverPage(new SlideComposer(theme, measure), cover, meta)];
  body.forEach((slide, index) => {
    const number = index + 2;
    const last = index === body.length - 1;
    pages.push(last && closesDeck(slide) ? closingPage(new SlideComposer(theme, measure), slide, meta, number, drawMark) : contentPage(new SlideComposer(theme, measure), slide, meta, number));
  });
  return pages.map((page) => (copy === 'presenter' ? page : { ...page, notes: '' }));
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function coverPage(c: SlideComposer, slide: Slide, meta: DocumentMeta): SlidePage {
  const { palette } = c.theme;
  const split = BOOKEND_SPLIT;
  c.rect({ x: 0, y: 0, w: split, h: SLIDE.height }, palette.primary);
  c.rect({ x: split, y: 0, w: 0.1, h: SLIDE.height }, palette.accent);
  const left = 0.85;
  const width = split - 1.6;
  // A short name is the cover's headline, set as large as a word mark; a long one shrinks to fit its lines.
  const titleSize = slide.title.length <= 16 ? 72 : 54;
  c.text({ x: left, y: 1.3, w: width, h: 2.5 }, slide.title, c.style({ font: 'heading', bold: true, size: titleSize, colour: palette.onPrimary }), { min: 28, valign: 'bottom' });
  c.rect({ x: left, y: 4.0, w: 1.0, h: 0.07 }, palette.accent);
  const lines = typeof slide.content === 'string' ? linesOf(slide.content) : Object.values(slide.content).flatMap(linesOf);
  let y = 4.3;
  lines.forEach((line, index) => {
    // A short one-liner is the cover's tagline, set larger; a long one keeps room for the facts under it.
    const style = index === 0 ? c.style({ size: line.length <= 60 ? 26 : 21, colour: palette.onPrimary }) : c.style({ size: 14, colour: palette.onPrimaryMuted });
    const shown = isPrompt(line) ? { ...style, colour: tint(palette.accent, 0.9) } : style;
    const room = 6.55 - y;
    if (room < 0.3) return;
    const used = c.text({ x: left, y, w: width, h: index === 0 ? Math.min(room, 1.2) : Math.min(room, 0.5) }, line, shown, { min: index === 0 ? 15 : 11, tight: true });
    y += used + (index === 0 ? 0.22 : 0.08);
  });
  c.text({ x: left, y: 6.75, w: width, h: 0.35 }, `${formatDocumentDate(meta.generatedAt)}  ·  Confidential`, c.style({ size: 11, colour: palette.onPrimaryMuted }), { min: 9 });

  drawMark(c, slide.title);
  return { elements: c.elements, notes: slide.notes, background: bookendPaper(c.theme), title: slide.title };
}

/** The logo, or the company's monogram in a ringed disc, in the middle of the panel right of the bookends' main colour. */
function drawMark(c: SlideComposer, name: string): void {
  const { palette, logo } = c.theme;
  const panel = { x: BOOKEND_SPLIT + 0.1, y: 0, w: SLIDE.width - BOOKEND_SPLIT - 0.1, h: SLIDE.height };
  const frame = { x: panel.x + 0.7, y: 1.8, w: panel.w - 1.4, h: 3.9 };
  if (logo) {
    const scale = Math.min(frame.w / logo.width, frame.h / logo.height);
    const w = logo.width * scale;
    const h = logo.height * scale;
    c.elements.push({ kind: 'image', box: { x: frame.x + (frame.w - w) / 2, y: frame.y + (frame.h - h) / 2, w, h }, png: logo.png });
    return;
  }
  const d = Math.min(frame.w, 2.8);
  const ring = 0.09;
  const outer = { x: frame.x + (frame.w - d) / 2, y: frame.y + (frame.h - d) / 2, w: d, h: d };
  const inner = { x: outer.x + ring, y: outer.y + ring, w: d - 2 * ring, h: d - 2 * ring };
  c.elements.push({ kind: 'ellipse', box: outer, fill: palette.accent });
  c.elements.push({ kind: 'ellipse', box: inner, fill: palette.paper });
  c.text(inner, monogram(name), c.style({ font: 'heading', bold: true, size: 72, colour: palette.heading, align: 'center' }), { valign: 'middle', min: 30 });
}

/** "ShiftWise Pte Ltd" → "S"; "Harbourline Cold Chain" → "HC". */
function monogram(name: string): string {
  const words = name.replace(/\b(Pte|Ltd|Sdn|Bhd|Private|Limited|Inc|LLC)\b\.?/gi, '').trim().split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return words.slice(0, 2).map((word) => word[0].toUpperCase()).join('') || '·';
}

function contentPage(c: SlideComposer, slide: Slide, meta: DocumentMeta, number: number): SlidePage {
  const { palette, logo } = c.theme;
  const kind = slide.kind && slide.kind !== 'cover' ? slide.kind : 'text';
  const kicker = kickerOf(slide, kind);
  // A title that is the slide's topic already says what the kicker would ("The transaction" under THE TRANSACTION).
  if (kicker && !sameName(kicker.replace(/&/g, 'and'), slide.title)) {
    c.rect({ x: GRID.left, y: GRID.kickerY + 0.06, w: 0.14, h: 0.14 }, palette.accent);
    c.label({ x: GRID.left + 0.26, y: GRID.kickerY, w: GRID.width - 0.26 }, kicker);
  }
  if (slide.title.trim()) {
    c.text({ x: GRID.left, y: GRID.titleY, w: GRID.width, h: GRID.titleH }, slide.title, c.style({ font: 'heading', bold: true, size: 32, colour: palette.heading }), { min: 22, valign: 'bottom' });
  }
  KIND_LAYOUTS[kind](c, slide, bodyArea());
  footer(c, meta, number, logo !== null);
  return { elements: c.elements, notes: slide.notes, background: palette.paper, title: slide.title };
}

function kickerOf(slide: Slide, kind: SlideKind): string {
  if (kind === 'problem_solution' && typeof slide.content !== 'string') {
    const labels = labelledEntries(kind, slide.content).map(([label]) => label);
    if (labels.length === 2) return `${labels[0]} & ${labels[1].replace(/^Our /, 'our ').replace(/^How /, 'how ')}`;
  }
  return SLIDE_KICKERS[kind] ?? '';
}

function footer(c: SlideComposer, meta: DocumentMeta, number: number, withLogo: boolean): void {
  const { palette, logo } = c.theme;
  c.elements.push({ kind: 'line', box: { x: GRID.left, y: GRID.footerY - 0.1, w: GRID.width, h: 0 }, colour: palette.line, width: 0.75 });
  let x = GRID.left;
  if (withLogo && logo) {
    const h = 0.26;
    const w = Math.min(1.4, (logo.width / logo.height) * h);
    c.elements.push({ kind: 'image', box: { x, y: GRID.footerY + 0.02, w, h }, png: logo.png });
    x += w + 0.2;
  }
  const style = c.style({ size: 10, colour: palette.muted });
  c.text({ x, y: GRID.footerY + 0.04, w: 8, h: 0.28 }, `${meta.companyName}  ·  Confidential`, style, { min: 8 });
  c.text({ x: GRID.right - 1, y: GRID.footerY + 0.04, w: 1, h: 0.28 }, String(number), { ...style, align: 'right' });
}
