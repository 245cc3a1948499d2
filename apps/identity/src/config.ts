import { z } from 'zod';
import { baseConfigShape, databaseConfigShape, dbSchema, httpPort, refuseDevelopmentSecrets } from '@bv/service-kit';

/** Only for a platform bound to loopback (local runs, tests); any other must bring its own (checked below). */
const DEV_KEY_ENCRYPTION_KEY = 'ZGV2LW9ubHkta2V5LWVuY3J5cHRpb24ta2V5LTMyYmI=';

export const configSchema = z
  .object({
    ...baseConfigShape,
    ...databaseConfigShape,
    ...dbSchema('identity'),
    ...httpPort(3101),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    JWT_ISSUER: z.string().min(1).default('blueprint-vault'),
    JWT_AUDIENCE: z.string().min(1).default('blueprint-vault-api'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    /** Absolute lifetime of a session's refresh tokens. */
    REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).default(30 * 24 * 3600),
    /** docs/product-rules.md, "Accounts and security" (inactivity): signed out after 30 minutes without activity; an idle session cannot be refreshed. */
    SESSION_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(60).default(1800),
    /** docs/product-rules.md, "Accounts and security" (fixed session lifetime): a session ends this long after sign-in, however often it is refreshed. */
    SESSION_ABSOLUTE_LIFETIME_SECONDS: z.coerce.number().int().min(1).default(30 * 24 * 3600),
    /** Two tabs refreshing with the same token at once: the second gets an access token, no fork. */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /** The active signing key is replaced by the standby once it is this old (fractions: tests). */
    SIGNING_KEY_ROTATION_DAYS: z.coerce.number().positive().max(365).default(30),
    /** How often a replica checks whether the key is due (and prunes long-retired keys). */
    SIGNING_KEY_CHECK_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
    /** 32 bytes, base64: encrypts the private signing keys at rest. */
    KEY_ENCRYPTION_KEY: z
      .string()
      .default(DEV_KEY_ENCRYPTION_KEY)
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded'),
  })
  .superRefine(refuseDevelopmentSecrets({ KEY_ENCRYPTION_KEY: DEV_KEY_ENCRYPTION_KEY }));
export type IdentityConfig = z.infer<typeof configSchema>;
