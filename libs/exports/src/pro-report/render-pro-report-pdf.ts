import { PRO_MAX_TOTAL, type ProAssessmentScore, type ProCategoryId, type ProCategoryScore, type ProLevel } from '@bv/domain';
import { pdfColour, type BrandColour } from '../brand.constants';
import { formatDocumentDate, type DocumentMeta } from '../document-meta';
import {
  FONT,
  bulletList,
  contentWidth,
  createPdf,
  ensureSpace,
  finishPdf,
  measure,
  pageFooterRight,
  sectionHeading,
  write,
  writeAt,
  type Pdf,
} from '../pdf/pdf-document';

export type ProReportUserInfo = { name: string; company: string; industry?: string; revenue?: string };
export type ProActionPlanItem = { action: string; owner: string; timeframe: string };
export type ProReportContent = { insights: string[]; actionPlan: ProActionPlanItem[]; recommendations: string[]; aiGenerated: boolean };
export type ProReportInput = { meta: DocumentMeta; score: ProAssessmentScore; userInfo: ProReportUserInfo; report?: ProReportContent };

export const PRO_REPORT_TITLE = 'ExitCheck Pro exit-readiness report';

const LEVEL_SUMMARY: Record<ProLevel, string> = {
  Excellent: 'Ready for buyer due diligence with little more than polish.',
  High: 'Strong foundations: close the remaining gaps before going to market.',
  Medium: 'Sellable with work: fix the priority gaps before approaching buyers.',
  Low: 'Significant preparation is needed before a sale process can start.',
};

const CATEGORY_MAX = 10;

export function renderProReportPdf(input: ProReportInput): Promise<Buffer> {
  const { meta, score, userInfo, report } = input;
  const doc = createPdf({ meta, subject: `${PRO_REPORT_TITLE}: ${score.total}/${PRO_MAX_TOTAL} (${score.level})` });
  drawCover(doc, input);

  doc.addPage();
  sectionHeading(doc, 'Category scores');
  drawCategoryChart(doc, score.categoryScores);
  drawHighlights(doc, score);

  if (report) {
    doc.font(FONT.italic).fontSize(8.5).fillColor(pdfColour('muted'));
    write(
      doc,
      report.aiGenerated
        ? 'The action plan, insights and recommendations below were drafted with AI from your answers. Review them with your advisers before acting on them.'
        : "The action plan, insights and recommendations below come from Blueprint Vault's scoring rules applied to your answers.",
      { width: contentWidth(doc) },
    );
    doc.moveDown(1);
    if (report.actionPlan.length > 0) {
      sectionHeading(doc, 'Action plan');
      drawActionPlan(doc, report.actionPlan);
    }
    if (report.insights.length > 0) {
      sectionHeading(doc, 'Key insights');
      bulletList(doc, report.insights);
      doc.moveDown(0.6);
    }
    if (report.recommendations.length > 0) {
      sectionHeading(doc, 'Recommendations');
      bulletList(doc, report.recommendations, { numbered: true });
    }
  }
  return finishPdf(doc, { left: `ExitCheck Pro  |  ${userInfo.company}`, right: pageFooterRight });
}

function scoreColour(score: number, max: number): BrandColour {
  const ratio = score / max;
  if (ratio >= 0.7) return 'success';
  if (ratio >= 0.5) return 'goldText';
  return 'danger';
}

function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

function formatWeight(weight: number): string {
  return `${Math.round(weight * 100)}%`;
}

