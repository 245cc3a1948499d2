import { faqForInvestors, splitFounderPrompt, type FaqContent } from '@bv/domain';
import { loadFontsInTurn } from '../pdf/load-fonts';
import { HOUSE_LOOK, lookFontNames, themeLook, type PdfLook } from '../pdf/pdf-look';
import type { DocumentTheme } from '../theme/document-theme';
import { yieldToEventLoop } from '../pdf/yield-to-event-loop';
import { documentHeading, type DocumentMeta } from '../document-meta';
import { groupInOrder } from '../group-by';
import { bottomLimit, contentWidth, createPdf, drawHeaderBand, ensureSpace, finishPdf, measure, pageFooterRight, write, writeAt, type Pdf } from '../pdf/pdf-document';
import { answerParts, questionCount, sectionNumber } from './faq-answer-parts';
import { FOUNDER_COPY_NOTE, type FaqCopy } from './faq-copy-text';

type FaqEntry = FaqContent['faqs'][number];

// Type sizes and the gaps between blocks (points): a question, its lead answer, the detail under it.
const SIZE = { question: 12, lead: 10.5, detail: 10, contents: 10 };
const GAP = { afterQuestion: 4, afterLead: 5, betweenQuestions: 16, beforeSection: 14 };
// The accent rule under a section's name: its distance from the name, and from the first question.
const RULE = { above: 3, below: 12 };
// The supporting detail sits in from the margin, behind a thin rule.
const DETAIL_INDENT = 12;
// A row of the contents list on page 1.
const CONTENTS_ROW = 17;

/** A contents list earns its place once there are several sections to find your way between (a short FAQ is read straight through). */
export const wantsContents = (sections: number, questions: number): boolean => sections >= 3 && questions >= 8;

/**
 * The investor's copy (the default) has no "[Add: …]" prompts and no unanswered question; the
 * founder's copy shows each prompt in gold under its answer (docs/product-rules.md, "PitchPrep outputs").
 * Laid out to be scanned (docs/product-rules.md, "FAQ files are laid out to be scanned"): a contents list of the categories (with their pages) on page 1, numbered
 * category sections, each question in bold with its first sentence as the short answer and the rest
 * as supporting detail set in under it.
 */
export async function renderFaqPdf(content: FaqContent, meta: DocumentMeta, copy: FaqCopy = 'investor', theme?: DocumentTheme): Promise<Buffer> {
  const faq = copy === 'investor' ? faqForInvestors(content) : content;
  // The founder's FAQ wears their brand kit, or the neutral theme (docs/product-rules.md, "Brand kit").
  const look = theme ? themeLook(theme) : HOUSE_LOOK;
  const doc = createPdf({ meta, subject: `${faq.faqs.length} questions with suggested answers`, look });
  await loadFontsInTurn(doc, lookFontNames(look));
  const heading = documentHeading(meta);
  drawHeaderBand(doc, { ...heading, lines: copy === 'investor' ? heading.lines : [...heading.lines, FOUNDER_COPY_NOTE] });

  const sections = groupInOrder(faq.faqs, (entry) => entry.category);
  const contents = wantsContents(sections.length, faq.faqs.length) ? reserveContents(doc, look, sections.length) : null;
  const pages: number[] = [];
  for (const [index, { key, items }] of sections.entries()) {
    // Kept with as much of its first question as that question will ask for, so the two never part.
    drawSectionHeading(doc, look, sectionNumber(index), key, entryHeight(doc, look, items[0]));
    pages.push(currentPage(doc));
    for (const entry of items) drawEntry(doc, look, entry);
    await yieldToEventLoop();
  }
  if (contents) drawContents(doc, look, contents, sections.map(({ key, items }, index) => ({ number: sectionNumber(index), title: key, count: items.length, page: pages[index] })));
  return finishPdf(doc, { left: `${heading.kicker}  |  ${heading.title}`, right: pageFooterRight });
}

const currentPage = (doc: Pdf): number => doc.bufferedPageRange().start + doc.bufferedPageRange().count;

/** Leaves room on page 1 for the contents list, drawn once the sections' pages are known. */
function reserveContents(doc: Pdf, look: PdfLook, rows: number): { y: number; height: number } {
  const y = doc.y;
  const height = 34 + rows * CONTENTS_ROW + 8;
  doc.y = y + height + 18;
  return { y, height };
}

