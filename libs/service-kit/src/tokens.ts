/** Injection tokens for the infrastructure every service gets from the platform module. */
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const AMQP_CONNECTION = Symbol('AMQP_CONNECTION');
export const REDIS = Symbol('REDIS');
/** The service's `UnitOfWork`: a transaction with its events and after-commit work. */
export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');
export const METRICS = Symbol('METRICS');
export const TOPOLOGY = Symbol('TOPOLOGY');

export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready', metrics: '/metrics' } as const;
