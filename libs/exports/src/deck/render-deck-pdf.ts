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
const NOTES_HEIGHT = 240;
const pt = (inches: number) => inches * POINTS_PER_INCH;

/**
 * The deck as a PDF of 16:9 pages, the same layout as the PPTX (layout/deck-pages), in the
 * founder's theme with its fonts embedded. The presenter copy adds each slide's notes under it.
 */
export async function renderDeckPdf(deck: DeckContent, meta: DocumentMeta, options: DeckRenderOptions = {}): Promise<Buffer> {
  const copy = options.copy ?? 'investor';
  const theme = options.theme ?? NEUTRAL_THEME;
  const pages = layoutDeck(deck, meta, theme, copy);
  const presenter = copy === 'presenter';
  const size: [number, number] = [PAGE_WIDTH, SLIDE_HEIGHT + (presenter ? NOTES_HEIGHT : 0)];
  const doc = createPdf({ meta, subject: `${meta.title}: ${pages.length} slides${presenter ? ', with speaker notes' : ''}`, size, margin: 0 });
  registerThemeFonts(doc, theme);
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage({ size, margin: 0 });
    drawPage(doc, page, theme);
    if (presenter) drawNotes(doc, page.notes, theme);
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

function drawNotes(doc: Pdf, notes: string, theme: DocumentTheme): void {
  const x = pt(0.75);
  const width = PAGE_WIDTH - 2 * x;
  doc.save();
  doc.rect(0, SLIDE_HEIGHT, PAGE_WIDTH, NOTES_HEIGHT).fill(theme.palette.panel);
  doc.rect(0, SLIDE_HEIGHT, PAGE_WIDTH, 1).fill(theme.palette.line);
  doc.restore();
  doc.font(pdfFontName(theme.fonts.body, 'bold')).fontSize(10).fillColor(theme.palette.accentText);
  doc.text('SPEAKER NOTES', x, SLIDE_HEIGHT + 18, { width, characterSpacing: 0.8, lineBreak: false });
  const text = toPdfText(notes.trim() || 'No notes for this slide.');
  doc.font(pdfFontName(theme.fonts.body, 'regular')).fillColor(notes.trim() ? theme.palette.ink : theme.palette.muted);
  let size = 13;
  while (size > 8 && doc.fontSize(size).heightOfString(text, { width, lineGap: 2 }) > NOTES_HEIGHT - 60) size -= 0.5;
  doc.fontSize(size).text(text, x, SLIDE_HEIGHT + 40, { width, height: NOTES_HEIGHT - 60, ellipsis: true, lineGap: 2 });
}