function drawCover(doc: Pdf, { meta, score, userInfo }: ProReportInput): void {
  const { width } = doc.page;
  const x = doc.page.margins.left;
  const innerWidth = contentWidth(doc);
  const bandHeight = 330;
  doc.save();
  doc.rect(0, 0, width, bandHeight).fill(pdfColour('navy'));
  doc.rect(0, bandHeight, width, 5).fill(pdfColour('gold'));
  doc.restore();

  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('gold'));
  writeAt(doc, 'BLUEPRINT VAULT  |  EXITCHECK PRO', x, 60, { width: innerWidth, characterSpacing: 1 });
  doc.font(FONT.heading).fontSize(30).fillColor(pdfColour('white'));
  // Broken by hand: left to itself pdfkit splits "exit-readiness" at its hyphen.
  writeAt(doc, PRO_REPORT_TITLE.replace(' exit-', '\nexit-'), x, 90, { width: innerWidth });
  doc.moveDown(0.6);
  doc.font(FONT.heading).fontSize(18).fillColor(pdfColour('white'));
  write(doc, userInfo.company, { width: innerWidth });
  doc.font(FONT.regular).fontSize(11.5).fillColor(pdfColour('white'));
  write(doc, `Prepared for ${userInfo.name}`, { width: innerWidth });
  const details = [userInfo.industry && `Industry: ${userInfo.industry}`, userInfo.revenue && `Revenue: ${userInfo.revenue}`].filter(Boolean).join('   |   ');
  if (details) write(doc, details, { width: innerWidth });
  write(doc, formatDocumentDate(meta.generatedAt), { width: innerWidth });

  // Score card.
  const cardY = bandHeight + 45;
  const cardHeight = 150;
  doc.save();
  doc.roundedRect(x, cardY, innerWidth, cardHeight, 8).fill(pdfColour('panel'));
  doc.restore();
  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('goldText'));
  writeAt(doc, 'Overall exit-readiness score', x + 24, cardY + 20, { width: 240 });
  // Big total and a small "/100" sharing one baseline (pdfkit places text by its top).
  const totalTop = cardY + 42;
  doc.font(FONT.bold).fontSize(54).fillColor(pdfColour('navy'));
  writeAt(doc, String(score.total), x + 24, totalTop, { lineBreak: false });
  const totalWidth = doc.widthOfString(String(score.total));
  doc.fontSize(22).fillColor(pdfColour('muted'));
  writeAt(doc, `/${PRO_MAX_TOTAL}`, x + 24 + totalWidth + 1, totalTop + (54 - 22) * 0.718, { lineBreak: false });

  const colour = scoreColour(score.total, PRO_MAX_TOTAL);
  const badgeX = x + 250;
  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('muted'));
  writeAt(doc, 'Readiness level', badgeX, cardY + 20, { width: innerWidth - 274 });
  doc.font(FONT.bold).fontSize(16);
  const badgeWidth = doc.widthOfString(score.level) + 28;
  doc.save();
  doc.roundedRect(badgeX, cardY + 40, badgeWidth, 30, 15).fill(pdfColour(colour));
  doc.restore();
  doc.fillColor(pdfColour('white'));
  writeAt(doc, score.level, badgeX + 14, cardY + 48, { lineBreak: false });
  doc.font(FONT.regular).fontSize(11).fillColor(pdfColour('ink'));
  writeAt(doc, LEVEL_SUMMARY[score.level], badgeX, cardY + 82, { width: innerWidth - 274 });

  // Score meter along the bottom of the card.
  const meterY = cardY + cardHeight - 24;
  const meterWidth = innerWidth - 48;
  doc.save();
  doc.roundedRect(x + 24, meterY, meterWidth, 8, 4).fill(pdfColour('line'));
  if (score.total > 0) doc.roundedRect(x + 24, meterY, Math.max(8, (meterWidth * score.total) / PRO_MAX_TOTAL), 8, 4).fill(pdfColour(colour));
  doc.restore();

  doc.font(FONT.regular).fontSize(10).fillColor(pdfColour('muted'));
  writeAt(
    doc,
    'The score weighs nine exit-readiness dimensions by how much buyers and their advisers scrutinise them in due diligence. ' +
      'Each dimension is scored 0-10 from your answers; the next pages show where you stand and what to do first.',
    x,
    cardY + cardHeight + 30,
    { width: innerWidth, lineGap: 2 },
  );
  doc.fillColor(pdfColour('ink'));
}

function drawCategoryChart(doc: Pdf, categories: readonly ProCategoryScore[]): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 160;
  const valueWidth = 48;
  const barX = x + labelWidth + 10;
  const barWidth = width - labelWidth - 10 - valueWidth;
  const rowHeight = 34;
  const axisHeight = 16;
  ensureSpace(doc, axisHeight + rowHeight * categories.length + 10);
  const top = doc.y;

  // Axis ticks 0-10 and light gridlines behind the bars.
  doc.font(FONT.regular).fontSize(7.5).fillColor(pdfColour('muted'));
  for (let tick = 0; tick <= CATEGORY_MAX; tick += 2) {
    const tickX = barX + (barWidth * tick) / CATEGORY_MAX;
    writeAt(doc, String(tick), tickX - 10, top, { width: 20, align: 'center', lineBreak: false });
    doc.save();
    doc
      .moveTo(tickX, top + axisHeight - 4)
      .lineTo(tickX, top + axisHeight + rowHeight * categories.length)
      .lineWidth(0.5)
      .dash(2, { space: 2 })
      .strokeColor(pdfColour('line'))
      .stroke();
    doc.restore();
  }

  categories.forEach((category, index) => {
    const rowY = top + axisHeight + index * rowHeight;
    doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('ink'));
    writeAt(doc, category.title, x, rowY + 6, { width: labelWidth, lineBreak: false, ellipsis: true });
    doc.font(FONT.regular).fontSize(7.5).fillColor(pdfColour('muted'));
    writeAt(doc, `Weight ${formatWeight(category.weight)}`, x, rowY + 19, { width: labelWidth, lineBreak: false });

    const barY = rowY + 8;
    const barHeight = 16;
    doc.save();
    doc.rect(barX, barY, barWidth, barHeight).fillOpacity(0.6).fill(pdfColour('panel'));
    doc.restore();
    const filled = (barWidth * Math.min(Math.max(category.score, 0), CATEGORY_MAX)) / CATEGORY_MAX;
    if (filled > 0) {
      doc.save();
      doc.rect(barX, barY, filled, barHeight).fill(pdfColour(scoreColour(category.score, CATEGORY_MAX)));
      doc.restore();
    }
    doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('navy'));
    writeAt(doc, `${formatScore(category.score)}/10`, barX + barWidth + 6, barY + 3, { width: valueWidth - 6, align: 'right', lineBreak: false });
  });

  doc.x = x;
  doc.y = top + axisHeight + rowHeight * categories.length + 18;
  doc.fillColor(pdfColour('ink'));
}

