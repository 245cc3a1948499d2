import { proReportDraftSchema, type ProReportDraft } from '@bv/contracts';
import { PRO_MAX_OPTION_SCORE, type BuyerQuestion, type ProReportFacts } from '@bv/domain';
import { askOpenAiJson, type OpenAiSettings } from '../../ai/openai-json';
import { ACTION_PLAN_LENGTH } from './deterministic-report';

export type ReportProfile = { company: string; industry: string; revenue: string };

const cited = (ids: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  required: ['text', 'questionIds'],
  properties: { text: { type: 'string' }, questionIds: { type: 'array', items: { type: 'string', enum: ids } } },
});

/**
 * Strict structured output in the shape of proReportDraftSchema. Actions may only cite answers below
 * the top mark: the schema lists no other id, and the checks drop what slips through anyway.
 */
function reportJsonSchema(facts: ProReportFacts, buyerQuestions: readonly BuyerQuestion[]): Record<string, unknown> {
  const all = facts.answers.map((a) => a.questionId);
  const open = facts.answers.filter((a) => a.score < PRO_MAX_OPTION_SCORE).map((a) => a.questionId);
  // Wording only for the questions given: the schema lists no other id (and the checks drop what slips through).
  const wording =
    buyerQuestions.length > 0
      ? {
          buyerQuestions: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['questionId', 'ask', 'draftAnswer'],
              properties: { questionId: { type: 'string', enum: buyerQuestions.map((q) => q.questionId) }, ask: { type: 'string' }, draftAnswer: { type: 'string' } },
            },
          },
        }
      : {};
  return {
    type: 'object',
    additionalProperties: false,
    required: ['insights', 'actionPlan', 'recommendations', ...Object.keys(wording)],
    properties: {
      ...wording,
      insights: { type: 'array', items: cited(all) },
      actionPlan: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['action', 'owner', 'timeframe', 'questionIds'],
          properties: {
            action: { type: 'string' },
            owner: { type: 'string' },
            timeframe: { type: 'string' },
            questionIds: { type: 'array', items: { type: 'string', enum: open.length > 0 ? open : all } },
          },
        },
      },
      recommendations: { type: 'array', items: cited(open.length > 0 ? open : all) },
    },
  };
}

const SYSTEM_PROMPT = [
  'You are an experienced corporate-finance adviser preparing a Singapore or Southeast Asian SME for a sale, writing the narrative of an exit-readiness report.',
  'Use only the facts given. Every item cites, in questionIds, the answers it rests on.',
  `insights: 4–6 observations that quote the founder's answers and scores. actionPlan: up to ${ACTION_PLAN_LENGTH} concrete actions, the costliest gaps first (gaps are ranked by points lost), each with an owner role and a timeframe such as "0–3 months".`,
  'recommendations: 3–5 points on how closing the ranked gaps protects the price (lower multiple, earn-out, indemnity or escrow). Refer to ACRA, IRAS, SFRS, PDPA or the Employment Act where relevant. No generic filler, no invented figures.',
  'Never advise work on an answer listed in topMarkAnswers: those are already at the top mark. Do not call a category a strength below 7/10.',
].join(' ');

/** Only when the facts carry buyer questions (docs/product-rules.md, "Questions a buyer will ask"). */
const BUYER_QUESTIONS_PROMPT = [
  'buyerQuestions: for each entry of buyerQuestions in the facts, and only those, return its questionId with two texts.',
  'ask: the question as this buyer\'s adviser would put it to this company (its industry and size), one question ending with "?", keeping the Singapore specifics (ACRA, IRAS, GST, PDPA, SFRS, CPF).',
  'draftAnswer: the company\'s answer in its own voice ("we"), where things stand then what is being done, built only from the founder\'s answer (today) and the plan given (draftAnswer).',
  'Every claim must come from the founder\'s answers: no fact, figure, date, name or commitment that is not in them. Do not change which questions are asked or their order.',
].join(' ');

/** `buyerQuestions`: the deterministic list the result shows, for the model to word better (never to reorder). */
export async function writeOpenAiReport(settings: OpenAiSettings, facts: ProReportFacts, profile: ReportProfile, buyerQuestions: readonly BuyerQuestion[] = []): Promise<ProReportDraft> {
  const summary = {
    ...profile,
    totalScore: facts.total,
    readinessLevel: facts.level,
    gapsByCost: facts.gaps.map((g) => ({ category: g.title, score: Math.round(g.score * 10) / 10, pointsLost: g.pointsLost, howBuyersPriceIt: g.buyerResponse })),
    strongest: facts.highlights,
    openAnswers: facts.answers
      .filter((a) => a.score < PRO_MAX_OPTION_SCORE)
      .map((a) => ({ questionId: a.questionId, category: a.categoryTitle, question: a.question, answer: a.answer, score: a.score, pointsLost: a.pointsLost, topAnswer: a.topAnswer })),
    topMarkAnswers: facts.answers.filter((a) => a.score >= PRO_MAX_OPTION_SCORE).map((a) => ({ questionId: a.questionId, category: a.categoryTitle, question: a.question, answer: a.answer })),
    ...(buyerQuestions.length > 0
      ? { buyerQuestions: buyerQuestions.map((q) => ({ questionId: q.questionId, category: q.categoryTitle, ask: q.ask, today: q.today, draftAnswer: q.draftAnswer })) }
      : {}),
  };
  const system = buyerQuestions.length > 0 ? `${SYSTEM_PROMPT} ${BUYER_QUESTIONS_PROMPT}` : SYSTEM_PROMPT;
  return askOpenAiJson(settings, { name: 'exit_readiness_report', jsonSchema: reportJsonSchema(facts, buyerQuestions), system, user: JSON.stringify(summary), parse: proReportDraftSchema });
}
