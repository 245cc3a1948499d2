import { PRO_MAX_OPTION_SCORE, type ProAnswerFact, type ProGap, type ProReportFacts } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { FONT, bottomLimit, contentWidth, ensureSpace, measure, write, writeAt, type Pdf } from '../pdf/pdf-document';
import { yieldToEventLoop } from '../pdf/yield-to-event-loop';
import { drawTable } from './pro-report-table';
import { oneDecimal, percent, scoreColour, weightPercent } from './pro-report-format';

/** Each category's score as a bar, with its weight and what it costs. */
export function drawCategoryChart(doc: Pdf, facts: ProReportFacts): void {
  const { categories } = facts;
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 150;
  const valueWidth = 44;
  const costWidth = 52;
  const barX = x + labelWidth + 8;
  const barWidth = width - labelWidth - 8 - valueWidth - costWidth;
  const rowHeight = 22;
  const axisHeight = 14;
  ensureSpace(doc, axisHeight + rowHeight * categories.length + 10);
  const top = doc.y;

  doc.font(FONT.regular).fontSize(7).fillColor(pdfColour('muted'));
  for (let tick = 0; tick <= PRO_MAX_OPTION_SCORE; tick += 2) {
    const tickX = barX + (barWidth * tick) / PRO_MAX_OPTION_SCORE;
    writeAt(doc, String(tick), tickX - 10, top, { width: 20, align: 'center', lineBreak: false });
    doc.save();
    doc.moveTo(tickX, top + axisHeight - 3).lineTo(tickX, top + axisHeight + rowHeight * categories.length).lineWidth(0.5).dash(2, { space: 2 }).strokeColor(pdfColour('line')).stroke();
    doc.restore();
  }
  writeAt(doc, 'costs', x + width - costWidth, top, { width: costWidth, align: 'right', lineBreak: false });

  categories.forEach((category, index) => {
    const rowY = top + axisHeight + index * rowHeight;
    doc.font(FONT.bold).fontSize(9.5).fillColor(pdfColour('ink'));
    writeAt(doc, category.title, x, rowY + 1.5, { width: labelWidth, lineBreak: false, ellipsis: true });
    doc.font(FONT.regular).fontSize(7).fillColor(pdfColour('muted'));
    writeAt(doc, `Weight ${weightPercent(category.weight)}`, x, rowY + 12.5, { width: labelWidth, lineBreak: false });
    const barY = rowY + 3;
    doc.save();
    doc.rect(barX, barY, barWidth, 14).fill(pdfColour('panel'));
    const filled = (barWidth * Math.min(Math.max(category.score, 0), PRO_MAX_OPTION_SCORE)) / PRO_MAX_OPTION_SCORE;
    if (filled > 0) doc.rect(barX, barY, filled, 14).fill(pdfColour(scoreColour(category.score, PRO_MAX_OPTION_SCORE)));
    doc.restore();
    doc.font(FONT.bold).fontSize(9.5).fillColor(pdfColour('navy'));
    writeAt(doc, `${oneDecimal(category.score)}/10`, barX + barWidth, barY + 2.5, { width: valueWidth, align: 'right', lineBreak: false });
    doc.font(FONT.semibold).fontSize(9).fillColor(pdfColour(category.pointsLost > 0 ? 'danger' : 'success'));
    writeAt(doc, category.pointsLost > 0 ? `–${oneDecimal(category.pointsLost)}` : 'top mark', barX + barWidth + valueWidth, barY + 3, { width: costWidth, align: 'right', lineBreak: false });
  });
  doc.x = x;
  doc.y = top + axisHeight + rowHeight * categories.length + 14;
}

