import type { DeckContent, Slide } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { AUTHOR, formatDocumentDate, type DocumentMeta } from '../document-meta';
import { FONT, createPdf, finishPdf, fitFontSize, measure, write, writeAt, type Pdf } from '../pdf/pdf-document';
import { drawLogoMark } from '../pdf/logo-mark';
import { COVER_LAYOUT, CONTENT_LAYOUT, POINTS_PER_INCH, SLIDE, deckCover, footerText, type Box, type DeckCover } from './deck-layout';
import { lineText, slideLines, type SlideLine } from './slide-lines';

/**
 * The investor copy (the default) is what a founder sends: 16:9 slides only, the same pages as
 * the PPTX. The presenter copy puts each slide's speaker notes, the founder's own coaching,
 * under it on a taller page.
 */
export type DeckCopy = 'investor' | 'presenter';

const PAGE_WIDTH = SLIDE.width * POINTS_PER_INCH;
const SLIDE_HEIGHT = SLIDE.height * POINTS_PER_INCH;
const NOTES_HEIGHT = 240;
const BULLET_GAP = 0.5;

const pt = (inches: number) => inches * POINTS_PER_INCH;
const box = (b: Box) => ({ x: pt(b.x), y: pt(b.y), width: pt(b.w), height: pt(b.h) });

export async function renderDeckPdf(deck: DeckContent, meta: DocumentMeta, copy: DeckCopy = 'investor'): Promise<Buffer> {
  const presenter = copy === 'presenter';
  const size: [number, number] = [PAGE_WIDTH, SLIDE_HEIGHT + (presenter ? NOTES_HEIGHT : 0)];
  const { cover, slides } = deckCover(deck, meta);
  const doc = createPdf({ meta, subject: `${meta.title}: ${slides.length + 1} slides${presenter ? ', with speaker notes' : ''}`, size, margin: 0 });
  drawCover(doc, cover, meta);
  if (presenter) drawNotes(doc, cover.notes);
  slides.forEach((slide, index) => {
    doc.addPage({ size, margin: 0 });
    drawSlide(doc, slide, meta, index + 2);
    if (presenter) drawNotes(doc, slide.notes);
  });
  return finishPdf(doc, null);
}

function drawCover(doc: Pdf, cover: DeckCover, meta: DocumentMeta): void {
  doc.save();
  doc.rect(0, 0, PAGE_WIDTH, SLIDE_HEIGHT).fill(pdfColour('navy'));
  const bar = box(COVER_LAYOUT.accentBar);
  doc.rect(bar.x, bar.y, bar.width, bar.height).fill(pdfColour('gold'));
  const rule = box(COVER_LAYOUT.rule);
  doc.rect(rule.x, rule.y, rule.width, rule.height).fill(pdfColour('gold'));
  doc.restore();

  const name = box(COVER_LAYOUT.name);
  doc.font(FONT.heading).fillColor(pdfColour('white'));
  const nameSize = fitFontSize(doc, cover.name, name, COVER_LAYOUT.nameSize);
  doc.fontSize(nameSize);
  const nameHeight = Math.min(measure(doc, cover.name, { width: name.width }), name.height);
  writeAt(doc, cover.name, name.x, name.y + name.height - nameHeight, { width: name.width, height: name.height, ellipsis: true });

  const tagline = box(COVER_LAYOUT.tagline);
  let y = tagline.y;
  cover.lines.forEach((line, index) => {
    doc.font(FONT.regular).fontSize(index === 0 ? COVER_LAYOUT.taglineSize : COVER_LAYOUT.taglineSize - 5);
    doc.fillColor(pdfColour(index === 0 ? 'onDark' : 'onDarkMuted'));
    const height = measure(doc, line, { width: tagline.width });
    if (y + height > tagline.y + tagline.height) return;
    writeAt(doc, line, tagline.x, y, { width: tagline.width });
    y += height + 6;
  });

  const footer = box(COVER_LAYOUT.footer);
  doc.font(FONT.regular).fontSize(COVER_LAYOUT.footerSize).fillColor(pdfColour('onDarkMuted'));
  writeAt(doc, `${formatDocumentDate(meta.generatedAt)}  ·  Confidential`, footer.x, footer.y + 8, { width: footer.width, lineBreak: false });
  const brand = box(COVER_LAYOUT.brand);
  drawLogoMark(doc, brand.x + brand.width - 150, brand.y + 4, 22);
  doc.font(FONT.heading).fontSize(13).fillColor(pdfColour('onDark'));
  writeAt(doc, AUTHOR, brand.x + brand.width - 122, brand.y + 8, { width: 122, lineBreak: false });
}

