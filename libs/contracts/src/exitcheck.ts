import { z } from 'zod';
import { safeText } from './safe-text';
import { emailSchema, isoDateSchema } from './common';

const idSchema = safeText().min(1).max(64);
const text = (max: number) => safeText().trim().max(max);

/** docs/product-rules.md, "ExitCheck Pro" (business profile): prefilled from the account, editable before starting. */
export const proUserInfoSchema = z.object({
  name: text(120).min(1, 'Name is required'),
  email: emailSchema,
  company: text(160),
  revenue: text(80),
  industry: text(80),
  phone: text(40),
  /** Where the business is based (one of COUNTRIES in libs/domain); absent on assessments started before it was asked. */
  country: text(40).optional(),
});
export type ProUserInfo = z.infer<typeof proUserInfoSchema>;

/** The bank as the browser sees it: option scores stay on the server, which scores. */
export const proBankViewSchema = z.object({
  version: safeText(),
  categories: z.array(
    z.object({
      id: safeText(),
      title: safeText(),
      description: safeText(),
      weight: z.number(),
      questions: z.array(
        z.object({
          id: safeText(),
          question: safeText(),
          type: z.literal('multiple-choice'),
          /** "Importance" (0.8–1); never changes the score. */
          weight: z.number(),
          hint: safeText().optional(),
          options: z.array(z.object({ id: safeText(), text: safeText() })),
        }),
      ),
    }),
  ),
});
export type ProBankView = z.infer<typeof proBankViewSchema>;

/** Can this user start or finish a Pro assessment now, and if not, why. */
export const proAccessSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['entitled', 'no_entitlement', 'monthly_limit_reached']),
  unlimited: z.boolean(),
  monthlyAllowance: z.number().int().nullable(),
  usedThisMonth: z.number().int().nonnegative(),
});
export type ProAccess = z.infer<typeof proAccessSchema>;

/** Body of POST /api/v1/exitcheck/assessments. */
export const proStartBodySchema = z.object({ userInfo: proUserInfoSchema });
/** Body of PUT /api/v1/exitcheck/assessments/:id/responses. */
export const proAnswerBodySchema = z.object({ questionId: idSchema, optionId: idSchema });

export const proResponseSchema = z.object({ questionId: idSchema, optionId: idSchema, score: z.number() });

export const proDraftSchema = z.object({
  id: z.uuid(),
  bankVersion: safeText(),
  userInfo: proUserInfoSchema,
  /** In the order answered; Previous removes the last one. */
  responses: z.array(proResponseSchema.omit({ score: true })),
  updatedAt: isoDateSchema,
});
export type ProDraft = z.infer<typeof proDraftSchema>;

export const proCategoryResultSchema = z.object({
  categoryId: safeText(),
  title: safeText(),
  weight: z.number(),
  /** 0–10, the plain mean of the answer scores. */
  score: z.number(),
  /** Change since the user's previous completed assessment, when there is one. */
  change: z.number().nullable(),
});

/** `questionIds`: the answers an action is about (docs/product-rules.md, "ExitCheck Pro report"); reports written before it have none. */
export const proActionSchema = z.object({ action: safeText(), owner: safeText(), timeframe: safeText(), questionIds: z.array(idSchema).optional() });

export const proReportSchema = z.object({
  insights: z.array(safeText()),
  actionPlan: z.array(proActionSchema),
  recommendations: z.array(safeText()),
  aiGenerated: z.boolean(),
  generatedAt: isoDateSchema,
});
export type ProReport = z.infer<typeof proReportSchema>;

const citedText = z.object({ text: safeText().trim().min(1).max(600), questionIds: z.array(idSchema).max(10) });

/**
 * What a report writer hands back, the deterministic one or a model (docs/product-rules.md,
 * "ExitCheck Pro report"): every insight, action and recommendation names the answers it rests on,
 * so the checks can hold advice to the answers before anything is stored.
 */
export const proReportDraftSchema = z.object({
  insights: z.array(citedText).min(1).max(10),
  actionPlan: z
    .array(
      z.object({
        action: safeText().trim().min(1).max(600),
        owner: safeText().trim().min(1).max(80),
        timeframe: safeText().trim().min(1).max(40),
        questionIds: z.array(idSchema).min(1).max(10),
      }),
    )
    .max(12),
  recommendations: z.array(citedText).min(1).max(8),
  /**
   * The model's wording of the buyer questions it was given (docs/product-rules.md, "Questions a
   * buyer will ask"): the same questionIds, a question and a draft answer each. Optional: the
   * deterministic writer words nothing, and reports written before it have none.
   */
  buyerQuestions: z
    .array(z.object({ questionId: idSchema, ask: safeText().trim().min(1).max(400), draftAnswer: safeText().trim().min(1).max(1_500) }))
    .max(20)
    .optional(),
});
export type ProReportDraft = z.infer<typeof proReportDraftSchema>;

