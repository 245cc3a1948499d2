import { PRO_MAX_TOTAL, type ProReportFacts } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { formatDocumentDate, type DocumentMeta } from '../document-meta';
import { FONT, bulletList, contentWidth, createPdf, finishPdf, pageFooterRight, sectionHeading, write } from '../pdf/pdf-document';
import { loadFontsInTurn } from '../pdf/load-fonts';
import { yieldToEventLoop } from '../pdf/yield-to-event-loop';
import { drawTable } from './pro-report-table';
import { drawAnswerAppendix, drawCategoryChart, drawGapRanking } from './pro-report-sections';
import { PRO_REPORT_TITLE, drawExecutiveSummary, type ProActionPlanItem, type ProReportUserInfo } from './pro-report-summary';

export { PRO_REPORT_TITLE, type ProActionPlanItem, type ProReportUserInfo } from './pro-report-summary';

export type ProReportContent = { insights: string[]; actionPlan: ProActionPlanItem[]; recommendations: string[]; aiGenerated: boolean };
/** `report`: the written report, once the founder asked for it; the rest comes from the answers alone. */
export type ProReportInput = { meta: DocumentMeta; facts: ProReportFacts; userInfo: ProReportUserInfo; report?: ProReportContent };

const FIRST_STEPS = 3;

/**
 * The ExitCheck Pro report in our brand (docs/product-rules.md, "ExitCheck Pro report"): an
 * executive summary, where the score stands and what each gap costs, the written report, and an
 * appendix of every answer.
 */
export async function renderProReportPdf(input: ProReportInput): Promise<Buffer> {
  const { meta, facts, userInfo, report } = input;
  const doc = createPdf({ meta, subject: `${PRO_REPORT_TITLE}: ${facts.total}/${PRO_MAX_TOTAL} (${facts.level})` });
  await loadFontsInTurn(doc, Object.values(FONT));
  const firstSteps = (report?.actionPlan ?? facts.advice).slice(0, FIRST_STEPS);
  drawExecutiveSummary(doc, { meta, facts, userInfo, firstSteps });
  await yieldToEventLoop();

  doc.addPage();
  sectionHeading(doc, 'Where you stand');
  drawCategoryChart(doc, facts);
  await yieldToEventLoop();
  sectionHeading(doc, 'What the gaps cost');
  note(
    doc,
    'Each category counts towards the total by its weight, which reflects how hard buyers scrutinise it in due diligence. A gap costs weight × (10 – score) points of the 100; the costs add up to everything between your score and 100, and the costliest are where a buyer would push the price down first.',
  );
  drawGapRanking(doc, facts.gaps);
  await yieldToEventLoop();

  if (report) {
    if (report.actionPlan.length > 0) {
      sectionHeading(doc, 'Action plan');
      note(
        doc,
        report.aiGenerated
          ? 'Drafted with AI from your answers and checked against them: no action concerns an answer already at the top mark. Review it with your advisers before acting on it.'
          : 'From your answers, in the order of the gaps they close: the costliest answer of each gap first. Each action concerns one answer below the top mark.',
      );
      drawTable(doc, [
        { title: 'Action', share: 0.6, value: (item: ProActionPlanItem) => item.action, font: FONT.semibold },
        { title: 'Owner', share: 0.22, value: (item) => item.owner },
        { title: 'Timeframe', share: 0.18, value: (item) => item.timeframe },
      ], report.actionPlan);
    }
    await yieldToEventLoop();
    if (report.insights.length > 0) {
      sectionHeading(doc, 'Key insights');
      bulletList(doc, report.insights, { size: 10 });
      doc.moveDown(0.6);
    }
    if (report.recommendations.length > 0) {
      sectionHeading(doc, 'Recommendations');
      bulletList(doc, report.recommendations, { numbered: true, size: 10 });
    }
  }

  // The appendix opens a page of its own unless most of this one is still empty.
  if (doc.y > doc.page.height * 0.45) doc.addPage();
  else doc.moveDown(1.5);
  sectionHeading(doc, `Appendix: your ${facts.answers.length} answers`);
  note(doc, 'Every question with the answer you gave and its score; below the top mark, what a 10/10 answer looks like.');
  await drawAnswerAppendix(doc, facts);

  return finishPdf(doc, { left: `ExitCheck Pro  |  ${userInfo.company || userInfo.name}  |  ${formatDocumentDate(meta.generatedAt)}`, right: pageFooterRight });
}

function note(doc: Parameters<typeof write>[0], text: string): void {
  doc.font(FONT.italic).fontSize(8.5).fillColor(pdfColour('muted'));
  write(doc, text, { width: contentWidth(doc), lineGap: 1 });
  doc.moveDown(0.8);
  doc.fillColor(pdfColour('ink'));
}
