import { shortAmount, type DeckContent, type DeckCopy, type FundShare, type SlideChart } from '@bv/domain';
import type { DocumentMeta } from '../document-meta';
import { createPdf, finishPdf, type Pdf } from '../pdf/pdf-document';
import { toPdfText } from '../pdf/pdf-text';
import { NEUTRAL_THEME, type DocumentTheme } from '../theme/document-theme';
import { pdfFontName } from '../theme/theme-fonts';
import { layoutDeck } from './layout/deck-pages';
import { POINTS_PER_INCH, SLIDE, type Box, type SlideElement, type SlidePage, type TextStyle } from './layout/elements';
import { registerThemeFonts } from './layout/text-measure';

export type DeckRenderOptions = { copy?: DeckCopy; theme?: DocumentTheme };

const PAGE_WIDTH = SLIDE.width * POINTS_PER_INCH;
const SLIDE_HEIGHT = SLIDE.height * POINTS_PER_INCH;
const pt = (inches: number) => inches * POINTS_PER_INCH;

/**
 * The presenter copy is a speaker view (docs/product-rules.md, "Presenter copy"): the slide full
 * size on the left, the notes beside it at 11 pt or more, the slide number, the next slide's title
 * and any timing the notes give, on a landscape page.
 */
const GUTTER = 28;
const HEADER = 64;
const NOTES_WIDTH = 380;
export const PRESENTER_SLIDE_AT = { x: GUTTER, y: HEADER } as const;
export const PRESENTER_PAGE = { width: GUTTER * 3 + PAGE_WIDTH + NOTES_WIDTH, height: HEADER + SLIDE_HEIGHT + 48 } as const;
const NOTES_X = GUTTER * 2 + PAGE_WIDTH;
/** The next slide's thumbnail in the "next" card, and where the notes start below that card. */
const THUMB_SCALE = 0.18;
const NEXT_CARD_HEIGHT = Math.ceil(SLIDE_HEIGHT * THUMB_SCALE) + 28;
export const PRESENTER_NOTES = { x: NOTES_X, top: HEADER + NEXT_CARD_HEIGHT + 14, thumbnailRight: NOTES_X + 14 + PAGE_WIDTH * THUMB_SCALE } as const;
const NOTES_MIN_SIZE = 11;
const NOTES_MAX_SIZE = 16;

/**
 * The deck as a PDF of 16:9 pages, the same layout as the PPTX (layout/deck-pages), in the
 * founder's theme with its fonts embedded. The presenter copy adds each slide's notes under it.
 */
export async function renderDeckPdf(deck: DeckContent, meta: DocumentMeta, options: DeckRenderOptions = {}): Promise<Buffer> {
  const copy = options.copy ?? 'investor';
  const theme = options.theme ?? NEUTRAL_THEME;
  const pages = layoutDeck(deck, meta, theme, copy);
  const presenter = copy === 'presenter';
  const size: [number, number] = presenter ? [PRESENTER_PAGE.width, PRESENTER_PAGE.height] : [PAGE_WIDTH, SLIDE_HEIGHT];
  const doc = createPdf({ meta, subject: `${meta.title}: ${pages.length} slides${presenter ? ', with speaker notes' : ''}`, size, margin: 0 });
  registerThemeFonts(doc, theme);
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage({ size, margin: 0 });
    if (!presenter) return drawPage(doc, page, theme);
    drawSpeakerFrame(doc, pages, index, theme);
    doc.save();
    doc.translate(PRESENTER_SLIDE_AT.x, PRESENTER_SLIDE_AT.y);
    drawPage(doc, page, theme);
    doc.restore();
  });
  return finishPdf(doc, null);
}

function drawPage(doc: Pdf, page: SlidePage, theme: DocumentTheme): void {
  doc.save();
  doc.rect(0, 0, PAGE_WIDTH, SLIDE_HEIGHT).fill(page.background);
  doc.restore();
  for (const element of page.elements) drawElement(doc, element, theme);
}