function drawContents(doc: Pdf, { fonts, colours }: PdfLook, box: { y: number; height: number }, rows: { number: string; title: string; count: number; page: number }[]): void {
  const range = doc.bufferedPageRange();
  doc.switchToPage(range.start);
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.save();
  doc.roundedRect(x, box.y, width, box.height, 6).fill(colours.panel);
  doc.restore();
  doc.font(fonts.bold).fontSize(8).fillColor(colours.accentText);
  writeAt(doc, 'IN THIS FAQ', x + 16, box.y + 14, { width: width - 32, characterSpacing: 1, lineBreak: false });
  rows.forEach((row, index) => {
    const y = box.y + 34 + index * CONTENTS_ROW;
    doc.font(fonts.bold).fontSize(SIZE.contents).fillColor(colours.accentText);
    writeAt(doc, row.number, x + 16, y, { width: 24, lineBreak: false });
    doc.font(fonts.bold).fillColor(colours.heading);
    writeAt(doc, row.title, x + 44, y, { width: width - 200, lineBreak: false, ellipsis: true });
    doc.font(fonts.regular).fillColor(colours.muted);
    writeAt(doc, `${questionCount(row.count)}  ·  page ${row.page}`, x + width - 166, y, { width: 150, align: 'right', lineBreak: false });
  });
  doc.switchToPage(range.start + range.count - 1);
}

/** "01" in the accent over the category's name, ruled off; kept with its first question. */
function drawSectionHeading(doc: Pdf, { fonts, colours }: PdfLook, number: string, title: string, keepWith: number): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(fonts.heading).fontSize(16);
  const titleHeight = measure(doc, title, { width: width - 34 });
  ensureSpace(doc, GAP.beforeSection + titleHeight + RULE.above + RULE.below + keepWith);
  if (doc.y > doc.page.margins.top + 1) doc.y += GAP.beforeSection;
  const y = doc.y;
  doc.font(fonts.bold).fontSize(11).fillColor(colours.accentText);
  writeAt(doc, number, x, y + 4, { width: 30, lineBreak: false });
  doc.font(fonts.heading).fontSize(16).fillColor(colours.heading);
  writeAt(doc, title, x + 34, y, { width: width - 34 });
  const ruleY = doc.y + RULE.above;
  doc.save();
  doc.moveTo(x, ruleY).lineTo(x + width, ruleY).lineWidth(1.2).strokeColor(colours.accent).stroke();
  doc.restore();
  doc.x = x;
  doc.y = ruleY + RULE.below;
}

/** How much of an entry must fit before it is drawn: the question, its lead and a short detail (or the start of a long one). */
function entryHeight(doc: Pdf, { fonts }: PdfLook, entry: FaqEntry): number {
  const width = contentWidth(doc);
  const { answer, prompt } = splitFounderPrompt(entry.suggestedAnswer);
  const { lead, detail } = answerParts(answer);
  doc.font(fonts.bold).fontSize(SIZE.question);
  const question = measure(doc, entry.question, { width }) + GAP.afterQuestion;
  doc.font(fonts.regular).fontSize(SIZE.lead);
  const leadHeight = measure(doc, lead || prompt || '', { width, lineGap: 2 });
  doc.font(fonts.regular).fontSize(SIZE.detail);
  const detailHeight = detail ? measure(doc, detail, { width: width - DETAIL_INDENT, lineGap: 2 }) + GAP.afterLead : 0;
  // A detail short enough moves with its question; a long one may start on the next page.
  const kept = detailHeight <= 160 ? detailHeight : 40;
  return question + leadHeight + kept;
}

function drawEntry(doc: Pdf, look: PdfLook, entry: FaqEntry): void {
  const { fonts, colours } = look;
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const { answer, prompt } = splitFounderPrompt(entry.suggestedAnswer);
  const { lead, detail } = answerParts(answer);
  ensureSpace(doc, entryHeight(doc, look, entry));
  doc.font(fonts.bold).fontSize(SIZE.question).fillColor(colours.heading);
  write(doc, entry.question, { width });
  doc.y += GAP.afterQuestion;
  if (lead) {
    doc.font(fonts.regular).fontSize(SIZE.lead).fillColor(colours.ink);
    write(doc, lead, { width, lineGap: 2 });
  }
  if (detail) {
    doc.y += GAP.afterLead;
    const top = doc.y;
    const page = currentPage(doc);
    doc.font(fonts.regular).fontSize(SIZE.detail).fillColor(colours.muted);
    writeAt(doc, detail, x + DETAIL_INDENT, doc.y, { width: width - DETAIL_INDENT, lineGap: 2 });
    // The rule beside the detail, when it stayed on one page.
    if (currentPage(doc) === page) {
      doc.save();
      doc.moveTo(x + 1.5, top + 1).lineTo(x + 1.5, Math.min(doc.y - 2, bottomLimit(doc))).lineWidth(2).strokeColor(colours.line).stroke();
      doc.restore();
    }
    doc.x = x;
  }
  if (prompt) {
    if (answer) doc.y += GAP.afterLead;
    doc.font(fonts.bold).fontSize(9.5).fillColor(colours.accentText);
    write(doc, 'To add: ', { width, continued: true });
    doc.font(fonts.italic).fillColor(colours.accentText);
    write(doc, prompt, { lineGap: 1 });
  }
  doc.x = x;
  doc.y += GAP.betweenQuestions;
}
