import type { ProReportDraft } from '@bv/contracts';
import { PRO_ALL_TOP_RECOMMENDATIONS, PRO_MAX_OPTION_SCORE, type ProAnswerFact, type ProGap, type ProReportFacts } from '@bv/domain';

/** The action plan lists this many actions, the costliest first; the appendix holds every answer. */
export const ACTION_PLAN_LENGTH = 8;

const one = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const percent = (share: number) => `${Math.round(share * 100)} %`;
const quote = (a: ProAnswerFact) => `to “${a.question}” you answered “${a.answer}” (${a.score}/10)`;

/**
 * The report without an AI model (`aiGenerated: false`), from the facts alone
 * (docs/product-rules.md, "ExitCheck Pro report"): every insight quotes answers, every action is the
 * advice for an answer below the top mark, and every recommendation is about a ranked gap.
 */
export function writeDeterministicReport(facts: ProReportFacts): ProReportDraft {
  const costliest = facts.gaps.slice(0, 3);
  const topMarks = facts.answers.filter((a) => a.score >= PRO_MAX_OPTION_SCORE).length;
  const low = facts.answers.filter((a) => a.score <= 3).length;

  const insights: ProReportDraft['insights'] = [
    {
      text: `${facts.level} readiness at ${facts.total}/100: ${topMarks} of your ${facts.answers.length} answers are at the top mark${low > 0 ? ` and ${low} score 3/10 or less` : ''}.`,
      questionIds: [],
    },
    ...costliest.map((gap) => gapInsight(gap)),
    ...strengthInsight(facts),
  ];

  const actionPlan = facts.advice.slice(0, ACTION_PLAN_LENGTH).map((item) => {
    const answer = facts.answers.find((a) => a.questionId === item.questionIds[0]);
    return { ...item, action: `${answer ? `${answer.categoryTitle}: ` : ''}${item.action}.` };
  });

  const recommendations: ProReportDraft['recommendations'] =
    facts.advice.length > 0
      ? sequencing(facts)
      : PRO_ALL_TOP_RECOMMENDATIONS.map((text) => ({ text, questionIds: [] }));

  return { insights, actionPlan, recommendations };
}

function gapInsight(gap: ProGap): ProReportDraft['insights'][number] {
  const weakest = gap.belowTop.slice(0, 2);
  return {
    text: `${gap.title} (${one(gap.score)}/10) costs ${one(gap.pointsLost)} points, ${percent(gap.shareOfGap)} of the way to 100: ${weakest.map(quote).join('; ')}.`,
    questionIds: weakest.map((a) => a.questionId),
  };
}

/** A strength is quoted as evidence to lead with; without one, the report says none is strong yet. */
function strengthInsight(facts: ProReportFacts): ProReportDraft['insights'] {
  const best = facts.highlights.categories[0];
  if (!best) return [];
  if (facts.highlights.kind === 'relatively_strongest') {
    return [{ text: `No category reaches 7/10 yet, the level a buyer treats as a strength; ${best.title} (${one(best.score)}/10) is the closest.`, questionIds: [] }];
  }
  const evidence = facts.answers.filter((a) => a.categoryId === best.categoryId).sort((a, b) => b.score - a.score)[0];
  return [
    {
      text: `${best.title} (${one(best.score)}/10) is your strongest evidence for a buyer; lead with it in your information memorandum: ${quote(evidence)}.`,
      questionIds: [evidence.questionId],
    },
  ];
}

/** Months an action's timeframe runs to at most ("1–3 months" → 3); a yearly routine counts as 12. */
function monthsOf(timeframe: string): number {
  const numbers = [...timeframe.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return numbers.length > 0 ? Math.max(...numbers) : 12;
}

/** How an adviser would sequence the work: where to start, what is quick, what needs a long run-up. */
function sequencing(facts: ProReportFacts): ProReportDraft['recommendations'] {
  const costOf = (questionIds: readonly string[]) => facts.answers.filter((a) => questionIds.includes(a.questionId)).reduce((sum, a) => sum + a.pointsLost, 0);
  const titleOf = (questionId: string) => facts.answers.find((a) => a.questionId === questionId)?.categoryTitle ?? '';
  const byCategory = (items: typeof facts.advice) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(titleOf(item.questionIds[0]), (counts.get(titleOf(item.questionIds[0])) ?? 0) + 1);
    // The three categories with the most such actions: a list of nine reads as noise.
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([title]) => title);
    return `${counts.size > top.length ? 'mostly ' : ''}in ${joinAnd(top)}`;
  };
  const first = facts.gaps[0];
  const firstMonths = Math.max(...facts.advice.filter((item) => first.belowTop.some((a) => a.questionId === item.questionIds[0])).map((item) => monthsOf(item.timeframe)));
  // Counted over the plan the report lists, so every action named here is one the reader can see.
  const plan = facts.advice.slice(0, ACTION_PLAN_LENGTH);
  const quick = plan.filter((item) => monthsOf(item.timeframe) <= 3);
  const long = plan.filter((item) => monthsOf(item.timeframe) >= 12);
  const ids = (items: typeof facts.advice) => items.flatMap((item) => item.questionIds);
  return [
    {
      text: `Start with ${first.title}: it costs the most (${one(first.pointsLost)} points), and its actions need up to ${firstMonths} months, so begin before you speak to buyers.`,
      questionIds: first.belowTop.map((a) => a.questionId),
    },
    ...(quick.length > 0
      ? [{ text: `Quick wins: ${quick.length} of the ${plan.length} actions ${quick.length === 1 ? 'takes' : 'take'} three months or less and together recover up to ${one(costOf(ids(quick)))} points, ${byCategory(quick)}.`, questionIds: ids(quick).slice(0, 10) }]
      : []),
    ...(long.length > 0
      ? [{ text: `Long lead times: ${long.length} of the ${plan.length} actions ${long.length === 1 ? 'needs' : 'need'} a year or more to show results, ${byCategory(long)}; a buyer looks for a trend, so start them now even if the sale is further off.`, questionIds: ids(long).slice(0, 10) }]
      : []),
    { text: 'Re-run ExitCheck Pro after each fix to see your score move, and keep the evidence behind every answer in your data room.', questionIds: [] },
  ];
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
