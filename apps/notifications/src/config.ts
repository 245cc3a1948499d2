import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort, redisConfigShape, refuseDevelopmentSecrets } from '@bv/service-kit';

/** Only for a platform bound to loopback (local runs, tests); any other must bring its own (checked below). */
const DEV_EMAIL_LINK_SECRET = 'dev-only-email-link-secret-change-me-in-production';
/** The same rule: 32 bytes, base64, published here, so refused off loopback. */
const DEV_WEBHOOK_SECRET_KEY = 'ZGV2LW9ubHktd2ViaG9vay1zZWNyZXQtZW5jcnlwdGk=';

export const configSchema = z
  .object({
    ...baseConfigShape,
    ...databaseConfigShape,
    ...redisConfigShape,
    ...dbSchema('notifications'),
    ...httpPort(3105),
    /** When unset, mail is stored in the local mailbox instead of being sent (never in production). */
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Blueprint Vault <hello@blueprintvault.example>'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
    /** How often pending mail whose job went missing (crash, Redis restart) is queued again. */
    EMAIL_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
    /**
     * A sending job's lock (renewed while it runs) and how often lapsed locks are looked for: a
     * job held by a worker that died is taken up again within about their sum.
     */
    EMAIL_JOB_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    EMAIL_STALLED_CHECK_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
    /** Signs unsubscribe, open and click links (HMAC-SHA256); at least 32 characters. */
    EMAIL_LINK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).default(DEV_EMAIL_LINK_SECRET)),
    /**
     * Sequence steps "n days later" go out at this hour, Singapore time, on that calendar day.
     * EMAIL_SEQUENCE_DAY_MS replaces calendar days by a fixed length (tests compress time).
     */
    EMAIL_SEND_HOUR_SGT: z.coerce.number().int().min(0).max(23).default(10),
    EMAIL_SEQUENCE_DAY_MS: z.coerce.number().int().min(100).optional(),
    /**
     * Lite result mails (each with its sequence) one address receives per Singapore day: anyone
     * can type anyone's address into the free form. Further results are stored, not mailed.
     */
    /**
     * A founder's views of their links and rooms come as one digest a day, sent at this hour,
     * Singapore time (docs/product-rules.md, "Sharing links"). It replaced SHARE_VIEW_DIGEST_MINUTES
     * (a digest per link at most that often), which is no longer read.
     */
    VIEW_DIGEST_HOUR_SGT: z.coerce.number().int().min(0).max(23).default(18),
    /** One-time codes of shared links' e-mail gates mailed to one address in an hour, at most (a backstop to sharing's own limits). */
    SHARE_CODE_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(10),
    /** How often the weekly reminder of plans to a date looks for founders to mail (docs/product-rules.md, "A plan to a date"). */
    PLAN_REMINDER_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
    LITE_RESULT_EMAILS_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
    /** 32 bytes, base64: encrypts webhook endpoints' signing secrets at rest (docs/architecture-notes.md, "Webhooks"). */
    WEBHOOK_SECRET_KEY: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().default(DEV_WEBHOOK_SECRET_KEY).refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded'),
    ),
    /** Tries per delivery (the first included) and the first back-off, doubled each time: 8 × 30 s spans about an hour. */
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
    WEBHOOK_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** One attempt's whole time: connect, send, answer. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
    /** Deliveries that failed every attempt, in a row, that turn an endpoint off (and mail its founder). */
    WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES: z.coerce.number().int().min(1).max(100).default(5),
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
    /** How often pending deliveries whose job went missing (Redis restart) are queued again. */
    WEBHOOK_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /**
     * Test-only: lets endpoints be plain http on 127.0.0.1 (a local receiver). Production refuses
     * it; everywhere else targets must be https and resolve to public addresses.
     */
    WEBHOOK_ALLOW_LOOPBACK_HTTP: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.SMTP_URL !== undefined, {
    path: ['SMTP_URL'],
    message: 'is required in production: the local mailbox stores mail (with its single-use links) where admins can read it',
  })
  .refine((c) => c.NODE_ENV !== 'production' || !c.WEBHOOK_ALLOW_LOOPBACK_HTTP, {
    path: ['WEBHOOK_ALLOW_LOOPBACK_HTTP'],
    message: 'is for tests only: in production webhook targets must be https on public addresses',
  })
  .superRefine(refuseDevelopmentSecrets({ EMAIL_LINK_SECRET: DEV_EMAIL_LINK_SECRET, WEBHOOK_SECRET_KEY: DEV_WEBHOOK_SECRET_KEY }));
export type NotificationsConfig = z.infer<typeof configSchema>;
