import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort, redisConfigShape, refuseDevelopmentSecrets } from '@bv/service-kit';
import { objectStoreConfigShape } from '@bv/storage';

/** Only for a platform bound to loopback (local runs, tests); any other must bring its own (checked below). */
const DEV_SHARE_TOKEN_KEY = 'ZGV2LW9ubHktc2hhcmUtdG9rZW4tZW5jcnlwdGlvbi0=';
const DEV_SHARE_GRANT_SECRET = 'dev-only-share-grant-secret-change-me-in-production';

export const configSchema = z
  .object({
    ...baseConfigShape,
    ...databaseConfigShape,
    ...dbSchema('sharing'),
    ...httpPort(3104),
    ...redisConfigShape,
    /** Deal rooms' files (docs/architecture-notes.md, "Object storage"); read again by parseObjectStoreConfig, which checks them together. */
    ...objectStoreConfigShape,
    /** Tries of one document's conversion before it is reported failed (docs/product-rules.md, "Room documents"). */
    CONVERSION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    CONVERSION_BACKOFF_MS: z.coerce.number().int().min(0).default(10_000),
    /** How often documents still converting are checked against their jobs (queue events missed while down). */
    CONVERSION_SWEEP_MS: z.coerce.number().int().min(100).default(30_000),
    /** 32 bytes, base64: encrypts share tokens so owners can copy their links; the lookup uses a SHA-256 hash. */
    SHARE_TOKEN_KEY: z
      .string()
      .default(DEV_SHARE_TOKEN_KEY)
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded'),
    /** At least 32 characters: signs the short-lived grants a correct share password earns (HS256). */
    SHARE_GRANT_SECRET: z.string().min(32).default(DEV_SHARE_GRANT_SECRET),
    SHARE_GRANT_TTL_SECONDS: z.coerce.number().int().min(60).max(24 * 3600).default(1800),
    /** PDF threads: renders and watermark stamps run off the event loop, at most this many at once. */
    SHARE_PDF_THREADS: z.coerce.number().int().min(1).max(8).default(1),
    /** Jobs that may wait for a PDF thread; the next download answers 503 SHARING.BUSY. */
    SHARE_PDF_QUEUE: z.coerce.number().int().min(1).max(1000).default(16),
    /** Memory for rendered files kept per output version (MB). */
    SHARE_PDF_CACHE_MB: z.coerce.number().int().min(1).max(2048).default(64),
    /** Downloads one client (address) may make in an hour, over all links (docs/product-rules.md, "Sharing links"). */
    SHARE_DOWNLOADS_PER_CLIENT_HOUR: z.coerce.number().int().min(1).default(20),
    /** Downloads of one link in an hour, all clients together. */
    SHARE_DOWNLOADS_PER_LINK_HOUR: z.coerce.number().int().min(1).default(100),
  })
  .superRefine(refuseDevelopmentSecrets({ SHARE_TOKEN_KEY: DEV_SHARE_TOKEN_KEY, SHARE_GRANT_SECRET: DEV_SHARE_GRANT_SECRET }));
export type SharingConfig = z.infer<typeof configSchema>;
