import { resolve } from 'node:path';
import { z } from 'zod';
import { baseConfigShape, httpPort, redisConfigShape } from '@bv/service-kit';
import { objectStoreConfigShape } from '@bv/storage';
import { DEFAULT_SERVICE_HEALTH_URLS, parseServiceHealthUrls } from './status/service-health-urls';

export const configSchema = z.object({
  ...baseConfigShape,
  ...redisConfigShape,
  ...httpPort(3000),
  /** The local driver's part uploads are served here (docs/architecture-notes.md, "Object storage"): the same directory and secret as sharing's. */
  ...objectStoreConfigShape,
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** The built React app (apps/web/dist) served with history fallback. */
  WEB_DIST_DIR: z.string().default(resolve(__dirname, '../../web/dist')),
  /** The web app's server-side render (apps/web/dist-server), with which shared links are rendered. */
  WEB_SERVER_DIR: z.string().default(resolve(__dirname, '../../web/dist-server')),
  /** Requests per minute per client address, across all gateway instances. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * How often each gateway adds its rate-limit counts to the cluster's in Redis and learns the
   * others' (see http/batched-rate-limit-store.ts for the tolerance this gives with several instances).
   */
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(10).max(5_000).default(100),
  /** Lite submissions per minute per client address. */
  LITE_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Per address: guest and test checkouts, verify-payment and the sandbox page, which need no sign-in. */
  OPEN_CHECKOUT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** How often each socket.io client hears from the gateway; the client calls a link stale after 30 s of silence. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  /** Must match identity's: tokens from any other issuer or for any other audience are refused. */
  JWT_ISSUER: z.string().min(1).default('blueprint-vault'),
  JWT_AUDIENCE: z.string().min(1).default('blueprint-vault-api'),
  /** How long a revoked session or a demotion is remembered: at least identity's longest access-token life (its maximum is 3600). */
  REVOCATION_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** While Redis cannot say whether a session was revoked, only access tokens younger than this are accepted; older ones must refresh. */
  REVOCATION_FALLBACK_TOKEN_AGE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How long the revocation check waits for Redis before treating it as unavailable. */
  REVOCATION_CHECK_TIMEOUT_MS: z.coerce.number().int().min(10).default(250),
  /** Secure (and __Host-) refresh cookie; only plain-HTTP development on a LAN address turns it off. */
  COOKIE_SECURE: z.stringbool().default(true),
  /** Readiness URL of each service for GET /api/v1/status: `identity=http://host:3101/health/ready,...`. */
  SERVICE_HEALTH_URLS: z
    .string()
    .default(DEFAULT_SERVICE_HEALTH_URLS)
    .superRefine((value, ctx) => {
      const parsed = parseServiceHealthUrls(value);
      if (!parsed.ok) for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type GatewayConfig = z.infer<typeof configSchema>;
