import { PRO_ALL_TOP_RECOMMENDATIONS, PRO_MAX_TOTAL, PRO_STRENGTH_MIN, type ProGap, type ProReportFacts } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { formatDocumentDate, type DocumentMeta } from '../document-meta';
import { drawLogoMark } from '../pdf/logo-mark';
import { FONT, contentWidth, measure, write, writeAt, type Pdf } from '../pdf/pdf-document';
import { GAP_COLOURS, LEVEL_SUMMARY, oneDecimal, percent, scoreColour } from './pro-report-format';

export type ProReportUserInfo = { name: string; company: string; industry?: string; revenue?: string };
export type ProActionPlanItem = { action: string; owner: string; timeframe: string; questionIds?: string[] };

export const PRO_REPORT_TITLE = 'ExitCheck Pro exit-readiness report';

type Summary = { meta: DocumentMeta; facts: ProReportFacts; userInfo: ProReportUserInfo; firstSteps: readonly ProActionPlanItem[] };

/**
 * Page 1, an executive summary as an adviser would open with (docs/product-rules.md, "ExitCheck
 * Pro report"): the score and level, where the missing points go, the three costliest gaps, what
 * to do first and the strongest areas.
 */
export function drawExecutiveSummary(doc: Pdf, summary: Summary): void {
  drawBand(doc, summary);
  drawScorePanel(doc, summary.facts);
  const costliest = summary.facts.gaps.slice(0, 3);
  kicker(doc, costliest.length > 0 ? 'The three gaps that cost the most' : 'Gaps');
  if (costliest.length === 0) {
    paragraph(doc, `No gaps: every one of your ${summary.facts.answers.length} answers is at the top mark. A buyer’s due diligence should confirm what you told us; the work now is keeping the evidence ready.`);
  } else {
    costliest.forEach((gap, index) => drawGapRow(doc, gap, index));
  }
  doc.moveDown(0.6);
  if (summary.firstSteps.length > 0) {
    kicker(doc, 'What to do first');
    summary.firstSteps.forEach((step, index) => drawStep(doc, step, index));
    doc.moveDown(0.4);
  } else {
    kicker(doc, 'What to do next');
    PRO_ALL_TOP_RECOMMENDATIONS.forEach((text, index) => drawStep(doc, { action: text, owner: 'Founder', timeframe: 'Every year' }, index));
    doc.moveDown(0.4);
    drawEvidence(doc, summary.facts);
  }
  drawStrongest(doc, summary.facts);
}

function drawBand(doc: Pdf, { meta, userInfo }: Summary): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(FONT.regular).fontSize(9.5);
  const details = [`Prepared for ${userInfo.name}`, userInfo.industry, userInfo.revenue && `Revenue ${userInfo.revenue}`, formatDocumentDate(meta.generatedAt)].filter(Boolean).join('  ·  ');
  const detailsHeight = measure(doc, details, { width });
  const height = 128 + detailsHeight;
  doc.save();
  doc.rect(0, 0, doc.page.width, height).fill(pdfColour('navy'));
  doc.rect(0, height, doc.page.width, 4).fill(pdfColour('gold'));
  doc.restore();
  drawLogoMark(doc, x, 30, 24);
  doc.font(FONT.bold).fontSize(8.5).fillColor(pdfColour('gold'));
  writeAt(doc, 'BLUEPRINT VAULT  ·  EXITCHECK PRO', x + 34, 38, { width: width - 34, characterSpacing: 1, lineBreak: false });
  doc.font(FONT.heading).fontSize(24).fillColor(pdfColour('white'));
  writeAt(doc, 'Exit-readiness report', x, 66, { width, lineBreak: false });
  doc.font(FONT.bold).fontSize(14).fillColor(pdfColour('white'));
  writeAt(doc, userInfo.company || userInfo.name, x, 98, { width, lineBreak: false, ellipsis: true });
  doc.font(FONT.regular).fontSize(9.5).fillColor(pdfColour('onDarkMuted'));
  writeAt(doc, details, x, 120, { width });
  doc.x = x;
  doc.y = height + 22;
}