function drawSlide(doc: Pdf, slide: Slide, meta: DocumentMeta, number: number): void {
  doc.save();
  doc.rect(0, 0, PAGE_WIDTH, SLIDE_HEIGHT).fill(pdfColour('paper'));
  const rule = box(CONTENT_LAYOUT.rule);
  doc.rect(rule.x, rule.y, rule.width, rule.height).fill(pdfColour('gold'));
  const footerRule = box(CONTENT_LAYOUT.footerRule);
  doc.rect(footerRule.x, footerRule.y, footerRule.width, 0.75).fill(pdfColour('line'));
  doc.restore();

  const title = box(CONTENT_LAYOUT.title);
  doc.font(FONT.heading).fillColor(pdfColour('navy'));
  doc.fontSize(fitFontSize(doc, slide.title, title, CONTENT_LAYOUT.titleSize));
  const titleHeight = Math.min(measure(doc, slide.title, { width: title.width }), title.height);
  writeAt(doc, slide.title, title.x, title.y + title.height - titleHeight, { width: title.width, height: title.height, ellipsis: true });

  drawBullets(doc, slideLines(slide.content), box(CONTENT_LAYOUT.body));

  doc.font(FONT.regular).fontSize(CONTENT_LAYOUT.footerSize).fillColor(pdfColour('muted'));
  const left = box(CONTENT_LAYOUT.footerLeft);
  writeAt(doc, footerText(meta), left.x, left.y + 4, { width: left.width, lineBreak: false });
  const right = box(CONTENT_LAYOUT.footerRight);
  writeAt(doc, String(number), right.x, right.y + 4, { width: right.width, align: 'right', lineBreak: false });
}

const INDENT = [22, 48];

function drawBullets(doc: Pdf, lines: readonly SlideLine[], area: { x: number; y: number; width: number; height: number }): void {
  if (lines.length === 0) return;
  doc.font(FONT.regular);
  const heightAt = (size: number): number => {
    doc.fontSize(size);
    return lines.reduce((sum, line) => sum + measure(doc, lineText(line), { width: area.width - INDENT[line.level], lineGap: 2 }) + size * BULLET_GAP, 0);
  };
  let size: number = CONTENT_LAYOUT.bodySize.max;
  while (size > CONTENT_LAYOUT.bodySize.min && heightAt(size) > area.height) size -= 0.5;

  let y = area.y;
  for (const line of lines) {
    const textX = area.x + INDENT[line.level];
    const textWidth = area.width - INDENT[line.level];
    doc.fontSize(size);
    const lineHeight = measure(doc, lineText(line), { width: textWidth, lineGap: 2 });
    if (y + Math.min(lineHeight, size * 1.3) > area.y + area.height + 1) break;
    doc.save();
    const marker = size * (line.level === 0 ? 0.32 : 0.26);
    const markerY = y + size * 0.42;
    doc.rect(textX - 18, markerY, marker, marker).fill(pdfColour(line.level === 0 ? 'gold' : 'line'));
    doc.restore();
    const remaining = area.y + area.height - y;
    if (line.label) {
      doc.font(FONT.semibold).fillColor(pdfColour('navy'));
      writeAt(doc, `${line.label}: `, textX, y, { width: textWidth, continued: true, lineGap: 2 });
      doc.font(FONT.regular).fillColor(pdfColour('ink'));
      write(doc, line.text, { width: textWidth, height: remaining, ellipsis: true, lineGap: 2 });
    } else {
      doc.font(FONT.regular).fillColor(pdfColour(line.level === 0 ? 'ink' : 'muted'));
      writeAt(doc, line.text, textX, y, { width: textWidth, height: remaining, ellipsis: true, lineGap: 2 });
    }
    y += lineHeight + size * BULLET_GAP;
  }
  doc.font(FONT.regular).fillColor(pdfColour('ink'));
}

/** The presenter copy's notes panel, under the slide. */
function drawNotes(doc: Pdf, notes: string): void {
  const x = pt(0.75);
  const width = PAGE_WIDTH - 2 * x;
  const top = SLIDE_HEIGHT;
  doc.save();
  doc.rect(0, top, PAGE_WIDTH, NOTES_HEIGHT).fill(pdfColour('white'));
  doc.rect(0, top, PAGE_WIDTH, 1).fill(pdfColour('line'));
  doc.restore();
  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('goldText'));
  writeAt(doc, 'SPEAKER NOTES', x, top + 18, { width, characterSpacing: 0.8, lineBreak: false });
  const text = notes.trim() || 'No notes for this slide.';
  const area = { width, height: NOTES_HEIGHT - 60 };
  doc.font(FONT.regular).fillColor(pdfColour(notes.trim() ? 'ink' : 'muted'));
  doc.fontSize(fitFontSize(doc, text, area, { max: 13, min: 8 }));
  writeAt(doc, text, x, top + 40, { ...area, ellipsis: true, lineGap: 2 });
}
