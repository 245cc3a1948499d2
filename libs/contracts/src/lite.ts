import { z } from 'zod';
import { safeText } from './safe-text';
import { emailSchema, scoreTierSchema, toolTypeSchema, visitorNameSchema } from './common';

/** What the browser sends. A score sent by the client is stripped: the server scores. */
export const liteSubmissionSchema = z.object({
  /**
   * Chosen by the browser once per submission and reused on retries, so a retry after a
   * lost answer returns the first result instead of recording the assessment twice.
   */
  submissionId: z.uuid().optional(),
  toolType: toolTypeSchema,
  name: visitorNameSchema,
  email: emailSchema,
  /** questionId -> optionId */
  answers: z.record(safeText().max(64), safeText().max(64)),
});
export type LiteSubmission = z.infer<typeof liteSubmissionSchema>;

export const liteResultSchema = z.object({
  assessmentId: z.uuid(),
  toolType: toolTypeSchema,
  name: safeText(),
  score: z.number().int(),
  maxScore: z.number().int(),
  scoreLabel: safeText(),
  tier: scoreTierSchema,
  headingBand: z.enum(['top', 'middle', 'low']),
  insight: safeText(),
  /** Prices in whole SGD as displayed (GST-inclusive). */
  offer: z.object({
    planType: z.enum(['starter', 'pro']),
    planName: safeText(),
    price: z.number().int(),
    guestPrice: z.number().int(),
    discountCode: safeText(),
  }),
});
export type LiteResult = z.infer<typeof liteResultSchema>;

/**
 * Billing asks before it prices a checkout with LITE20: the code belongs to whoever completed
 * that Lite assessment, so the assessment must exist and carry the buyer's e-mail, and it buys
 * the plan that assessment's result offered (docs/product-rules.md, "Coupons (LITE20)").
 */
export const liteDiscountEligibilityRequestSchema = z.object({ assessmentId: z.uuid(), email: emailSchema });
export const liteDiscountEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** The plan the result offered; null when not eligible. Added compatibly (absent = null: billing cannot check the code yet). */
  offeredPlanType: z.enum(['starter', 'pro']).nullable().default(null),
});
export type LiteDiscountEligibility = z.infer<typeof liteDiscountEligibilitySchema>;