function drawElement(doc: Pdf, element: SlideElement, theme: DocumentTheme): void {
  const { x, y, w, h } = element.box;
  doc.save();
  switch (element.kind) {
    case 'rect':
      if (element.radius) doc.roundedRect(pt(x), pt(y), pt(w), pt(h), pt(element.radius));
      else doc.rect(pt(x), pt(y), pt(w), pt(h));
      if (element.line) doc.lineWidth(0.75).fillAndStroke(element.fill, element.line);
      else doc.fill(element.fill);
      break;
    case 'ellipse':
      doc.ellipse(pt(x + w / 2), pt(y + h / 2), pt(w / 2), pt(h / 2));
      if (element.line) doc.lineWidth(0.75).fillAndStroke(element.fill, element.line);
      else doc.fill(element.fill);
      break;
    case 'line':
      doc.moveTo(pt(x), pt(y)).lineTo(pt(x + w), pt(y + h)).lineWidth(element.width).strokeColor(element.colour).stroke();
      break;
    case 'arrow': {
      // PowerPoint's right arrow at its default adjustments: the shaft half the height, the head as long as half the shorter side.
      const head = x + w - Math.min(w, h) / 2;
      doc.polygon([pt(x), pt(y + h / 4)], [pt(head), pt(y + h / 4)], [pt(head), pt(y)], [pt(x + w), pt(y + h / 2)], [pt(head), pt(y + h)], [pt(head), pt(y + (3 * h) / 4)], [pt(x), pt(y + (3 * h) / 4)]).fill(element.fill);
      break;
    }
    case 'image':
      doc.image(element.png, pt(x), pt(y), { width: pt(w), height: pt(h) });
      break;
    case 'text': {
      const offset = element.valign === 'bottom' ? h - element.height : element.valign === 'middle' ? (h - element.height) / 2 : 0;
      textAt(doc, element.text, element.style, { x, y: y + offset, w, h: element.height + 0.05 }, theme.fonts);
      break;
    }
    case 'bars':
      drawBars(doc, element.box, element.chart, element.colours, element.text, theme);
      break;
    case 'doughnut':
      drawDoughnut(doc, element.box, element.shares, element.colours, theme);
      break;
  }
  doc.restore();
}

function textAt(doc: Pdf, text: string, style: TextStyle, box: Box, fonts: DocumentTheme['fonts']): void {
  const family = style.font === 'heading' ? fonts.heading : fonts.body;
  doc.font(pdfFontName(family, style.bold ? 'bold' : 'regular')).fontSize(style.size).fillColor(style.colour);
  doc.text(toPdfText(text), pt(box.x), pt(box.y), { width: pt(box.w), height: pt(box.h), align: style.align, lineGap: style.lineGap, characterSpacing: style.spacing });
}

/** Grouped bars with a zero line, value labels over the bars that have room and periods under them. */
function drawBars(doc: Pdf, box: Box, chart: SlideChart, colours: string[], text: TextStyle, theme: DocumentTheme): void {
  const labelHeight = 0.32;
  const values = chart.series.flatMap((series) => series.values);
  const below = Math.min(0, ...values) < 0 ? 0.26 : 0;
  const plot = { x: box.x, y: box.y + 0.3, w: box.w, h: box.h - 0.3 - labelHeight - below };
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zeroY = plot.y + (max / span) * plot.h;
  const groupWidth = plot.w / chart.categories.length;
  const barWidth = Math.min(0.9, (groupWidth * 0.7) / chart.series.length);
  const family = pdfFontName(theme.fonts.body, 'regular');
  doc.font(family).fontSize(text.size);
  const labelEvery = groupWidth / chart.series.length >= 0.5 ? 1 : chart.categories.length;
  chart.categories.forEach((category, index) => {
    const groupX = plot.x + index * groupWidth + (groupWidth - barWidth * chart.series.length) / 2;
    chart.series.forEach((series, s) => {
      const value = series.values[index] ?? 0;
      const top = value >= 0 ? zeroY - (value / span) * plot.h : zeroY;
      const height = Math.abs(value / span) * plot.h;
      doc.rect(pt(groupX + s * barWidth), pt(top), pt(barWidth * 0.92), Math.max(0.5, pt(height))).fill(colours[s % colours.length]);
      const last = index === chart.categories.length - 1;
      if (labelEvery === 1 || last) {
        const label = toPdfText(shortAmount(value, chart.currency));
        const labelY = value >= 0 ? top - 0.22 : top + height + 0.04;
        doc.fillColor(text.colour).text(label, pt(groupX + s * barWidth - 0.3), pt(labelY), { width: pt(barWidth + 0.6), align: 'center', lineBreak: false });
      }
    });
    doc.fillColor(text.colour).text(toPdfText(category), pt(plot.x + index * groupWidth), pt(box.y + box.h - labelHeight + 0.08), { width: pt(groupWidth), align: 'center', lineBreak: false });
  });
  doc.moveTo(pt(plot.x), pt(zeroY)).lineTo(pt(plot.x + plot.w), pt(zeroY)).lineWidth(0.75).strokeColor('#9ca3af').stroke();
}

