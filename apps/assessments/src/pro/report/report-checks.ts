import { appError, assessmentsErrors, type ProReportDraft } from '@bv/contracts';
import { adviceProblems, checkedWording, type AdviceProblem, type BuyerQuestion, type BuyerQuestionWording, type ProReportFacts } from '@bv/domain';

export type ReportDraft = {
  insights: string[];
  actionPlan: { action: string; owner: string; timeframe: string; questionIds?: string[] }[];
  recommendations: string[];
  /** The model's wording of the buyer questions; null when the writer gave none. */
  buyerQuestions?: BuyerQuestionWording[] | null;
};

export type CheckedReport = { draft: ReportDraft; dropped: AdviceProblem[] };

const scoresOf = (facts: ProReportFacts) => new Map(facts.answers.map((a) => [a.questionId, a.score]));

/**
 * docs/product-rules.md, "ExitCheck Pro report": the same checks for every writer. Advice (actions
 * and recommendations) about a top-mark answer is dropped, and so is an insight that cites an answer
 * the assessment does not have. A report left with no action while answers are open, or with no
 * recommendation, is not a report: the writing fails and is tried again. Wording of the buyer
 * questions is kept only where it passes checkedWording against the list the writer was given.
 */
export function checkReportDraft(draft: ProReportDraft, facts: ProReportFacts, buyerQuestions: readonly BuyerQuestion[] = []): CheckedReport {
  const scores = scoresOf(facts);
  const dropped: AdviceProblem[] = [];
  const keep = (text: string, questionIds: readonly string[]): boolean => {
    const problems = adviceProblems([{ text, questionIds }], scores);
    dropped.push(...problems);
    return problems.length === 0;
  };
  const actionPlan = draft.actionPlan.filter((item) => keep(item.action, item.questionIds));
  // Recommendations are stored as text alone, so they must pass without their citations too: the
  // check on a stored report (adviceSafeReport) then keeps exactly what was written.
  const recommendations = draft.recommendations.filter((item) => keep(item.text, item.questionIds) && keep(item.text, []));
  const insights = draft.insights.filter((item) => item.questionIds.every((id) => scores.has(id)));
  if ((actionPlan.length === 0 && facts.advice.length > 0) || recommendations.length === 0 || insights.length === 0) {
    throw appError(assessmentsErrors.AI_BAD_SHAPE);
  }
  const wording = checkedWording(buyerQuestions, draft.buyerQuestions ?? []);
  return {
    draft: { insights: insights.map((i) => i.text), actionPlan, recommendations: recommendations.map((r) => r.text), buyerQuestions: wording.length > 0 ? wording : null },
    dropped,
  };
}

/**
 * A stored report as the founder may see it: advice that has come to be about a top-mark answer
 * (a report written before these checks) is left out, on the page and in the PDF alike.
 */
export function adviceSafeReport<T extends ReportDraft>(report: T, facts: ProReportFacts): T {
  const scores = scoresOf(facts);
  return {
    ...report,
    actionPlan: report.actionPlan.filter((item) => adviceProblems([{ text: item.action, questionIds: item.questionIds ?? [] }], scores).length === 0),
    recommendations: report.recommendations.filter((text) => adviceProblems([{ text, questionIds: [] }], scores).length === 0),
  };
}
