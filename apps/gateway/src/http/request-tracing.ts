import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { contextFrom, endSpan, runWithTrace, SpanKind, startSpan, type StartedSpan } from '@bv/messaging';
import type { ServiceLogger, ServiceMetrics } from '@bv/service-kit';

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Query values are where link credentials (reset, verify, activate, unsubscribe tokens) and
 * e-mail addresses travel, so the log keeps the path and the parameter names only.
 */
export function redactQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/**
 * Gives every request a correlation id (the caller's, if it sent a sane one) that follows it
 * through RPC and the events it causes; logs and counts each answer.
 */
export function registerRequestTracing(app: NestFastifyApplication, logger: ServiceLogger, metrics: ServiceMetrics): void {
  const fastify = app.getHttpAdapter().getInstance();
  // The request line holds method, path (query values and share tokens already taken out),
  // status and time, nothing the redaction rules look for: it skips them (half its cost).
  const requestLog = logger.child({}, { redact: [] });
  // The first hop of a trace (HTTP → RPC → event → job) when tracing is on.
  const spans = new WeakMap<FastifyRequest, StartedSpan>();
  fastify.addHook('onRequest', (request, reply, done) => {
    const offered = request.headers['x-correlation-id'];
    const correlationId = typeof offered === 'string' && acceptableId.test(offered) ? offered : randomUUID();
    void reply.header('x-correlation-id', correlationId);
    const route = request.routeOptions.url ?? 'unmatched';
    const span = startSpan(`${request.method} ${route}`, SpanKind.SERVER, contextFrom(request.headers), {
      'http.request.method': request.method,
      'http.route': route,
      'bv.correlation_id': correlationId,
    });
    if (span) spans.set(request, span);
    runWithTrace({ correlationId, causationId: null, otel: span?.context }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    const span = spans.get(request);
    span?.span.setAttribute('http.response.status_code', reply.statusCode);
    endSpan(span, reply.statusCode >= 500 ? `HTTP ${reply.statusCode}` : undefined);
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, seconds);
    if (!route.startsWith('/health')) {
      requestLog.info({ method: request.method, url: redactQueryValues(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
}
