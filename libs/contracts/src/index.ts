export * from './common';
export * from './envelope';
export * from './errors';
export * from './events';
export * from './flags';
export * from './lite';
export * from './rpc';
export * from './socket';
