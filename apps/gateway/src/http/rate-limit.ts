import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { Logger } from '@bv/messaging';
import type { GatewayConfig } from '../config';
import { BatchedRateLimitStores } from './batched-rate-limit-store';
import { clientKey } from './client-address';
import { routedPath } from './routed-path';

/** The global budget's window: every route without its own limit counts in it. */
export const GLOBAL_WINDOW_MS = 60_000;

/** The global budget: the store it counts in (key: clientKey of the address) and its maximum. */
export type GlobalRateLimit = { stores: BatchedRateLimitStores; max: number };

/** Route-level limit for Lite submissions (read by @RouteConfig); the max is set at boot. */
export const liteRateLimit = { max: 20, timeWindow: '1 minute' };

/** Checkout routes open to anyone (guest and test checkouts, verify-payment, the sandbox page). */
export const openCheckoutRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * Limits per client (see clientKey), counted in the instance and shared with every other gateway
 * instance through Redis in batches (BatchedRateLimitStores: no Redis round trip per request, and
 * no request waits while Redis is away). A 429 carries Retry-After and the API's error shape. Route limits (@RouteConfig) hang
 * on the matched route, and the allow list looks at the matched route too, never at the URL as
 * spelled: `/%61pi/v1/auth/sign-in` is the sign-in route and counts as such.
 */
export async function registerRateLimits(app: NestFastifyApplication, redis: Redis, config: GatewayConfig, logger: Logger): Promise<GlobalRateLimit> {
  liteRateLimit.max = config.LITE_SUBMISSIONS_PER_MINUTE;
  openCheckoutRateLimit.max = config.OPEN_CHECKOUT_REQUESTS_PER_MINUTE;
  // Its own connection, failing at once while Redis is away (the shared one queues commands).
  const connection = redis.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  connection.on('error', () => undefined);
  const stores = new BatchedRateLimitStores({
    redis: connection,
    prefix: `${config.REDIS_PREFIX}:rate:`,
    syncMs: config.RATE_LIMIT_SYNC_MS,
    onSyncFailed: (err) => logger.warn({ err }, 'rate limits: Redis unavailable, counting in this instance until it is back'),
    onSyncRecovered: () => logger.info('rate limits: Redis back, counts shared with the other instances again'),
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onClose', async () => {
    await stores.close();
    connection.disconnect();
  });
  const root = stores.store();
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: GLOBAL_WINDOW_MS,
    // @fastify/rate-limit constructs the store it is given.
    store: function BatchedStore() {
      return root;
    } as unknown as FastifyRateLimitStoreCtor,
    // Only the API is budgeted, and the shared-link pages, which the gateway renders with a call
    // to sharing (a counted view) as the API would: health probes and metrics scrapes must never
    // be throttled, and the web app's own files (hashed, cacheable chunks a single page load
    // fetches dozens of) would otherwise eat a visitor's API budget.
    allowList: (req) => !(req.routeOptions.url ?? '').startsWith('/api/') && !routedPath(req).startsWith('/shared/'),
    keyGenerator: (req) => clientKey(req.ip),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  return { stores, max: config.RATE_LIMIT_PER_MINUTE };
}

/** Webhook changes, test sends and replays: each test or replay makes an outgoing request, so fewer than the global budget. */
export const webhookMutationRateLimit = { max: 30, timeWindow: '1 minute' };
