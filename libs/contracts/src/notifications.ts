import { z } from 'zod';
import { safeText } from './safe-text';
import { emailSchema, isoDateSchema, toolTypeSchema } from './common';

/** The e-mail sequences of docs/product-rules.md, "E-mail sequences and consent" (process-email-sequence trigger types). */
export const emailTriggerTypeSchema = z.enum([
  'high_score',
  'assessment_completion',
  'early_bird_granted',
  'phase2_launch_early_bird',
  'phase2_launch_general',
]);
export type EmailTriggerType = z.infer<typeof emailTriggerTypeSchema>;

export const emailLogStatusSchema = z.enum(['pending', 'sent', 'failed', 'cancelled']);
export type EmailLogStatus = z.infer<typeof emailLogStatusSchema>;


export const launchSignupRequestSchema = z.object({ email: emailSchema });
export const launchSignupResultSchema = z.object({ success: z.literal(true), message: safeText() });
export type LaunchSignupResult = z.infer<typeof launchSignupResultSchema>;

/** Opaque signed tokens from e-mail links; bounded so nobody can post megabytes. */
const linkTokenSchema = safeText().min(10).max(600);

/**
 * The query of the links inside mails (/api/v1/email/unsubscribe, open, click). Optional: a link
 * cut short by a mail client still gets its page (invalid link, the pixel, the home page).
 */
export const emailLinkQuerySchema = z.object({ token: linkTokenSchema.optional() });
export const emailClickQuerySchema = emailLinkQuerySchema.extend({ url: safeText().max(2000).optional() });

export const unsubscribeRequestSchema = z.object({
  token: linkTokenSchema,
  /** A mail client's RFC 8058 one-click POST, or the confirmation page's button. */
  source: z.enum(['one-click', 'unsubscribe-page']).default('one-click'),
});
export const unsubscribeVerifyRequestSchema = z.object({ token: linkTokenSchema });
/** The address is shown masked (m***@example.sg): a forwarded link should not reveal it whole. */
export const unsubscribeResultSchema = z.object({ address: safeText(), unsubscribed: z.boolean() });

export const trackEngagementRequestSchema = z.object({
  kind: z.enum(['open', 'click']),
  token: linkTokenSchema,
  /** The link's target, for clicks; it must be the one the token was signed for. */
  url: safeText().max(2000).optional(),
});
export const trackEngagementResultSchema = z.object({ recorded: z.boolean(), redirectTo: safeText().nullable() });

export const processEmailSequenceRequestSchema = z.object({
  userEmail: emailSchema,
  userName: safeText().trim().min(1).max(120).optional(),
  triggerType: emailTriggerTypeSchema,
  metadata: z
    .object({
      score: z.number().int().min(0).max(100).optional(),
      scoreLabel: safeText().max(80).optional(),
      toolType: toolTypeSchema.optional(),
      insight: safeText().max(1000).optional(),
      /** A path on this site (spec: /account?tab=consultations), never an outside address. */
      consultationLink: safeText()
        .max(300)
        .regex(/^\/(?!\/)/, 'consultationLink must be a path on this site')
        .optional(),
    })
    .default({}),
  /** Repeating a call with the same key (or the same body when absent) schedules nothing new. */
  idempotencyKey: safeText().min(1).max(200).optional(),
});
export type ProcessEmailSequenceRequest = z.infer<typeof processEmailSequenceRequestSchema>;

export const scheduledStepSchema = z.object({
  logId: z.uuid(),
  templateId: safeText(),
  step: z.number().int().nonnegative(),
  scheduledAt: isoDateSchema,
});
export const processEmailSequenceResultSchema = z.object({
  triggerType: emailTriggerTypeSchema,
  scheduled: z.array(scheduledStepSchema),
  /** Steps that this trigger had scheduled before (a duplicate call). */
  alreadyScheduled: z.number().int().nonnegative(),
});

export const sendScheduledEmailsResultSchema = z.object({ queued: z.number().int().nonnegative() });

export const emailLogListRequestSchema = z.object({
  status: emailLogStatusSchema.optional(),
  /** Part of the address, case-insensitive. */
  email: safeText().trim().min(1).max(254).optional(),
  limit: z.number().int().min(1).max(100).default(50),
  offset: z.number().int().min(0).max(100_000).default(0),
});

export const emailLogSchema = z.object({
  id: z.uuid(),
  userEmail: safeText(),
  status: emailLogStatusSchema,
  templateId: safeText(),
  templateName: safeText(),
  subject: safeText(),
  triggerType: safeText().nullable(),
  step: z.number().int().nullable(),
  scheduledAt: isoDateSchema,
  sentAt: isoDateSchema.nullable(),
  errorMessage: safeText().nullable(),
  attempts: z.number().int(),
  /** Template values; link values that carry credentials (reset, verify, set-password) are masked. */
  userData: z.record(safeText(), z.union([safeText(), z.number(), z.null()])),
  createdAt: isoDateSchema,
});
export type EmailLog = z.infer<typeof emailLogSchema>;

export const emailLogListSchema = z.object({ items: z.array(emailLogSchema), total: z.number().int().nonnegative() });

export const resendEmailRequestSchema = z.object({ logId: z.uuid() });
export const resendEmailResultSchema = z.object({ logId: z.uuid(), resendOf: z.uuid(), status: emailLogStatusSchema });

export const mailboxListRequestSchema = z.object({
  email: safeText().trim().min(1).max(254).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export const mailboxMessageSchema = z.object({
  id: z.uuid(),
  logId: z.uuid(),
  to: safeText(),
  from: safeText(),
  subject: safeText(),
  text: safeText(),
  html: safeText(),
  headers: z.record(safeText(), safeText()),
  createdAt: isoDateSchema,
  /** The template and delivery status of the log row the mail was sent for (null once the log is gone). */
  templateName: safeText().nullable(),
  status: emailLogStatusSchema.nullable(),
});
export const mailboxListSchema = z.object({ items: z.array(mailboxMessageSchema) });

/** GET /api/v1/admin/emails/logs: emailLogListRequestSchema as a query string (numbers arrive as text). */
export const emailLogsQuerySchema = z.object({
  status: emailLogStatusSchema.optional(),
  email: safeText().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** GET /api/v1/admin/emails/mailbox. */
export const mailboxQuerySchema = z.object({ email: safeText().trim().min(1).max(254).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) });

export const emailPreferencesRequestSchema = z.object({ email: emailSchema });
export const emailPreferencesUpdateSchema = z.object({ email: emailSchema, marketing: z.boolean() });
/** Body of PUT /api/v1/account/email-preferences: the address is the session's, never the body's. */
export const emailPreferencesBodySchema = z.object({ marketing: z.boolean() });
export const emailPreferencesSchema = z.object({ email: safeText(), marketing: z.boolean() });