function drawHighlights(doc: Pdf, score: ProAssessmentScore): void {
  const byId = new Map(score.categoryScores.map((c) => [c.categoryId, c]));
  const lines = (ids: readonly ProCategoryId[]): string[] =>
    ids.flatMap((id) => {
      const category = byId.get(id);
      return category ? [`${category.title}: ${formatScore(category.score)}/10`] : [];
    });
  const columns = [
    { heading: 'Strengths', colour: 'success' as const, items: lines(score.strengths) },
    { heading: 'Priority gaps', colour: 'danger' as const, items: lines(score.gaps) },
  ];

  const x = doc.page.margins.left;
  const gap = 16;
  const columnWidth = (contentWidth(doc) - gap) / 2;
  doc.font(FONT.regular).fontSize(10.5);
  const itemHeights = columns.map((c) => c.items.reduce((sum, item) => sum + measure(doc, item, { width: columnWidth - 40 }) + 6, 0));
  const height = 40 + Math.max(...itemHeights, 14);
  ensureSpace(doc, height + 10);
  const top = doc.y;

  columns.forEach((column, index) => {
    const columnX = x + index * (columnWidth + gap);
    doc.save();
    doc.roundedRect(columnX, top, columnWidth, height, 6).fill(pdfColour('panel'));
    doc.rect(columnX, top, 4, height).fill(pdfColour(column.colour));
    doc.restore();
    doc.font(FONT.bold).fontSize(12).fillColor(pdfColour(column.colour));
    writeAt(doc, column.heading, columnX + 16, top + 12, { width: columnWidth - 32 });
    let y = top + 34;
    column.items.forEach((item, itemIndex) => {
      doc.font(FONT.bold).fontSize(10.5).fillColor(pdfColour('navy'));
      writeAt(doc, `${itemIndex + 1}.`, columnX + 16, y, { width: 18, lineBreak: false });
      doc.font(FONT.regular).fillColor(pdfColour('ink'));
      writeAt(doc, item, columnX + 34, y, { width: columnWidth - 40 });
      y = doc.y + 6;
    });
  });
  doc.x = x;
  doc.y = top + height + 24;
}

function drawActionPlan(doc: Pdf, plan: readonly ProActionPlanItem[]): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const columns = [
    { title: 'Action', width: width * 0.56, value: (item: ProActionPlanItem) => item.action },
    { title: 'Owner', width: width * 0.2, value: (item: ProActionPlanItem) => item.owner },
    { title: 'Timeframe', width: width * 0.24, value: (item: ProActionPlanItem) => item.timeframe },
  ];
  const padding = 6;
  const size = 9.5;

  const header = (): void => {
    const y = doc.y;
    doc.save();
    doc.rect(x, y, width, 22).fill(pdfColour('navy'));
    doc.restore();
    let cellX = x;
    doc.font(FONT.bold).fontSize(size).fillColor(pdfColour('white'));
    for (const column of columns) {
      writeAt(doc, column.title, cellX + padding, y + 6.5, { width: column.width - 2 * padding, lineBreak: false });
      cellX += column.width;
    }
    doc.y = y + 22;
  };

  ensureSpace(doc, 60);
  header();
  plan.forEach((item, index) => {
    const rowHeight =
      Math.max(
        ...columns.map((c, columnIndex) => {
          doc.font(columnIndex === 0 ? FONT.bold : FONT.regular).fontSize(size);
          return measure(doc, c.value(item), { width: c.width - 2 * padding });
        }),
      ) +
      2 * padding;
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (index % 2 === 1) {
      doc.save();
      doc.rect(x, y, width, rowHeight).fill(pdfColour('panel'));
      doc.restore();
    }
    let cellX = x;
    columns.forEach((column, columnIndex) => {
      doc.font(columnIndex === 0 ? FONT.bold : FONT.regular).fontSize(size).fillColor(pdfColour('ink'));
      writeAt(doc, column.value(item), cellX + padding, y + padding, { width: column.width - 2 * padding });
      cellX += column.width;
    });
    doc.save();
    doc.moveTo(x, y + rowHeight).lineTo(x + width, y + rowHeight).lineWidth(0.5).strokeColor(pdfColour('line')).stroke();
    doc.restore();
    doc.y = y + rowHeight;
  });
  doc.x = x;
  doc.moveDown(1.2);
}
