import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { runWithTrace } from '@bv/messaging';
import type { ServiceLogger, ServiceMetrics } from '@bv/service-kit';

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request a correlation id (the caller's, if it sent a sane one) that follows it
 * through RPC and the events it causes; logs and counts each answer.
 */
export function registerRequestTracing(app: NestFastifyApplication, logger: ServiceLogger, metrics: ServiceMetrics): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const offered = request.headers['x-correlation-id'];
    const correlationId = typeof offered === 'string' && acceptableId.test(offered) ? offered : randomUUID();
    void reply.header('x-correlation-id', correlationId);
    runWithTrace({ correlationId, causationId: null }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, seconds);
    if (!route.startsWith('/health')) {
      logger.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
}
