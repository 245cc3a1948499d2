export * from './bootstrap';
export * from './config';
export * from './database';
export * from './health.controller';
export * from './logger';
export * from './metrics';
export * from './outbox';
export * from './tokens';
