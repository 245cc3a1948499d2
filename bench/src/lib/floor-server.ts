import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { runWithTrace } from '@bv/messaging';
import { createLogger, ServiceMetrics } from '@bv/service-kit';
import type * as HotRoutesModule from '../../../apps/gateway/src/http/hot-routes';
import type * as RateLimitStoreModule from '../../../apps/gateway/src/http/batched-rate-limit-store';
import type * as RequestTracingModule from '../../../apps/gateway/src/http/request-tracing';
import type * as SecurityHeadersModule from '../../../apps/gateway/src/http/security-headers';
import { REDIS_URL, ROOT } from './infra';
import { serveParent, signalFailed, signalReady } from './ipc';

/** The gateway's own built code (what the gateway runs), without Nest or Fastify around it. */
function gatewayHttp<T>(file: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(ROOT, 'apps', 'gateway', 'dist', 'http', file)) as T;
}

/**
 * The floor of `bench:gateway`: the gateway's hot-route code (hot-routes.ts) answering
 * `GET /api/v1/flags` on a bare `node:http` server, with everything the gateway keeps on that
 * route and nothing else: the security headers, a correlation id, the global budget counted in
 * the real batched store (synced to Redis), the HTTP metrics of a real ServiceMetrics, the
 * request line through the services' logger, and AsyncLocalStorage switched on as it is in
 * the gateway for its other routes. What it costs above the bare server is what those
 * behaviours cost; what the gateway costs above it is the rest of the gateway process.
 *
 * `BENCH_FLOOR_WITHOUT` (comma-separated: headers, budget, metrics, log, als) leaves behaviours
 * out, to see what each one costs.
 */
async function main(): Promise<void> {
  const { HotRoutes } = gatewayHttp<typeof HotRoutesModule>('hot-routes.js');
  const { BatchedRateLimitStores } = gatewayHttp<typeof RateLimitStoreModule>('batched-rate-limit-store.js');
  const { requestLineLogger } = gatewayHttp<typeof RequestTracingModule>('request-tracing.js');
  const { securityHeaders } = gatewayHttp<typeof SecurityHeadersModule>('security-headers.js');

  const without = new Set((process.env.BENCH_FLOOR_WITHOUT ?? '').split(',').filter(Boolean));
  const snapshot = JSON.parse(process.env.BENCH_BARE_BODY ?? '{}');
  const redis = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  const stores = new BatchedRateLimitStores({
    redis,
    prefix: `${process.env.BENCH_REDIS_PREFIX ?? 'bench-floor'}:rate:`,
    syncMs: 100,
    onSyncFailed: () => undefined,
    onSyncRecovered: () => undefined,
  });
  if (!without.has('als')) runWithTrace({ correlationId: 'floor-server-start', causationId: null }, () => undefined);
  const logLevel = without.has('log') ? 'silent' : (process.env.BENCH_LOG_LEVEL ?? 'info');
  const metrics = new ServiceMetrics('gateway');
  const hot = new HotRoutes({
    securityHeaders: without.has('headers') ? {} : securityHeaders(),
    flags: { held: () => snapshot },
    rateLimit: without.has('budget') ? undefined : { stores, max: 100_000_000 },
    trustProxy: ['127.0.0.1/8', '::1/128'],
    metrics: without.has('metrics') ? ({ httpRequests: { inc: () => undefined }, httpDuration: { observe: () => undefined } } as unknown as ServiceMetrics) : metrics,
    requestLog: requestLineLogger(createLogger('gateway', logLevel)),
  });
  const server = createServer((req, res) => {
    req.resume();
    if (hot.answer(req, res)) return;
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serveParent({}, async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stores.close();
    redis.disconnect();
  });
  signalReady({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

main().catch((err: Error) => {
  signalFailed(err);
  setTimeout(() => process.exit(1), 50);
});