/**
 * A report being written in the background (the AI may take a minute): the page polls it.
 * `stage` says what the writer is doing; `report` is set once done; `error` once it failed for good.
 */
export const proReportJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'writing', 'done', 'failed']),
  stage: safeText(),
  report: proReportSchema.nullable(),
  error: z.object({ code: safeText(), message: safeText() }).nullable(),
});
export type ProReportJob = z.infer<typeof proReportJobSchema>;

/** A question a buyer's due diligence is likely to ask, from an answer below the mark (docs/product-rules.md, "Questions a buyer will ask"). */
export const buyerQuestionSchema = z.object({
  questionId: idSchema,
  categoryTitle: safeText(),
  ask: safeText(),
  today: safeText(),
  draftAnswer: safeText(),
  evidence: safeText(),
  /** Present when viewers of the founder's shared decks lingered on slides about this question's category. */
  viewerInterest: safeText().optional(),
});
export type BuyerQuestionView = z.infer<typeof buyerQuestionSchema>;

/** An answer given differently from the previous assessment (docs/product-rules.md, "Progress over time"). */
export const proAnswerChangeSchema = z.object({
  questionId: idSchema,
  categoryTitle: safeText(),
  question: safeText(),
  before: safeText(),
  after: safeText(),
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  points: z.number(),
});

/**
 * Where a result stands among other companies' anonymised ExitCheck Pro results (docs/product-rules.md,
 * "Peer benchmarks"). `unplaced`: the profile names no country we group by; `too_few`: no cohort
 * it belongs to has 20 results yet. Only `shown` carries figures.
 */
export const peerBenchmarkSchema = z.object({
  status: z.enum(['shown', 'unplaced', 'too_few']),
  /** The narrowest cohort the company belongs to, named even when it is too small to show. */
  narrowestLabel: safeText().nullable(),
  cohort: z.object({ level: z.enum(['industry_band_country', 'industry_country', 'country', 'region']), label: safeText(), size: z.number().int(), widened: z.boolean() }).nullable(),
  overall: z.object({ score: z.number(), percentile: z.number().int() }).nullable(),
  categories: z.array(z.object({ categoryId: safeText(), title: safeText(), score: z.number(), percentile: z.number().int(), cohortSize: z.number().int() })),
});
export type PeerBenchmarkView = z.infer<typeof peerBenchmarkSchema>;

export const proResultSchema = z.object({
  id: z.uuid(),
  bankVersion: safeText(),
  userInfo: proUserInfoSchema,
  totalScore: z.number().int(),
  readinessLevel: z.enum(['Excellent', 'High', 'Medium', 'Low']),
  categoryScores: z.array(proCategoryResultSchema),
  strengths: z.array(safeText()),
  gaps: z.array(safeText()),
  responses: z.array(proResponseSchema),
  completedAt: isoDateSchema,
  previousTotal: z.number().int().nullable(),
  report: proReportSchema.nullable(),
  /**
   * The first action on each of the three costliest gaps, from the answers (docs/product-rules.md,
   * "ExitCheck Pro report"): never about an answer at the top mark; empty when every answer is.
   */
  nextSteps: z.array(proActionSchema.extend({ categoryTitle: safeText() })),
  /** What moved since the previous assessment, the largest move first; empty for a first assessment. */
  changes: z.array(proAnswerChangeSchema),
  /** The likeliest first, at most fifteen; empty when every answer is at or above the mark. */
  buyerQuestions: z.array(buyerQuestionSchema),
  peerBenchmark: peerBenchmarkSchema,
});
export type ProResult = z.infer<typeof proResultSchema>;

export const proHistorySchema = z.object({
  assessments: z.array(
    z.object({
      id: z.uuid(),
      totalScore: z.number().int(),
      readinessLevel: safeText(),
      completedAt: isoDateSchema,
      /** Each category's score out of 10, for the chart of progress over time (absent from a gateway older than the chart). */
      categories: z.array(z.object({ categoryId: safeText(), title: safeText(), score: z.number() })).default([]),
    }),
  ),
});
export type ProHistoryEntry = z.infer<typeof proHistorySchema>['assessments'][number];

