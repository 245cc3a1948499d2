import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { contextFrom, endSpan, runWithTrace, SpanKind, startSpan, type StartedSpan } from '@bv/messaging';
import type { ServiceLogger, ServiceMetrics, TrustProxySetting } from '@bv/service-kit';
import { peerTrust } from './client-address';
import { loggableUrl } from './loggable-url';

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

const NO_HEADERS: IncomingHttpHeaders = {};

/**
 * The headers that may place a request in a trace (X-Correlation-Id, traceparent): a trusted
 * proxy's (which sets or passes them on), never a client's own. A client that picks its
 * correlation id could file its requests under someone else's in the logs.
 */
export function traceHeadersOf(request: IncomingMessage, fromTrustedPeer: (request: IncomingMessage) => boolean): IncomingHttpHeaders {
  return fromTrustedPeer(request) ? request.headers : NO_HEADERS;
}

/** The correlation id the trace headers carry if it is a sane one, else a new one. */
export function correlationIdOf(traceHeaders: IncomingHttpHeaders): string {
  const offered = traceHeaders['x-correlation-id'];
  return typeof offered === 'string' && acceptableId.test(offered) ? offered : randomUUID();
}

/**
 * The request log. The request line holds method, path (`loggableUrl`: query values and share
 * tokens taken out), status and time, nothing the redaction rules look for: it skips them (half its cost).
 */
export function requestLineLogger(logger: ServiceLogger): ServiceLogger {
  return logger.child({}, { redact: [] });
}

/** The first hop of a trace (HTTP → RPC → event → job) when tracing is on; undefined when it is off. */
export function startRequestSpan(method: string, route: string, headers: IncomingHttpHeaders, correlationId: string): StartedSpan | undefined {
  return startSpan(`${method} ${route}`, SpanKind.SERVER, contextFrom(headers), {
    'http.request.method': method,
    'http.route': route,
    'bv.correlation_id': correlationId,
  });
}

export function endRequestSpan(span: StartedSpan | undefined, status: number): void {
  span?.span.setAttribute('http.response.status_code', status);
  endSpan(span, status >= 500 ? `HTTP ${status}` : undefined);
}

/** What every answer leaves behind: its two metrics and, except for health probes, its request line. */
export function recordAnswer(requestLog: ServiceLogger, metrics: ServiceMetrics, answer: { method: string; route: string; url: string; status: number; ms: number }): void {
  metrics.httpRequests.inc({ method: answer.method, route: answer.route, status: String(answer.status) });
  metrics.httpDuration.observe({ method: answer.method, route: answer.route }, answer.ms / 1000);
  if (!answer.route.startsWith('/health')) {
    requestLog.info({ method: answer.method, url: loggableUrl(answer.url), status: answer.status, ms: Math.round(answer.ms) }, 'request');
  }
}

/**
 * Gives every request a correlation id (a trusted proxy's, if it sent a sane one) that follows
 * it through RPC and the events it causes; logs and counts each answer.
 */
export function registerRequestTracing(app: NestFastifyApplication, logger: ServiceLogger, metrics: ServiceMetrics, trustProxy: TrustProxySetting): void {
  const fastify = app.getHttpAdapter().getInstance();
  const requestLog = requestLineLogger(logger);
  const spans = new WeakMap<FastifyRequest, StartedSpan>();
  const fromTrustedPeer = peerTrust(trustProxy);
  fastify.addHook('onRequest', (request, reply, done) => {
    const traceHeaders = traceHeadersOf(request.raw, fromTrustedPeer);
    const correlationId = correlationIdOf(traceHeaders);
    void reply.header('x-correlation-id', correlationId);
    const route = request.routeOptions.url ?? 'unmatched';
    const span = startRequestSpan(request.method, route, traceHeaders, correlationId);
    if (span) spans.set(request, span);
    runWithTrace({ correlationId, causationId: null, otel: span?.context }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    endRequestSpan(spans.get(request), reply.statusCode);
    const route = request.routeOptions.url ?? 'unmatched';
    recordAnswer(requestLog, metrics, { method: request.method, route, url: request.url, status: reply.statusCode, ms: reply.elapsedTime });
    done();
  });
}