function drawScorePanel(doc: Pdf, facts: ProReportFacts): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  const left = 150;
  const textX = x + left + 10;
  const textWidth = width - left - 26;
  const topMarks = facts.answers.filter((a) => a.score >= 10).length;
  const missing = PRO_MAX_TOTAL - facts.total;
  const costliest = facts.gaps.slice(0, 3).reduce((sum, g) => sum + g.pointsLost, 0);
  const lines = [
    LEVEL_SUMMARY[facts.level],
    missing > 0
      ? `${topMarks} of your ${facts.answers.length} answers are at the top mark. The ${missing} points below 100 are what a buyer would negotiate over; the three gaps below account for ${oneDecimal(costliest)} of them.`
      : `All ${facts.answers.length} answers are at the top mark.`,
  ];
  doc.font(FONT.regular).fontSize(10);
  const textHeight = lines.reduce((sum, line) => sum + measure(doc, line, { width: textWidth, lineGap: 1.5 }) + 4, 0);
  const height = Math.max(104, textHeight + 28) + 58;

  doc.save();
  doc.roundedRect(x, top, width, height, 8).fill(pdfColour('panel'));
  doc.restore();
  doc.font(FONT.bold).fontSize(8.5).fillColor(pdfColour('goldText'));
  writeAt(doc, 'OVERALL SCORE', x + 16, top + 14, { width: left, characterSpacing: 0.8, lineBreak: false });
  doc.font(FONT.bold).fontSize(46).fillColor(pdfColour('navy'));
  writeAt(doc, String(facts.total), x + 16, top + 28, { lineBreak: false });
  const totalWidth = doc.widthOfString(String(facts.total));
  doc.fontSize(18).fillColor(pdfColour('muted'));
  writeAt(doc, `/${PRO_MAX_TOTAL}`, x + 18 + totalWidth, top + 28 + (46 - 18) * 0.72, { lineBreak: false });
  const colour = scoreColour(facts.total, PRO_MAX_TOTAL);
  doc.font(FONT.bold).fontSize(11);
  const badgeWidth = doc.widthOfString(facts.level) + 22;
  doc.save();
  doc.roundedRect(x + 16, top + 86, badgeWidth, 22, 11).fill(pdfColour(colour));
  doc.restore();
  doc.fillColor(pdfColour('white'));
  writeAt(doc, facts.level, x + 27, top + 91.5, { lineBreak: false });

  let y = top + 16;
  lines.forEach((line, index) => {
    doc.font(index === 0 ? FONT.semibold : FONT.regular).fontSize(10).fillColor(pdfColour('ink'));
    writeAt(doc, line, textX, y, { width: textWidth, lineGap: 1.5 });
    y = doc.y + 4;
  });
  drawValueBar(doc, facts, x + 16, top + height - 46, width - 32);
  doc.x = x;
  doc.y = top + height + 20;
}

/** Where the 100 points go: the score, then each gap by what it costs, the costliest three named. */
function drawValueBar(doc: Pdf, facts: ProReportFacts, x: number, y: number, width: number): void {
  const unit = width / PRO_MAX_TOTAL;
  doc.save();
  doc.rect(x, y, width, 10).fill(pdfColour('line'));
  doc.rect(x, y, facts.total * unit, 10).fill(pdfColour('navy'));
  let cursor = x + facts.total * unit;
  facts.gaps.forEach((gap, index) => {
    const segment = gap.pointsLost * unit;
    doc.rect(cursor, y, segment, 10).fill(pdfColour(GAP_COLOURS[index] ?? 'lineStrong'));
    // A white hairline keeps neighbouring gaps apart.
    doc.rect(cursor + segment - 0.6, y, 0.6, 10).fill(pdfColour('white'));
    cursor += segment;
  });
  doc.restore();

  const legend: { colour: Parameters<typeof pdfColour>[0]; label: string }[] = [
    { colour: 'navy', label: `Your score ${facts.total}` },
    ...facts.gaps.slice(0, 3).map((gap, index) => ({ colour: GAP_COLOURS[index], label: `${index + 1}. ${gap.title} –${oneDecimal(gap.pointsLost)}` })),
    ...(facts.gaps.length > 3 ? [{ colour: 'lineStrong' as const, label: `Other gaps –${oneDecimal(facts.gaps.slice(3).reduce((s, g) => s + g.pointsLost, 0))}` }] : []),
  ];
  let legendX = x;
  let legendY = y + 17;
  doc.font(FONT.regular).fontSize(7.5);
  for (const item of legend) {
    const itemWidth = doc.widthOfString(item.label) + 20;
    if (legendX + itemWidth > x + width) {
      legendX = x;
      legendY += 12;
    }
    doc.save();
    doc.rect(legendX, legendY + 1, 7, 7).fill(pdfColour(item.colour));
    doc.restore();
    doc.fillColor(pdfColour('muted'));
    writeAt(doc, item.label, legendX + 10, legendY, { lineBreak: false });
    legendX += itemWidth;
  }
}

