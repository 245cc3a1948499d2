import { resolve } from 'node:path';
import { z } from 'zod';
import { baseConfigShape, httpPort, redisConfigShape } from '@bv/service-kit';

export const configSchema = z.object({
  ...baseConfigShape,
  ...redisConfigShape,
  ...httpPort(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** The built React app (apps/web/dist) served with history fallback. */
  WEB_DIST_DIR: z.string().default(resolve(__dirname, '../../web/dist')),
  /** Requests per minute per client address, across all gateway instances. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Lite submissions per minute per client address. */
  LITE_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});
export type GatewayConfig = z.infer<typeof configSchema>;