/** Report failures carry the codes of docs/product-rules.md, "ExitCheck Pro" (AI report): the page maps them to its titles. */
export const proReportErrorCodes = ['AI_CONFIG_ERROR', 'RATE_LIMIT', 'TIMEOUT_ERROR', 'AUTH_ERROR', 'GENERATION_ERROR'] as const;

/** A calendar day, YYYY-MM-DD, that exists. */
const calendarDay = z.iso.date();

/** The founder's target: an exit or a raise, on a day from tomorrow to five years ahead (checked by the service against Singapore's today). */
export const proPlanSettingsSchema = z.object({ goal: z.enum(['exit', 'raise']), targetDate: calendarDay });
export type ProPlanSettings = z.infer<typeof proPlanSettingsSchema>;

/** The gaps of the latest Pro assessment as dated tasks to the target (docs/product-rules.md, "A plan to a date"). */
export const proPlanSchema = z.object({
  assessmentId: z.uuid(),
  goal: z.enum(['exit', 'raise']),
  targetDate: calendarDay,
  weeksLeft: z.number().int(),
  currentScore: z.number().int(),
  projectedScore: z.number().int(),
  potentialScore: z.number().int(),
  tasks: z.array(
    z.object({
      questionId: idSchema,
      categoryTitle: safeText(),
      action: safeText(),
      owner: safeText(),
      leadWeeks: z.number().int(),
      points: z.number(),
      startBy: calendarDay,
      doneIfStartedToday: calendarDay,
      late: z.boolean(),
      done: z.boolean(),
    }),
  ),
});
export type ProPlan = z.infer<typeof proPlanSchema>;

/** `plan` is null until a target is set; `hasAssessment` says whether there is a completed assessment to plan from. */
export const proPlanAnswerSchema = z.object({ hasAssessment: z.boolean(), plan: proPlanSchema.nullable() });
export type ProPlanAnswer = z.infer<typeof proPlanAnswerSchema>;

export const proPlanTaskRequestSchema = z.object({ done: z.boolean() });

const owner = { userId: z.uuid() };
const ownAssessment = { ...owner, assessmentId: z.uuid() };

export const exitcheckRpcSchemas = {
  'assessments.pro.bank': { service: 'assessments', request: z.object({}), response: proBankViewSchema },
  'assessments.pro.access': { service: 'assessments', request: z.object(owner), response: proAccessSchema },
  'assessments.pro.draft': { service: 'assessments', request: z.object(owner), response: z.object({ draft: proDraftSchema.nullable() }) },
  'assessments.pro.start': { service: 'assessments', request: z.object({ ...owner, userInfo: proUserInfoSchema }), response: proDraftSchema },
  'assessments.pro.answer': {
    service: 'assessments',
    request: z.object({ ...ownAssessment, questionId: idSchema, optionId: idSchema }),
    response: proDraftSchema,
  },
  'assessments.pro.back': { service: 'assessments', request: z.object(ownAssessment), response: proDraftSchema },
  'assessments.pro.complete': { service: 'assessments', request: z.object(ownAssessment), response: proResultSchema },
  'assessments.pro.result': { service: 'assessments', request: z.object(ownAssessment), response: proResultSchema },
  'assessments.pro.history': { service: 'assessments', request: z.object(owner), response: proHistorySchema },
  /** Starts writing the report (or answers the job already running for it). */
  'assessments.pro.report.start': { service: 'assessments', request: z.object(ownAssessment), response: proReportJobSchema },
  /** The latest report job of the assessment, or null when none was asked for. */
  'assessments.pro.report.job': { service: 'assessments', request: z.object(ownAssessment), response: z.object({ job: proReportJobSchema.nullable() }) },
  /** The results-and-report PDF, base64 (RPC carries JSON). */
  'assessments.pro.pdf': {
    service: 'assessments',
    request: z.object(ownAssessment),
    response: z.object({ filename: safeText(), base64: safeText() }),
  },
  'assessments.pro.plan': { service: 'assessments', request: z.object(owner), response: proPlanAnswerSchema },
  'assessments.pro.plan.save': { service: 'assessments', request: z.object({ ...owner, ...proPlanSettingsSchema.shape }), response: proPlanAnswerSchema },
  'assessments.pro.plan.task': { service: 'assessments', request: z.object({ ...owner, questionId: idSchema, done: z.boolean() }), response: proPlanAnswerSchema },
  /** The plan's open tasks and the target as an iCalendar file. */
  'assessments.pro.plan.ics': { service: 'assessments', request: z.object(owner), response: z.object({ filename: safeText(), text: safeText() }) },
} as const;
