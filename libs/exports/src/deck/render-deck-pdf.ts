import type { DeckContent, Slide } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { AUTHOR, formatDocumentDate, type DocumentMeta } from '../document-meta';
import { FONT, createPdf, finishPdf, fitFontSize, measure, pageFooterRight, write, writeAt, type Pdf } from '../pdf/pdf-document';
import { lineText, slideLines, type SlideLine } from './slide-lines';

const MARGIN = 40;
const BAND_HEIGHT = 72;
const NOTES_HEIGHT = 108;
const BULLET_GAP = 0.45;

/**
 * The investor copy (the default) is what a founder sends: slides only. The presenter copy adds
 * each slide's speaker notes, the founder's own coaching, below it.
 */
export type DeckCopy = 'investor' | 'presenter';

export async function renderDeckPdf(deck: DeckContent, meta: DocumentMeta, copy: DeckCopy = 'investor'): Promise<Buffer> {
  const doc = createPdf({ meta, subject: `${meta.title}: ${deck.slides.length} slides`, layout: 'landscape', margin: MARGIN });
  drawCover(doc, meta);
  for (const slide of deck.slides) {
    doc.addPage();
    drawSlide(doc, slide, copy === 'presenter');
  }
  return finishPdf(doc, { left: `${meta.companyName}  |  ${meta.title}`, right: pageFooterRight }, [1]);
}

function drawCover(doc: Pdf, meta: DocumentMeta): void {
  const { width, height } = doc.page;
  const x = 80;
  const textWidth = width - x - 80;
  doc.save();
  doc.rect(0, 0, width, height).fill(pdfColour('navy'));
  doc.rect(0, 0, 10, height).fill(pdfColour('teal'));
  doc.restore();
  doc.font(FONT.bold).fillColor(pdfColour('white'));
  const nameSize = fitFontSize(doc, meta.companyName, { width: textWidth, height: 100 }, { max: 40, min: 20 });
  doc.fontSize(nameSize);
  const nameHeight = measure(doc, meta.companyName, { width: textWidth });
  writeAt(doc, meta.companyName, x, 230 - nameHeight, { width: textWidth });
  doc.font(FONT.regular).fontSize(22).fillColor(pdfColour('teal'));
  writeAt(doc, meta.title, x, 245, { width: textWidth });
  doc.fontSize(16).fillColor(pdfColour('white'));
  if (meta.subtitle) write(doc, meta.subtitle, { width: textWidth });
  doc.save();
  doc.rect(x, doc.y + 18, 90, 3).fill(pdfColour('teal'));
  doc.restore();
  doc.fontSize(13).fillColor(pdfColour('white'));
  writeAt(doc, formatDocumentDate(meta.generatedAt), x, doc.y + 32, { width: textWidth });
  doc.fontSize(10).fillColor(pdfColour('line'));
  writeAt(doc, `Prepared with ${AUTHOR}`, x, height - 60, { width: textWidth, lineBreak: false });
}

function drawSlide(doc: Pdf, slide: Slide, withNotes: boolean): void {
  const { width, height } = doc.page;
  const x = MARGIN;
  const innerWidth = width - 2 * MARGIN;
  doc.save();
  doc.rect(0, 0, width, BAND_HEIGHT).fill(pdfColour('navy'));
  doc.rect(0, BAND_HEIGHT, width, 3).fill(pdfColour('teal'));
  doc.restore();

  doc.font(FONT.bold).fillColor(pdfColour('white'));
  const titleSize = fitFontSize(doc, slide.title, { width: innerWidth, height: BAND_HEIGHT - 20 }, { max: 24, min: 12 });
  doc.fontSize(titleSize);
  const titleHeight = Math.min(measure(doc, slide.title, { width: innerWidth }), BAND_HEIGHT - 20);
  writeAt(doc, slide.title, x, (BAND_HEIGHT - titleHeight) / 2, { width: innerWidth, height: BAND_HEIGHT - 20, ellipsis: true });

  const hasNotes = withNotes && slide.notes.trim() !== '';
  const footerSpace = MARGIN + 6;
  const bodyTop = BAND_HEIGHT + 24;
  const bodyBottom = height - footerSpace - (hasNotes ? NOTES_HEIGHT + 14 : 0);
  drawBullets(doc, slideLines(slide.content), { x, y: bodyTop, width: innerWidth, height: bodyBottom - bodyTop });
  if (hasNotes) drawNotes(doc, slide.notes, { x, y: height - footerSpace - NOTES_HEIGHT, width: innerWidth, height: NOTES_HEIGHT });
}

type Box = { x: number; y: number; width: number; height: number };

const INDENT = [16, 36];

function drawBullets(doc: Pdf, lines: readonly SlideLine[], box: Box): void {
  if (lines.length === 0) return;
  doc.font(FONT.regular);
  const heightAt = (size: number): number => {
    doc.fontSize(size);
    return lines.reduce((sum, line) => sum + measure(doc, lineText(line), { width: box.width - INDENT[line.level] }) + size * BULLET_GAP, 0);
  };
  let size = 20;
  while (size > 8 && heightAt(size) > box.height) size -= 0.5;

  let y = box.y;
  for (const line of lines) {
    const textX = box.x + INDENT[line.level];
    const textWidth = box.width - INDENT[line.level];
    doc.fontSize(size);
    const lineHeight = measure(doc, lineText(line), { width: textWidth });
    if (y + Math.min(lineHeight, size * 1.2) > box.y + box.height + 1) break;
    doc.save();
    const markerX = textX - 10;
    const markerY = y + size * 0.45;
    if (line.level === 0) doc.circle(markerX, markerY, size * 0.16).fill(pdfColour('teal'));
    else doc.rect(markerX - size * 0.14, markerY - 0.75, size * 0.28, 1.5).fill(pdfColour('muted'));
    doc.restore();
    const remaining = box.y + box.height - y;
    if (line.label) {
      doc.font(FONT.bold).fillColor(pdfColour('navy'));
      writeAt(doc, `${line.label}: `, textX, y, { width: textWidth, continued: true });
      doc.font(FONT.regular).fillColor(pdfColour('ink'));
      write(doc, line.text, { width: textWidth, height: remaining, ellipsis: true });
    } else {
      doc.font(FONT.regular).fillColor(pdfColour(line.level === 0 ? 'ink' : 'muted'));
      writeAt(doc, line.text, textX, y, { width: textWidth, height: remaining, ellipsis: true });
    }
    y += lineHeight + size * BULLET_GAP;
  }
  doc.font(FONT.regular).fillColor(pdfColour('ink'));
}

function drawNotes(doc: Pdf, notes: string, box: Box): void {
  doc.save();
  doc.roundedRect(box.x, box.y, box.width, box.height, 6).fill(pdfColour('panel'));
  doc.rect(box.x, box.y, 4, box.height).fill(pdfColour('teal'));
  doc.restore();
  const padding = 12;
  doc.font(FONT.bold).fontSize(8.5).fillColor(pdfColour('teal'));
  writeAt(doc, 'Speaker notes', box.x + padding, box.y + 9, { width: box.width - 2 * padding, lineBreak: false });
  const textBox = { width: box.width - 2 * padding, height: box.height - 30 };
  doc.font(FONT.regular).fillColor(pdfColour('ink'));
  const size = fitFontSize(doc, notes, textBox, { max: 10.5, min: 7 });
  doc.fontSize(size);
  writeAt(doc, notes, box.x + padding, box.y + 23, { ...textBox, ellipsis: true });
}
