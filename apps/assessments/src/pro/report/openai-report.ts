import OpenAI from 'openai';
import { z } from 'zod';
import { AppError } from '@bv/contracts';
import type { ProAssessmentEntity } from '../entities/pro-assessment.entity';
import type { QuotedAnswer, ReportDraft } from './report-input';

export type OpenAiSettings = { apiKey: string; model: string; baseURL?: string; timeoutMs: number };

const reportSchema = z.object({
  insights: z.array(z.string().min(1)).min(1),
  actionPlan: z.array(z.object({ action: z.string().min(1), owner: z.string().min(1), timeframe: z.string().min(1) })).min(1),
  recommendations: z.array(z.string().min(1)).min(1),
});

/** The JSON schema the model must answer in (structured outputs, strict). */
const RESPONSE_FORMAT = {
  type: 'json_schema' as const,
  json_schema: {
    name: 'exit_readiness_report',
    strict: true,
    schema: {
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
    },
  },
};

const SYSTEM_PROMPT = [
  'You are an experienced M&A adviser preparing Singapore and Southeast Asian SMEs for a sale.',
  'Write an exit-readiness report grounded only in the assessment below: cite the scores and quote the answers you rely on.',
  'insights: 4–6 specific observations. actionPlan: 4–8 concrete actions, each with an owner role and a timeframe (e.g. "0–3 months"), most urgent first, covering the priority gaps.',
  'recommendations: 3–5 points on how to raise the valuation or de-risk the sale. Refer to ACRA, IRAS, SFRS, PDPA or the Employment Act where relevant. No generic filler.',
].join(' ');

/**
 * The OpenAI key to write with, or null for the deterministic writer. `AI_REPORTS=openai`
 * without a key is a configuration error the page shows as 'Service Configuration Error'.
 */
export function chooseReportWriter(config: { AI_REPORTS: 'auto' | 'openai' | 'deterministic'; OPENAI_API_KEY?: string }): string | null {
  if (config.AI_REPORTS === 'deterministic') return null;
  if (config.OPENAI_API_KEY) return config.OPENAI_API_KEY;
  if (config.AI_REPORTS === 'auto') return null;
  throw new AppError('unavailable', 'AI_CONFIG_ERROR', 'The report service is not configured correctly. Please contact support.');
}

/** Maps the SDK's failures to the report error codes of spec §8. */
export function reportError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AppError('unavailable', 'TIMEOUT_ERROR', 'Writing the report took too long. Please try again.');
  if (error instanceof OpenAI.RateLimitError) return new AppError('rate_limited', 'RATE_LIMIT', 'The report service is busy right now. Please try again in a minute.');
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AppError('unavailable', 'AUTH_ERROR', 'The report service could not authenticate. Please contact support.');
  }
  if (error instanceof OpenAI.NotFoundError || error instanceof OpenAI.BadRequestError) {
    return new AppError('unavailable', 'AI_CONFIG_ERROR', 'The report service is not configured correctly. Please contact support.');
  }
  return new AppError('unavailable', 'GENERATION_ERROR', 'The report could not be written. Please try again.');
}

export async function writeOpenAiReport(settings: OpenAiSettings, assessment: ProAssessmentEntity, answers: QuotedAnswer[]): Promise<ReportDraft> {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 1 });
  // One deadline for the whole call, retries included; when it passes, the answer is a timeout
  // whatever error the aborted request surfaces as.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
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
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      response_format: RESPONSE_FORMAT,
    }, { signal: deadline.signal });
    const content = completion.choices[0]?.message?.content;
    const parsed = reportSchema.safeParse(content ? JSON.parse(content) : null);
    if (!parsed.success) throw new AppError('unavailable', 'GENERATION_ERROR', 'The report could not be written. Please try again.');
    return parsed.data;
  } catch (error) {
    if (deadline.signal.aborted) throw reportError(new OpenAI.APIConnectionTimeoutError());
    throw reportError(error);
  } finally {
    clearTimeout(timer);
  }
}
