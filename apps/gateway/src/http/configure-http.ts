import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { Infrastructure } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { SERVED_PAGES, servedInlineStyles, type ServedPages } from '../web-hosting/served-pages';
import { registerStaticFiles } from '../web-hosting/static-files';
import { buildApiDocument } from './api-docs';
import { registerRateLimits } from './rate-limit';
import { registerUnsafeTextGuard } from './refuse-unsafe-text';
import { answerHotRoutesFirst } from './hot-routes';
import { countRateLimitRefusals } from './refusal-metrics';
import { registerRequestTracing, requestLineLogger } from './request-tracing';
import { registerCanonicalUrls, routedPath } from './routed-path';
import { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { registerSampleDownloadsGate } from './sample-downloads-gate';
import { registerSecurityHeaders } from './security-headers';

export async function configureGatewayHttp(app: NestFastifyApplication, infra: Infrastructure): Promise<void> {
  const config = infra.config as unknown as GatewayConfig;
  // First: every later hook, limit and gate sees one spelling of the URL.
  registerCanonicalUrls(app);
  registerRequestTracing(app, infra.logger, infra.metrics, config.TRUST_PROXY);
  countRateLimitRefusals(app, infra.metrics);
  const headers = await registerSecurityHeaders(app, servedInlineStyles(app.get<ServedPages>(SERVED_PAGES)));
  await app.register(fastifyCookie);
  registerUnsafeTextGuard(app);
  const rateLimit = infra.redis ? await registerRateLimits(app, infra.redis, config, infra.logger) : undefined;
  const flags = app.get(FlagsSnapshotService);
  answerHotRoutesFirst(app, {
    securityHeaders: headers,
    flags,
    rateLimit,
    trustProxy: config.TRUST_PROXY,
    metrics: infra.metrics,
    requestLog: requestLineLogger(infra.logger),
  });
  registerSampleDownloadsGate(app, flags);
  await registerStaticFiles(app, config.WEB_DIST_DIR, infra.logger);
  // Nest routes plugin errors (rate limit, body parsing) through this filter too.
  app.useGlobalFilters(new AllExceptionsFilter(infra.logger));

  // The API description maps every route for whoever asks; production does not hand it out.
  if (config.NODE_ENV !== 'production') publishApiDocs(app, headers['content-security-policy']);
}

function publishApiDocs(app: NestFastifyApplication, csp: string): void {
  SwaggerModule.setup('api/docs', app, buildApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  // Swagger UI's page styles itself inline (a <style> and style attributes); it is never served in production.
  const docsCsp = csp.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      if (routedPath(request).startsWith('/api/docs')) void reply.header('content-security-policy', docsCsp);
      done(null, payload);
    });
}
