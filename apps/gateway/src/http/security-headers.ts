import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { WEBHOOK_CSP_SOURCES } from '@bv/domain';

/** A `<style>` element's text as CSP names it: the SHA-256 of exactly what stands between the tags. */
export function styleHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function helmetOptions(inlineStyles: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Stylesheets from our origin and the inline <style> elements our pages carry, by hash: an
        // injected <style> cannot apply. React's style props are set through the CSSOM, which CSP
        // does not govern, and no page is sent with a style attribute, so none is allowed.
        styleSrc: ["'self'", ...new Set(inlineStyles.map(styleHash))],
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
}

/**
 * Powerful browser features no page of ours uses are off for it and anything it embeds; the
 * three it uses (full-screen decks, the share sheet and copying a link) stay with our origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'fullscreen=(self)',
  'web-share=(self)',
  'clipboard-write=(self)',
].join(', ');

/**
 * CSP, HSTS, nosniff, Referrer-Policy and friends, exactly as helmet writes them for our options,
 * and Permissions-Policy, worked out once: nothing in them depends on the request (the inline
 * styles are fixed at start, so hashes rather than nonces), so every response gets the same map
 * without helmet running per request. `inlineStyles`: the text of every <style> a page may carry.
 */
export function securityHeaders(inlineStyles: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  let ran = false;
  helmet(helmetOptions(inlineStyles))({} as IncomingMessage, recorder, () => {
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously; its headers cannot be computed once');
  return headers;
}

/** Sets the headers on every response Fastify sends, and hands them back for the hot routes. */
export async function registerSecurityHeaders(app: NestFastifyApplication, inlineStyles: readonly string[]): Promise<Record<string, string>> {
  const headers = securityHeaders(inlineStyles);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  return headers;
}
