import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { Infrastructure } from '@bv/service-kit';
import type { GatewayConfig } from '../config';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { buildApiDocument } from './api-docs';
import { registerRateLimits } from './rate-limit';
import { registerUnsafeTextGuard } from './refuse-unsafe-text';
import { answerHotRoutesFirst } from './hot-routes';
import { countRateLimitRefusals } from './refusal-metrics';
import { registerRequestTracing, requestLineLogger } from './request-tracing';
import { registerCanonicalUrls } from './routed-path';
import { FlagsSnapshotService } from '../flags/flags-snapshot.service';
import { registerSampleDownloadsGate } from './sample-downloads-gate';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';

export async function configureGatewayHttp(app: NestFastifyApplication, infra: Infrastructure): Promise<void> {
  const config = infra.config as unknown as GatewayConfig;
  // First: every later hook, limit and gate sees one spelling of the URL.
  registerCanonicalUrls(app);
  registerRequestTracing(app, infra.logger, infra.metrics);
  countRateLimitRefusals(app, infra.metrics);
  const headers = await registerSecurityHeaders(app);
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
  if (config.NODE_ENV !== 'production') publishApiDocs(app);
}

function publishApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, buildApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
