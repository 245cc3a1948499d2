import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

// RFC 3986 §2.3: these never need encoding, so %41 and A are the same URI (§6.2.2.2).
const ENCODED_UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/** The URL with percent-encoded unreserved characters decoded: the one spelling of an equivalent URI. */
export function canonicalUrl(url: string): string {
  return url.replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

function decodeLeniently(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path a request asks for, as the router understands it: fully decoded (the router decodes
 * `/%61pi` and `/admin%2Fx` too), duplicate slashes collapsed and dot segments resolved. Every
 * gate and header rule that looks at a path decides on this, never on the raw `request.url`:
 * a gate that misses a spelling the router still serves is no gate.
 */
export function routedPath(request: FastifyRequest): string {
  const url = request.url;
  const kept = worked.get(request);
  if (kept?.url === url) return kept.path;
  const path = routedPathOf(url);
  worked.set(request, { url, path });
  return path;
}

/** Several hooks ask for the same request's path; it is worked out once per URL the request has. */
const worked = new WeakMap<FastifyRequest, { url: string; path: string }>();
/** Nothing to decode, collapse or resolve: the path is already its routed form. */
const PLAIN_PATH = /^(?!.*(?:%|\/\/|\/\.))\/[^?]*$/;

/** `routedPath` for a URL that is not a request's: a link the browser reports, a URL to log. */
export function routedPathOf(url: string): string {
  const pathPart = url.split('?')[0];
  if (PLAIN_PATH.test(pathPart)) return pathPart;
  const decoded = decodeLeniently(pathPart);
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = decoded.length > 1 && decoded.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/**
 * Rewrites every request's URL to its canonical spelling before anything else looks at it, so
 * limits, gates, token redaction and the request log all see `/api/...` however the client
 * spelled it. Routing is unchanged: the router already treats both spellings alike.
 */
export function registerCanonicalUrls(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      if (raw.url) raw.url = canonicalUrl(raw.url);
      if (raw.originalUrl) raw.originalUrl = canonicalUrl(raw.originalUrl);
      done();
    });
}
