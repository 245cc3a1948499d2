import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceMetrics } from '@bv/service-kit';

/**
 * Counts every request a rate limit refused (the global and route budgets, the account and
 * address throttles: each answers 429), by matched route: the signal behind the rate-limit
 * alert (docs/operations.md, Alerts).
 */
export function countRateLimitRefusals(app: NestFastifyApplication, metrics: ServiceMetrics): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode === 429) metrics.operations.rateLimitRefusals.inc({ route: request.routeOptions.url ?? 'unmatched' });
      done();
    });
}
