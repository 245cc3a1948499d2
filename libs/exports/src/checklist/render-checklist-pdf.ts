import { PRIORITY_LABEL, type ChecklistContent, type ChecklistItem, type ChecklistStart } from '@bv/domain';
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
import { startHereDone, startHereOf, summariseChecklist, summaryLines, type ChecklistSummary } from './checklist-summary';

const BOX = 11;
const ITEM_INDENT = 22;
const MARKER_WIDTH = 96;

/** `theme`: the founder's brand kit or the neutral theme (docs/product-rules.md, "Brand kit"). */
export async function renderChecklistPdf(list: ChecklistContent, meta: DocumentMeta, theme?: DocumentTheme): Promise<Buffer> {
  const summary = summariseChecklist(list);
  const look = theme ? themeLook(theme) : HOUSE_LOOK;
  const doc = createPdf({ meta, subject: `Checklist: ${summaryLines(summary).overall}`, look });
  await loadFontsInTurn(doc, lookFontNames(look));
  drawHeaderBand(doc, documentHeading(meta));
  drawSummary(doc, summary);
  const start = startHereOf(list);
  if (start.length > 0) drawStartHere(doc, start, exitTrack(list), startHereDone(list));

  for (const category of list.categories) {
    const counts = summariseChecklist(category);
    sectionHeading(doc, `${category.category}  (${counts.done}/${counts.total})`, 14);
    drawColumnHeads(doc);
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

/** A sale's checklist asks for items before the LOI; a round's before the term sheet. */
export const exitTrack = (list: ChecklistContent) => list.categories.some((category) => category.items.some((item) => item.priority === 'before_loi'));

/** "Start here": the first week's documents, numbered, each with why it comes first (docs/product-rules.md). */
function drawStartHere(doc: Pdf, entries: readonly ChecklistStart[], exit: boolean, done: number): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const { fonts, colours } = lookOf(doc);
  const inner = width - 28;
  const numberWidth = 20;
  const rows = entries.map((entry) => {
    doc.font(fonts.bold).fontSize(10.5);
    const name = measure(doc, entry.name, { width: inner - numberWidth });
    doc.font(fonts.regular).fontSize(9);
    return name + measure(doc, `${entry.category}. ${entry.why}`, { width: inner - numberWidth }) + 7;
  });
  const intro = `The ${entries.length} documents ${exit ? 'a buyer' : 'a lead investor'} asks for in the first week. Have them in the data room before the first meeting; they are marked Week 1 below.`;
  doc.font(fonts.regular).fontSize(9.5);
  const introHeight = measure(doc, intro, { width: inner });
  const height = 14 + 18 + introHeight + 8 + rows.reduce((sum, row) => sum + row, 0) + 8;
  ensureSpace(doc, height);
  const y = doc.y;
  doc.save();
  doc.roundedRect(x, y, width, height, 6).lineWidth(1.2).fillAndStroke('#ffffff', colours.accent);
  doc.restore();
  doc.font(fonts.bold).fontSize(13).fillColor(colours.heading);
  writeAt(doc, 'Start here: the first week', x + 14, y + 12, { width: inner - 110 });
  doc.font(fonts.bold).fontSize(9.5).fillColor(done === entries.length ? colours.accentText : colours.muted);
  writeAt(doc, `${done} of ${entries.length} done`, x + width - 14 - 110, y + 14, { width: 110, align: 'right', lineBreak: false });
  doc.font(fonts.regular).fontSize(9.5).fillColor(colours.ink);
  writeAt(doc, intro, x + 14, y + 32, { width: inner });
  let rowY = y + 32 + introHeight + 8;
  entries.forEach((entry, index) => {
    doc.font(fonts.bold).fontSize(10.5).fillColor(colours.accentText);
    writeAt(doc, `${index + 1}.`, x + 14, rowY, { width: numberWidth, lineBreak: false });
    doc.fillColor(colours.ink);
    writeAt(doc, entry.name, x + 14 + numberWidth, rowY, { width: inner - numberWidth });
    doc.font(fonts.regular).fontSize(9).fillColor(colours.muted);
    write(doc, `${entry.category}. ${entry.why}`, { width: inner - numberWidth });
    rowY += rows[index];
  });
  doc.x = x;
  doc.y = y + height + 8;
  doc.font(fonts.bold).fontSize(8.5).fillColor(colours.ink);
  write(doc, 'When: ', { width, continued: true });
  doc.font(fonts.regular).fillColor(colours.muted);
  write(doc, `Week 1, before the first meeting; ${exit ? 'Before LOI, before a buyer makes an offer' : 'Before term sheet, before an investor prices the round'}; Before completion, confirmatory due diligence.`, { width });
  doc.x = x;
  doc.moveDown(1.2);
}

function drawColumnHeads(doc: Pdf): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const { fonts, colours } = lookOf(doc);
  const y = doc.y;
  doc.font(fonts.bold).fontSize(7.5).fillColor(colours.muted);
  writeAt(doc, 'DONE', x - 2, y, { width: ITEM_INDENT + 6, lineBreak: false, characterSpacing: 0.4 });
  writeAt(doc, 'DOCUMENT', x + ITEM_INDENT + 6, y, { width: 120, lineBreak: false, characterSpacing: 0.4 });
  writeAt(doc, 'WHEN  |  NEED', x + width - MARKER_WIDTH, y, { width: MARKER_WIDTH, align: 'right', lineBreak: false, characterSpacing: 0.4 });
  doc.save();
  doc.moveTo(x, y + 11).lineTo(x + width, y + 11).lineWidth(0.5).strokeColor(colours.line).stroke();
  doc.restore();
  doc.x = x;
  doc.y = y + 17;
}

function drawItem(doc: Pdf, item: ChecklistItem): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const textWidth = width - ITEM_INDENT - MARKER_WIDTH;
  const { fonts, colours } = lookOf(doc);
  doc.font(fonts.bold).fontSize(11);
  const nameHeight = measure(doc, item.name, { width: textWidth });
  doc.font(fonts.regular).fontSize(9.5);
  const descriptionHeight = item.description.trim() ? measure(doc, item.description, { width: textWidth }) + 2 : 0;
  ensureSpace(doc, Math.max(nameHeight + descriptionHeight, 24) + 10);

  const y = doc.y;
  drawCheckbox(doc, x, y + 0.5, BOX, Boolean(item.done));
  const when = item.priority ? PRIORITY_LABEL[item.priority] : '';
  if (when) {
    doc.font(fonts.bold).fontSize(8.5).fillColor(item.priority === 'week_1' ? colours.accentText : colours.ink);
    writeAt(doc, when, x + width - MARKER_WIDTH, y + 1, { width: MARKER_WIDTH, align: 'right', lineBreak: false });
  }
  doc.font(item.required ? fonts.bold : fonts.regular).fontSize(8).fillColor(item.required ? colours.accentText : colours.muted);
  writeAt(doc, item.required ? 'Required' : 'Optional', x + width - MARKER_WIDTH, y + (when ? 13 : 2), { width: MARKER_WIDTH, align: 'right', lineBreak: false });
  doc.font(fonts.bold).fontSize(11).fillColor(colours.ink);
  writeAt(doc, item.name, x + ITEM_INDENT, y, { width: textWidth });
  if (item.description.trim()) {
    doc.moveDown(0.15);
    doc.font(fonts.regular).fontSize(9.5).fillColor(colours.muted);
    write(doc, item.description, { width: textWidth, lineGap: 1 });
  }
  if (doc.y < y + 24) doc.y = y + 24;
  doc.x = x;
  doc.moveDown(0.7);
}
