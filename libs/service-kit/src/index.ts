// First: the library instrumentations must be in place before ioredis, pg, Stripe or OpenAI load.
export * from './auto-instrumentation';
export * from './bootstrap';
export * from './config';
export * from './database';
export * from './health';
export * from './health.controller';
export * from './internal-http';
export * from './logger';
export * from './metrics';
export * from './operational-metrics';
export * from './tokens';
export * from './tracing-sdk';
export { UnitOfWork } from '@bv/messaging';
export * from './row-job-queue';
export * from './schema-wait';
export * from './crypto';
export type { TrustProxySetting } from './trust-proxy';
