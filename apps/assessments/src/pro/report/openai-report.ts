import { z } from 'zod';
import { askOpenAiJson, type OpenAiSettings } from '../../ai/openai-json';
import type { ProAssessmentEntity } from '../entities/pro-assessment.entity';
import type { QuotedAnswer, ReportDraft } from './report-input';

const reportSchema = z.object({
  insights: z.array(z.string().min(1)).min(1),
  actionPlan: z.array(z.object({ action: z.string().min(1), owner: z.string().min(1), timeframe: z.string().min(1) })).min(1),
  recommendations: z.array(z.string().min(1)).min(1),
});

const REPORT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['insights', 'actionPlan', 'recommendations'],
  properties: {
    insights: { type: 'array', items: { type: 'string' } },
    actionPlan: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['action', 'owner', 'timeframe'],
        properties: { action: { type: 'string' }, owner: { type: 'string' }, timeframe: { type: 'string' } },
      },
    },
    recommendations: { type: 'array', items: { type: 'string' } },
  },
};

const SYSTEM_PROMPT = [
  'You are an experienced M&A adviser preparing Singapore and Southeast Asian SMEs for a sale.',
  'Write an exit-readiness report grounded only in the assessment below: cite the scores and quote the answers you rely on.',
  'insights: 4–6 specific observations. actionPlan: 4–8 concrete actions, each with an owner role and a timeframe (e.g. "0–3 months"), most urgent first, covering the priority gaps.',
  'recommendations: 3–5 points on how to raise the valuation or de-risk the sale. Refer to ACRA, IRAS, SFRS, PDPA or the Employment Act where relevant. No generic filler.',
].join(' ');

export async function writeOpenAiReport(settings: OpenAiSettings, assessment: ProAssessmentEntity, answers: QuotedAnswer[]): Promise<ReportDraft> {
  const facts = {
    company: assessment.userInfo.company,
    industry: assessment.userInfo.industry,
    revenue: assessment.userInfo.revenue,
    totalScore: assessment.totalScore,
    readinessLevel: assessment.readinessLevel,
    categoryScores: assessment.categoryScores,
    strengths: assessment.strengths,
    priorityGaps: assessment.gaps,
    answers: answers.map((a) => ({ category: a.categoryTitle, question: a.question, answer: a.answer, score: a.score })),
  };
  return askOpenAiJson(settings, { name: 'exit_readiness_report', jsonSchema: REPORT_JSON_SCHEMA, system: SYSTEM_PROMPT, user: JSON.stringify(facts), parse: reportSchema });
}