/** A ring of the shares, clockwise from twelve o'clock. */
function drawDoughnut(doc: Pdf, box: Box, shares: FundShare[], colours: string[], theme: DocumentTheme): void {
  const cx = pt(box.x + box.w / 2);
  const cy = pt(box.y + box.h / 2);
  const outer = pt(box.w / 2);
  const inner = outer * 0.58;
  const total = shares.reduce((sum, share) => sum + share.percent, 0) || 1;
  let angle = -Math.PI / 2;
  shares.forEach((share, index) => {
    const sweep = (share.percent / total) * Math.PI * 2;
    const steps = Math.max(2, Math.ceil((sweep * 180) / Math.PI / 3));
    const point = (radius: number, at: number): [number, number] => [cx + radius * Math.cos(at), cy + radius * Math.sin(at)];
    doc.moveTo(...point(outer, angle));
    for (let step = 1; step <= steps; step += 1) doc.lineTo(...point(outer, angle + (sweep * step) / steps));
    for (let step = steps; step >= 0; step -= 1) doc.lineTo(...point(inner, angle + (sweep * step) / steps));
    doc.closePath().fill(colours[index % colours.length]);
    angle += sweep;
  });
  doc.circle(cx, cy, inner).fill(theme.palette.paper);
}

/** A note's lines as "Say: …", "Investors will probe: …", "Tip: …" sections, or one untitled section. */
export function noteSections(notes: string): { label: string; text: string }[] {
  return notes
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([A-Z][A-Za-z ]{1,28}):\s+(.+)$/.exec(line);
      return match ? { label: match[1], text: match[2] } : { label: '', text: line };
    });
}

/** Timing the notes themselves give ("Keep the cover up for under 30 seconds", "in under a minute"). */
export function statedTiming(notes: string): string | null {
  const match = /\b(?:under|about|around|no more than|at most|within)\s+(?:a|one|two|three|four|five|\d+(?:[.,]\d+)?)\s+(?:seconds?|minutes?|mins?)\b/i.exec(notes);
  return match ? match[0].replace(/^./, (letter) => letter.toUpperCase()) : null;
}

