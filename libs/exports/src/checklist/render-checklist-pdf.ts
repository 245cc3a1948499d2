import type { ChecklistContent, ChecklistItem } from '@bv/domain';
import { loadFontsInTurn } from '../pdf/load-fonts';
import { HOUSE_LOOK, lookFontNames, themeLook } from '../pdf/pdf-look';
import type { DocumentTheme } from '../theme/document-theme';
import { yieldToEventLoop } from '../pdf/yield-to-event-loop';
import { documentHeading, type DocumentMeta } from '../document-meta';
import {
  contentWidth,
  createPdf,
  drawCheckbox,
  drawHeaderBand,
  ensureSpace,
  finishPdf,
  lookOf,
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

/** `theme`: the founder's brand kit or the neutral theme (docs/product-rules.md, "Brand kit"). */
export async function renderChecklistPdf(list: ChecklistContent, meta: DocumentMeta, theme?: DocumentTheme): Promise<Buffer> {
  const summary = summariseChecklist(list);
  const look = theme ? themeLook(theme) : HOUSE_LOOK;
  const doc = createPdf({ meta, subject: `Checklist: ${summaryLines(summary).overall}`, look });
  await loadFontsInTurn(doc, lookFontNames(look));
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
  const { fonts, colours } = lookOf(doc);
  doc.save();
  doc.roundedRect(x, y, width, height, 6).fill(colours.panel);
  doc.restore();
  doc.font(fonts.bold).fontSize(10).fillColor(colours.accentText);
  writeAt(doc, 'Readiness summary', x + 14, y + 12, { width: width - 28 });
  doc.font(fonts.bold).fontSize(13).fillColor(colours.heading);
  writeAt(doc, lines.overall, x + 14, y + 27, { width: width - 28 });
  doc.font(fonts.regular).fontSize(10).fillColor(colours.ink);
  writeAt(doc, lines.required, x + 14, y + 45, { width: width - 28 });
  const barY = y + height - 12;
  const barWidth = width - 28;
  doc.save();
  doc.roundedRect(x + 14, barY, barWidth, 5, 2.5).fill(colours.line);
  if (summary.done > 0) doc.roundedRect(x + 14, barY, Math.max(5, (barWidth * summary.done) / summary.total), 5, 2.5).fill(colours.accent);
  doc.restore();
  doc.x = x;
  doc.y = y + height + 20;
}

function drawItem(doc: Pdf, item: ChecklistItem): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const textWidth = width - ITEM_INDENT - MARKER_WIDTH;
  const { fonts, colours } = lookOf(doc);
  doc.font(fonts.bold).fontSize(11);
  const nameHeight = measure(doc, item.name, { width: textWidth });
  doc.font(fonts.regular).fontSize(9.5);
  const descriptionHeight = item.description.trim() ? measure(doc, item.description, { width: width - ITEM_INDENT }) + 2 : 0;
  ensureSpace(doc, nameHeight + descriptionHeight + 10);

  const y = doc.y;
  drawCheckbox(doc, x, y + 0.5, BOX, Boolean(item.done));
  doc.font(fonts.bold).fontSize(8).fillColor(item.required ? colours.accentText : colours.muted);
  writeAt(doc, item.required ? 'Required' : 'Optional', x + width - MARKER_WIDTH, y + 2, { width: MARKER_WIDTH, align: 'right', lineBreak: false });
  doc.font(fonts.bold).fontSize(11).fillColor(colours.ink);
  writeAt(doc, item.name, x + ITEM_INDENT, y, { width: textWidth });
  if (item.description.trim()) {
    doc.moveDown(0.15);
    doc.font(fonts.regular).fontSize(9.5).fillColor(colours.muted);
    write(doc, item.description, { width: width - ITEM_INDENT, lineGap: 1 });
  }
  doc.x = x;
  doc.moveDown(0.7);
}
