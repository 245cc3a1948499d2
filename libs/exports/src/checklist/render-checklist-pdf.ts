import type { ChecklistContent, ChecklistItem } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { loadFontsInTurn } from '../pdf/load-fonts';
import { yieldToEventLoop } from '../pdf/yield-to-event-loop';
import { documentHeading, type DocumentMeta } from '../document-meta';
import {
  FONT,
  contentWidth,
  createPdf,
  drawCheckbox,
  drawHeaderBand,
  ensureSpace,
  finishPdf,
  measure,
  pageFooterRight,
  sectionHeading,
  write,
  writeAt,
  type Pdf,
} from '../pdf/pdf-document';
import { summariseChecklist, summaryLines, type ChecklistSummary } from './checklist-summary';

const BOX = 11;
const ITEM_INDENT = 22;
const MARKER_WIDTH = 62;

export async function renderChecklistPdf(list: ChecklistContent, meta: DocumentMeta): Promise<Buffer> {
  const summary = summariseChecklist(list);
  const doc = createPdf({ meta, subject: `Checklist: ${summaryLines(summary).overall}` });
  await loadFontsInTurn(doc, Object.values(FONT));
  drawHeaderBand(doc, documentHeading(meta));
  drawSummary(doc, summary);

  for (const category of list.categories) {
    const counts = summariseChecklist(category);
    sectionHeading(doc, `${category.category}  (${counts.done}/${counts.total})`, 14);
    for (const item of category.items) drawItem(doc, item);
    doc.moveDown(0.6);
    await yieldToEventLoop();
  }
  const heading = documentHeading(meta);
  return finishPdf(doc, { left: `${heading.kicker}  |  ${heading.title}`, right: pageFooterRight });
}

function drawSummary(doc: Pdf, summary: ChecklistSummary): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y;
  const height = 74;
  const lines = summaryLines(summary);
  doc.save();
  doc.roundedRect(x, y, width, height, 6).fill(pdfColour('panel'));
  doc.restore();
  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('goldText'));
  writeAt(doc, 'Readiness summary', x + 14, y + 12, { width: width - 28 });
  doc.font(FONT.bold).fontSize(13).fillColor(pdfColour('navy'));
  writeAt(doc, lines.overall, x + 14, y + 27, { width: width - 28 });
  doc.font(FONT.regular).fontSize(10).fillColor(pdfColour('ink'));
  writeAt(doc, lines.required, x + 14, y + 45, { width: width - 28 });
  const barY = y + height - 12;
  const barWidth = width - 28;
  doc.save();
  doc.roundedRect(x + 14, barY, barWidth, 5, 2.5).fill(pdfColour('line'));
  if (summary.done > 0) doc.roundedRect(x + 14, barY, Math.max(5, (barWidth * summary.done) / summary.total), 5, 2.5).fill(pdfColour('gold'));
  doc.restore();
  doc.x = x;
  doc.y = y + height + 20;
}

function drawItem(doc: Pdf, item: ChecklistItem): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const textWidth = width - ITEM_INDENT - MARKER_WIDTH;
  doc.font(FONT.bold).fontSize(11);
  const nameHeight = measure(doc, item.name, { width: textWidth });
  doc.font(FONT.regular).fontSize(9.5);
  const descriptionHeight = item.description.trim() ? measure(doc, item.description, { width: width - ITEM_INDENT }) + 2 : 0;
  ensureSpace(doc, nameHeight + descriptionHeight + 10);

  const y = doc.y;
  drawCheckbox(doc, x, y + 0.5, BOX, Boolean(item.done));
  doc.font(FONT.bold).fontSize(8).fillColor(pdfColour(item.required ? 'goldText' : 'muted'));
  writeAt(doc, item.required ? 'Required' : 'Optional', x + width - MARKER_WIDTH, y + 2, { width: MARKER_WIDTH, align: 'right', lineBreak: false });
  doc.font(FONT.bold).fontSize(11).fillColor(pdfColour('ink'));
  writeAt(doc, item.name, x + ITEM_INDENT, y, { width: textWidth });
  if (item.description.trim()) {
    doc.moveDown(0.15);
    doc.font(FONT.regular).fontSize(9.5).fillColor(pdfColour('muted'));
    write(doc, item.description, { width: width - ITEM_INDENT, lineGap: 1 });
  }
  doc.x = x;
  doc.moveDown(0.7);
}