function drawSpeakerFrame(doc: Pdf, pages: readonly SlidePage[], index: number, theme: DocumentTheme): void {
  const { palette, fonts } = theme;
  const regular = pdfFontName(fonts.body, 'regular');
  const bold = pdfFontName(fonts.body, 'bold');
  const page = pages[index];
  const slideBottom = PRESENTER_SLIDE_AT.y + SLIDE_HEIGHT;
  doc.save();
  doc.rect(0, 0, PRESENTER_PAGE.width, PRESENTER_PAGE.height).fill(palette.panel);
  // How far through the deck: a bar along the top of the page.
  doc.rect(0, 0, PRESENTER_PAGE.width, 4).fill(palette.line);
  doc.rect(0, 0, (PRESENTER_PAGE.width * (index + 1)) / pages.length, 4).fill(palette.accent);
  doc.rect(PRESENTER_SLIDE_AT.x - 1, PRESENTER_SLIDE_AT.y - 1, PAGE_WIDTH + 2, SLIDE_HEIGHT + 2).fill(palette.line);
  doc.restore();

  // Header: where you are, and any timing the notes give.
  const timing = statedTiming(page.notes);
  const timingWidth = timing ? Math.min(NOTES_WIDTH, doc.font(bold).fontSize(12).widthOfString(toPdfText(timing)) + 28) : 0;
  const counter = `${index + 1} / ${pages.length}`;
  doc.font(bold).fontSize(16).fillColor(palette.accentText);
  const counterWidth = doc.widthOfString(counter);
  doc.text(counter, GUTTER, 24, { lineBreak: false });
  doc.font(bold).fontSize(16).fillColor(palette.ink);
  const titleX = GUTTER + counterWidth + 14;
  doc.text(toPdfText(page.title.trim() || 'Untitled slide'), titleX, 24, { width: PRESENTER_PAGE.width - titleX - GUTTER - timingWidth - 16, height: 20, ellipsis: true, lineBreak: false });
  if (timing) {
    const x = PRESENTER_PAGE.width - GUTTER - timingWidth;
    doc.save();
    doc.roundedRect(x, 19, timingWidth, 28, 14).fill(palette.paper);
    doc.restore();
    doc.font(bold).fontSize(12).fillColor(palette.accentText);
    doc.text(toPdfText(timing), x, 27, { width: timingWidth, align: 'center', lineBreak: false });
  }

  doc.font(regular).fontSize(10).fillColor(palette.muted);
  doc.text('Presenter copy: for you, not for sending', GUTTER, slideBottom + 18, { width: PAGE_WIDTH, lineBreak: false });

  // Up next: the next slide small, with its number and title.
  const next = pages[index + 1];
  const cardHeight = NEXT_CARD_HEIGHT;
  const cardY = PRESENTER_SLIDE_AT.y;
  doc.save();
  doc.roundedRect(NOTES_X, cardY, NOTES_WIDTH, cardHeight, 6).fill(palette.paper);
  doc.restore();
  let textX = NOTES_X + 16;
  if (next) {
    const [thumbX, thumbY] = [NOTES_X + 14, cardY + (cardHeight - SLIDE_HEIGHT * THUMB_SCALE) / 2];
    doc.save();
    doc.rect(thumbX - 0.75, thumbY - 0.75, PAGE_WIDTH * THUMB_SCALE + 1.5, SLIDE_HEIGHT * THUMB_SCALE + 1.5).fill(palette.line);
    doc.translate(thumbX, thumbY).scale(THUMB_SCALE);
    drawPage(doc, next, theme);
    doc.restore();
    textX = thumbX + PAGE_WIDTH * THUMB_SCALE + 14;
  }
  const cueWidth = NOTES_X + NOTES_WIDTH - 16 - textX;
  doc.font(bold).fontSize(10).fillColor(palette.muted);
  doc.text(next ? `NEXT: SLIDE ${index + 2}` : 'NEXT', textX, cardY + 16, { width: cueWidth, characterSpacing: 0.8, lineBreak: false });
  doc.font(bold).fontSize(13).fillColor(palette.ink);
  doc.text(toPdfText(next ? next.title.trim() || 'Untitled slide' : 'End of the deck: questions'), textX, cardY + 34, {
    width: cueWidth,
    height: cardHeight - 48,
    ellipsis: true,
    lineGap: 1,
  });

  // Speaker notes, section by section, as large as fits (never under 11 pt).
  const notesTop = PRESENTER_SLIDE_AT.y + cardHeight + 14;
  const notesHeight = slideBottom - notesTop;
  doc.save();
  doc.roundedRect(NOTES_X, notesTop, NOTES_WIDTH, notesHeight, 6).fill(palette.paper);
  doc.restore();
  doc.font(bold).fontSize(10).fillColor(palette.accentText);
  doc.text('SPEAKER NOTES', NOTES_X + 16, notesTop + 14, { width: NOTES_WIDTH - 32, characterSpacing: 0.8, lineBreak: false });
  const sections = noteSections(toPdfText(page.notes));
  const textWidth = NOTES_WIDTH - 32;
  const bodyTop = notesTop + 36;
  const bodyHeight = notesHeight - 36 - 14;
  if (sections.length === 0) {
    doc.font(regular).fontSize(NOTES_MIN_SIZE + 1).fillColor(palette.muted).text('No notes for this slide.', NOTES_X + 16, bodyTop, { width: textWidth });
    return;
  }
  const heightAt = (size: number) =>
    sections.reduce((sum, section, i) => {
      const label = section.label ? doc.font(bold).fontSize(size - 2).heightOfString(section.label.toUpperCase(), { width: textWidth }) + 2 : 0;
      return sum + (i > 0 ? size * 0.8 : 0) + label + doc.font(regular).fontSize(size).heightOfString(section.text, { width: textWidth, lineGap: 3 });
    }, 0);
  let size = NOTES_MAX_SIZE;
  while (size > NOTES_MIN_SIZE && heightAt(size) > bodyHeight) size -= 0.5;
  let y = bodyTop;
  const bottom = bodyTop + bodyHeight;
  for (const [i, section] of sections.entries()) {
    if (i > 0) y += size * 0.8;
    if (y + size * 1.4 > bottom) break;
    if (section.label) {
      doc.font(bold).fontSize(size - 2).fillColor(palette.muted);
      doc.text(section.label.toUpperCase(), NOTES_X + 16, y, { width: textWidth, characterSpacing: 0.5, lineBreak: false });
      y += doc.heightOfString(section.label.toUpperCase(), { width: textWidth }) + 2;
    }
    doc.font(regular).fontSize(size).fillColor(palette.ink);
    const height = Math.min(doc.heightOfString(section.text, { width: textWidth, lineGap: 3 }), bottom - y);
    doc.text(section.text, NOTES_X + 16, y, { width: textWidth, height, ellipsis: true, lineGap: 3 });
    y += height;
  }

}
