import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyServiceSpec } from '@bv/service-kit';
import type * as AssessmentsModule from '../../../apps/assessments/src/service';
import type * as FlagsModule from '../../../apps/flags/src/service';
import type * as GatewayModule from '../../../apps/gateway/src/service';
import type * as IdentityModule from '../../../apps/identity/src/service';
import type * as NotificationsModule from '../../../apps/notifications/src/service';
import { ROOT } from './infra';

export type AppName = 'gateway' | 'assessments' | 'notifications' | 'flags' | 'identity';

function builtFile(app: AppName): string {
  const file = join(ROOT, 'apps', app, 'dist', 'service.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the services first (npm run build)`);
  return file;
}

/**
 * The service specs come from the built code (apps/<app>/dist), the code that `npm start`
 * runs; the types come from the sources.
 */
export async function loadSpec(app: AppName): Promise<AnyServiceSpec> {
  const file = builtFile(app);
  switch (app) {
    case 'gateway':
      return ((await import(file)) as typeof GatewayModule).gatewayService;
    case 'assessments':
      return ((await import(file)) as typeof AssessmentsModule).assessmentsService as AnyServiceSpec;
    case 'notifications':
      return ((await import(file)) as typeof NotificationsModule).notificationsService;
    case 'flags':
      return ((await import(file)) as typeof FlagsModule).flagsService as AnyServiceSpec;
    case 'identity':
      return ((await import(file)) as typeof IdentityModule).identityService as AnyServiceSpec;
  }
}

/** The variables every service gets in a benchmark: isolated names, quiet-enough logs, local servers. */
export function serviceEnv(
  app: AppName,
  names: { schemaOf: (s: string) => string; amqpPrefix: string; redisPrefix: string },
  urls: { database: string; amqp: string; redis: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: '0',
    DATABASE_URL: urls.database,
    DB_SCHEMA: names.schemaOf(app),
    AMQP_URL: urls.amqp,
    AMQP_PREFIX: names.amqpPrefix,
    REDIS_URL: urls.redis,
    REDIS_PREFIX: names.redisPrefix,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://localhost:3000',
    ...extra,
  };
}