/** docs/product-rules.md, "ExitCheck Pro report": the gaps by weight × gap, with how a buyer prices each. */
export function drawGapRanking(doc: Pdf, gaps: readonly ProGap[]): void {
  if (gaps.length === 0) {
    doc.font(FONT.regular).fontSize(10).fillColor(pdfColour('ink'));
    write(doc, 'Every answer is at the top mark: there is no gap for a buyer to discount.', { width: contentWidth(doc) });
    doc.moveDown(1);
    return;
  }
  const ranked = gaps.map((gap, index) => ({ gap, rank: index + 1 }));
  drawTable(doc, [
    { title: '#', share: 0.04, value: (r) => String(r.rank), font: FONT.bold },
    { title: 'Category', share: 0.21, value: (r) => r.gap.title, font: FONT.bold },
    { title: 'Score', share: 0.09, value: (r) => `${oneDecimal(r.gap.score)}/10`, align: 'right' },
    { title: 'Weight', share: 0.085, value: (r) => weightPercent(r.gap.weight), align: 'right' },
    { title: 'Costs', share: 0.08, value: (r) => oneDecimal(r.gap.pointsLost), font: FONT.bold, colour: () => 'danger', align: 'right' },
    { title: 'Share', share: 0.075, value: (r) => percent(r.gap.shareOfGap), align: 'right' },
    { title: 'How a buyer prices it', share: 0.43, value: (r) => r.gap.buyerResponse },
  ], ranked, 8);
}

/** All the answers, by category, each with its score and, below the top mark, what the top mark looks like. */
export async function drawAnswerAppendix(doc: Pdf, facts: ProReportFacts): Promise<void> {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const chipWidth = 40;
  const textWidth = width - chipWidth - 10;
  for (const category of facts.categories) {
    const answers = facts.answers.filter((a) => a.categoryId === category.categoryId);
    ensureSpace(doc, 90);
    doc.font(FONT.bold).fontSize(10.5).fillColor(pdfColour('navy'));
    write(doc, `${category.title}  ·  ${oneDecimal(category.score)}/10  ·  weight ${weightPercent(category.weight)}`, { width });
    doc.moveDown(0.3);
    for (const answer of answers) drawAnswer(doc, answer, x, textWidth, chipWidth);
    doc.moveDown(0.5);
    await yieldToEventLoop();
  }
}

function drawAnswer(doc: Pdf, answer: ProAnswerFact, x: number, textWidth: number, chipWidth: number): void {
  const top = answer.score >= PRO_MAX_OPTION_SCORE;
  const target = top ? '' : `Top mark: ${answer.topAnswer}`;
  doc.font(FONT.semibold).fontSize(8.5);
  let height = measure(doc, answer.question, { width: textWidth });
  doc.font(FONT.regular).fontSize(8.5);
  height += measure(doc, answer.answer, { width: textWidth, lineGap: 0.5 }) + 2;
  doc.font(FONT.italic).fontSize(8);
  if (target) height += measure(doc, target, { width: textWidth, lineGap: 0.5 }) + 2;
  if (doc.y + height + 8 > bottomLimit(doc)) doc.addPage();

  const y = doc.y;
  doc.save();
  doc.moveTo(x, y - 3).lineTo(x + textWidth + chipWidth + 10, y - 3).lineWidth(0.4).strokeColor(pdfColour('line')).stroke();
  doc.roundedRect(x + textWidth + 10, y, chipWidth, 15, 7.5).fill(pdfColour(scoreColour(answer.score, PRO_MAX_OPTION_SCORE)));
  doc.restore();
  doc.font(FONT.bold).fontSize(8.5).fillColor(pdfColour('white'));
  writeAt(doc, `${answer.score}/10`, x + textWidth + 10, y + 3.5, { width: chipWidth, align: 'center', lineBreak: false });
  doc.font(FONT.semibold).fontSize(8.5).fillColor(pdfColour('ink'));
  writeAt(doc, answer.question, x, y, { width: textWidth });
  doc.font(FONT.regular).fontSize(8.5).fillColor(pdfColour('ink'));
  write(doc, answer.answer, { width: textWidth, lineGap: 0.5 });
  if (target) {
    doc.font(FONT.italic).fontSize(8).fillColor(pdfColour('muted'));
    write(doc, target, { width: textWidth, lineGap: 0.5 });
  }
  doc.x = x;
  doc.y = Math.max(doc.y, y + 16) + 7;
}
