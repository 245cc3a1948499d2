import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { WEBHOOK_CSP_SOURCES } from '@bv/domain';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React style attributes (progress bars) need inline styles; scripts never run inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      // The ExitCheck results can be posted to the user's own automation webhook (docs/product-rules.md, "ExitCheck Pro")
      // at the services the form names; no other third-party host may be called from our pages.
      connectSrc: ["'self'", ...WEBHOOK_CSP_SOURCES],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // HSTS already keeps browsers on HTTPS in production; this would break plain-HTTP local runs.
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * CSP, HSTS, nosniff, Referrer-Policy and friends, exactly as helmet writes them for our options,
 * worked out once: nothing in them depends on the request (no CSP nonces), so every response gets
 * the same map without helmet running per request (issue 18, per-request overhead).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  let ran = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously; its headers cannot be computed once');
  return headers;
}

/** Sets the headers on every response Fastify sends, and hands them back for the hot routes. */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<Record<string, string>> {
  const headers = securityHeaders();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  return headers;
}
