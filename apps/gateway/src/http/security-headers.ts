import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { WEBHOOK_CSP_SOURCES } from '@bv/domain';

/** CSP, HSTS, nosniff, Referrer-Policy and friends on every answer. */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style attributes (progress bars) need inline styles; scripts never run inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // The ExitCheck results can be posted to the user's own automation webhook (spec §2, §7)
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
  });
}