function kicker(doc: Pdf, text: string): void {
  const x = doc.page.margins.left;
  doc.font(FONT.heading).fontSize(14).fillColor(pdfColour('navy'));
  write(doc, text, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc.save();
  doc.moveTo(x, y).lineTo(x + contentWidth(doc), y).lineWidth(1).strokeColor(pdfColour('gold')).stroke();
  doc.restore();
  doc.x = x;
  doc.y = y + 8;
}

function paragraph(doc: Pdf, text: string): void {
  doc.font(FONT.regular).fontSize(10).fillColor(pdfColour('ink'));
  write(doc, text, { width: contentWidth(doc), lineGap: 1.5 });
}

function drawGapRow(doc: Pdf, gap: ProGap, index: number): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const textX = x + 26;
  const textWidth = width - 26;
  const y = doc.y;
  doc.save();
  doc.circle(x + 9, y + 7, 9).fill(pdfColour(GAP_COLOURS[index]));
  doc.restore();
  doc.font(FONT.bold).fontSize(9.5).fillColor(pdfColour('white'));
  writeAt(doc, String(index + 1), x, y + 2.5, { width: 18, align: 'center', lineBreak: false });

  const cost = `costs ${oneDecimal(gap.pointsLost)} points · ${percent(gap.shareOfGap)} of the gap`;
  doc.font(FONT.semibold).fontSize(9);
  const costWidth = doc.widthOfString(cost) + 4;
  doc.fillColor(pdfColour('danger'));
  writeAt(doc, cost, x + width - costWidth, y + 2, { width: costWidth, align: 'right', lineBreak: false });
  doc.font(FONT.bold).fontSize(11).fillColor(pdfColour('navy'));
  writeAt(doc, `${gap.title}  ${oneDecimal(gap.score)}/10`, textX, y, { width: textWidth - costWidth - 8, lineBreak: false, ellipsis: true });

  doc.font(FONT.regular).fontSize(9).fillColor(pdfColour('ink'));
  writeAt(doc, gap.buyerResponse, textX, y + 17, { width: textWidth, lineGap: 1 });
  const weakest = gap.belowTop[0];
  if (weakest) {
    doc.moveDown(0.15);
    doc.font(FONT.italic).fontSize(8.5).fillColor(pdfColour('muted'));
    write(doc, `Weakest answer: “${weakest.question}” – “${weakest.answer}” (${weakest.score}/10)`, { width: textWidth, lineGap: 1 });
  }
  doc.x = x;
  doc.y += 9;
}

function drawStep(doc: Pdf, step: ProActionPlanItem, index: number): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y;
  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('goldText'));
  writeAt(doc, `${index + 1}.`, x, y, { width: 18, lineBreak: false });
  doc.font(FONT.semibold).fontSize(9.5).fillColor(pdfColour('ink'));
  writeAt(doc, step.action, x + 18, y, { width: width - 18, lineGap: 1 });
  doc.font(FONT.regular).fontSize(8.5).fillColor(pdfColour('muted'));
  write(doc, `${step.owner}  ·  ${step.timeframe}`, { width: width - 18 });
  doc.x = x;
  doc.y += 6;
}

function drawStrongest(doc: Pdf, facts: ProReportFacts): void {
  const { kind, categories } = facts.highlights;
  if (categories.length === 0) return;
  const heading = kind === 'strengths' ? 'Strengths' : 'Relatively strongest';
  const allTop = facts.categories.every((c) => c.pointsLost === 0);
  const list = allTop ? `all ${facts.categories.length} categories at 10/10` : categories.map((c) => `${c.title} ${oneDecimal(c.score)}/10`).join('  ·  ');
  const x = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(9.5).fillColor(pdfColour(kind === 'strengths' ? 'success' : 'muted'));
  write(doc, `${heading}: `, { width: contentWidth(doc), continued: true });
  doc.font(FONT.regular).fillColor(pdfColour('ink'));
  write(doc, list);
  if (kind === 'relatively_strongest') {
    doc.font(FONT.italic).fontSize(8.5).fillColor(pdfColour('muted'));
    write(doc, `None is yet at ${PRO_STRENGTH_MIN}/10, the level a buyer treats as a strength.`, { width: contentWidth(doc) });
  }
  doc.x = x;
}

/** With nothing to fix, page 1 shows what a buyer will find: the most important answer of each category. */
function drawEvidence(doc: Pdf, facts: ProReportFacts): void {
  kicker(doc, 'What a buyer will find');
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  for (const category of facts.categories) {
    const answer = facts.answers.filter((a) => a.categoryId === category.categoryId).reduce((best, a) => (a.importance > best.importance ? a : best));
    doc.font(FONT.bold).fontSize(9).fillColor(pdfColour('navy'));
    write(doc, `${category.title}: `, { width, continued: true });
    doc.font(FONT.regular).fillColor(pdfColour('ink'));
    write(doc, answer.answer, { lineGap: 1 });
    doc.x = x;
    doc.moveDown(0.35);
  }
  doc.moveDown(0.3);
}

