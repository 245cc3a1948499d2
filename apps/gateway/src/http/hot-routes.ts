import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FlagsSnapshot } from '@bv/contracts';
import type { ServiceLogger, ServiceMetrics, TrustProxySetting } from '@bv/service-kit';
import type { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { clientAddressResolver, clientKey, peerTrust } from './client-address';
import { GLOBAL_WINDOW_MS, type GlobalRateLimit } from './rate-limit';
import { correlationIdOf, endRequestSpan, recordAnswer, startRequestSpan, traceHeadersOf } from './request-tracing';

export const FLAGS_PATH = '/api/v1/flags';
export const LIVENESS_PATH = '/health/live';

export type HotRoutesOptions = {
  /** The headers every gateway response carries (security-headers.ts). */
  securityHeaders: Record<string, string>;
  flags: Pick<FlagsSnapshotService, 'held'>;
  /** The global budget; absent when the gateway runs without Redis and so without limits. */
  rateLimit?: GlobalRateLimit;
  trustProxy: TrustProxySetting;
  metrics: ServiceMetrics;
  requestLog: ServiceLogger;
};

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const JSON_TYPE = 'application/json; charset=utf-8';
const LIVENESS_BODY = Buffer.from(JSON.stringify({ status: 'ok' }));

/**
 * `GET /api/v1/flags` (every page asks) and `GET /health/live` (every probe asks) answered on
 * the HTTP server, before Fastify and Nest see the request (issue 18: a public read at no more
 * than twice a bare `node:http` server's cost, the probe at 1.5×). Each answer keeps what every
 * gateway response has: the security headers, a correlation id, the global rate limit and its
 * headers (not on the probe, which is never limited), a trace span when tracing is on, the HTTP
 * metrics and the request line (not for the probe, as before).
 *
 * Everything else goes to Fastify unchanged, and so does any request these routes would answer
 * differently from the usual one: another method, a query string or another spelling of the
 * path, a client that has used its budget (Fastify counts it and answers the 429), flags not
 * loaded yet (Fastify asks the flags service), and every request once the server is closing.
 * `platform-tests/gateway-hot-routes.int-spec.ts` checks these answers against Fastify's for the same routes.
 */
export class HotRoutes {
  private readonly addressOf: (request: IncomingMessage) => string;
  private readonly fromTrustedPeer: (request: IncomingMessage) => boolean;
  private readonly baseHeaders: string[];
  private closing = false;
  private flagsBody: { snapshot: FlagsSnapshot; body: Buffer } | null = null;

  constructor(private readonly options: HotRoutesOptions) {
    this.addressOf = clientAddressResolver(options.trustProxy);
    this.fromTrustedPeer = peerTrust(options.trustProxy);
    this.baseHeaders = Object.entries(options.securityHeaders).flat();
  }

  /** From now on every request goes to Fastify (which answers 503 while it closes). */
  close(): void {
    this.closing = true;
  }

  /** True when the request was answered here; false leaves it, untouched, to the framework. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closing || request.method !== 'GET') return false;
    if (request.url === LIVENESS_PATH) {
      this.send(request, response, LIVENESS_PATH, LIVENESS_BODY, []);
      return true;
    }
    if (request.url === FLAGS_PATH) {
      const body = this.currentFlagsBody();
      if (!body) return false;
      const limitHeaders = this.countAgainstBudget(request);
      if (!limitHeaders) return false;
      this.send(request, response, FLAGS_PATH, body, limitHeaders);
      return true;
    }
    return false;
  }

  /** The snapshot's JSON, serialised once per snapshot (a change replaces the held object). */
  private currentFlagsBody(): Buffer | null {
    const snapshot = this.options.flags.held();
    if (!snapshot) return null;
    if (this.flagsBody?.snapshot !== snapshot) this.flagsBody = { snapshot, body: Buffer.from(JSON.stringify(snapshot)) };
    return this.flagsBody.body;
  }

  /**
   * Counts the request in the client's global budget and returns the headers @fastify/rate-limit
   * would set; null, counting nothing, when the budget is used up, so Fastify counts it and
   * answers the 429 exactly as it does for every other route.
   */
  private countAgainstBudget(request: IncomingMessage): string[] | null {
    const limit = this.options.rateLimit;
    if (!limit) return [];
    const key = clientKey(this.addressOf(request));
    const now = Date.now();
    if (limit.stores.used(key, GLOBAL_WINDOW_MS, now) >= limit.max) return null;
    const { current, ttl } = limit.stores.count(key, GLOBAL_WINDOW_MS, now);
    return [
      'x-ratelimit-limit',
      String(limit.max),
      'x-ratelimit-remaining',
      String(Math.max(0, limit.max - current)),
      'x-ratelimit-reset',
      String(Math.ceil(ttl / 1000)),
    ];
  }

  private send(request: IncomingMessage, response: ServerResponse, route: string, body: Buffer, extraHeaders: string[]): void {
    const started = performance.now();
    const traceHeaders = traceHeadersOf(request, this.fromTrustedPeer);
    const correlationId = correlationIdOf(traceHeaders);
    const span = startRequestSpan('GET', route, traceHeaders, correlationId);
    response.writeHead(200, [
      ...this.baseHeaders,
      'x-correlation-id',
      correlationId,
      ...extraHeaders,
      'content-type',
      JSON_TYPE,
      'content-length',
      String(body.length),
    ]);
    response.end(body);
    endRequestSpan(span, 200);
    recordAnswer(this.options.requestLog, this.options.metrics, { method: 'GET', route, url: route, status: 200, ms: performance.now() - started });
  }
}

/**
 * Puts the hot routes in front of the framework on the application's HTTP server: its one
 * `request` listener (Fastify's, or socket.io's wrapper of it) is called for everything they
 * leave. Answering on the server is the only way past Fastify's and Nest's per-request work.
 */
export function answerHotRoutesFirst(app: NestFastifyApplication, options: HotRoutesOptions): HotRoutes {
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as Listener[];
  if (listeners.length !== 1) throw new Error(`hot routes: expected the framework's one request listener, found ${listeners.length}`);
  const [framework] = listeners;
  const hot = new HotRoutes(options);
  server.removeListener('request', framework);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hot.answer(request, response)) framework.call(server, request, response);
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preClose', (done) => {
      hot.close();
      done();
    });
  return hot;
}
