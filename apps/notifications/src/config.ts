import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort, redisConfigShape } from '@bv/service-kit';

export const configSchema = z.object({
  ...baseConfigShape,
  ...databaseConfigShape,
  ...redisConfigShape,
  ...dbSchema('notifications'),
  ...httpPort(3105),
  /** When unset, mail is stored in the local mailbox instead of being sent. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Blueprint Vault <hello@blueprintvault.example>'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  /** How often pending mail whose job went missing (crash, Redis restart) is queued again. */
  EMAIL_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
});
export type NotificationsConfig = z.infer<typeof configSchema>;
