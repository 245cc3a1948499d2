import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort, redisConfigShape } from '@bv/service-kit';

const optionalSecret = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(10).optional());

export const configSchema = z.object({
  ...baseConfigShape,
  ...databaseConfigShape,
  ...redisConfigShape,
  ...dbSchema('assessments'),
  ...httpPort(3103),
  /** Set: reports and PitchPrep outputs are written by OpenAI (structured outputs). */
  OPENAI_API_KEY: optionalSecret,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Only for tests against a local fake of the OpenAI API. */
  OPENAI_API_BASE: z.url().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(60_000),
  /** auto: OpenAI when a key is set, else the deterministic writer; openai: a missing key is AI_CONFIG_ERROR. */
  AI_REPORTS: z.enum(['auto', 'openai', 'deterministic']).default('auto'),
  /** Reports that may be written per ExitCheck Pro assessment (each may be an OpenAI call); a failed one is not counted. */
  PRO_REPORT_MAX_GENERATIONS: z.coerce.number().int().min(1).max(100).default(3),
  /** Tries of one AI job (a Pro report, a PitchPrep generation), with exponential backoff from AI_JOB_BACKOFF_MS. */
  AI_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  AI_JOB_BACKOFF_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** How often open AI jobs are checked against Redis (a job lost with Redis is queued again). */
  AI_JOB_SWEEP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
});
export type AssessmentsConfig = z.infer<typeof configSchema>;
