import rateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { clientKey } from './client-address';

/** Route-level limit for Lite submissions (read by @RouteConfig); the max is set at boot. */
export const liteRateLimit = { max: 20, timeWindow: '1 minute' };

/** Checkout routes open to anyone (guest and test checkouts, verify-payment, the sandbox page). */
export const openCheckoutRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * Limits per client (see clientKey), counted in Redis so every gateway instance shares the
 * budget. A 429 carries Retry-After and the API's error shape. Route limits (@RouteConfig) hang
 * on the matched route, and the allow list looks at the matched route too, never at the URL as
 * spelled: `/%61pi/v1/auth/sign-in` is the sign-in route and counts as such.
 */
export async function registerRateLimits(app: NestFastifyApplication, redis: Redis, config: GatewayConfig): Promise<void> {
  liteRateLimit.max = config.LITE_SUBMISSIONS_PER_MINUTE;
  openCheckoutRateLimit.max = config.OPEN_CHECKOUT_REQUESTS_PER_MINUTE;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    redis,
    nameSpace: `${config.REDIS_PREFIX}:rate:`,
    // Only the API is budgeted: health probes and metrics scrapes must never be throttled, and
    // the web app's own files (hashed, cacheable chunks a single page load fetches dozens of)
    // would otherwise eat a visitor's API budget.
    allowList: (req) => !(req.routeOptions.url ?? '').startsWith('/api/'),
    keyGenerator: (req) => clientKey(req.ip),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
