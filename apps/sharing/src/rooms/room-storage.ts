import type { Redis } from 'ioredis';
import type { Queue } from 'bullmq';
import { conversionQueue, type ConversionJobData, type ConversionJobResult } from '@bv/conversion';
import { CONFIG, REDIS } from '@bv/service-kit';
import { createObjectStore, objectStoreEnvOf, parseObjectStoreConfig, type ObjectStore } from '@bv/storage';
import type { SharingConfig } from '../config';

export const OBJECT_STORE = Symbol('OBJECT_STORE');
export const CONVERSION_QUEUE = Symbol('CONVERSION_QUEUE');
export type ConversionQueue = Queue<ConversionJobData, ConversionJobResult>;

/** Room files live in the object store (docs/architecture-notes.md, "Object storage"); conversions go to the converter through BullMQ. */
export const roomStorageProviders = [
  { provide: OBJECT_STORE, inject: [CONFIG], useFactory: (config: SharingConfig): ObjectStore => createObjectStore(parseObjectStoreConfig(objectStoreEnvOf(config))) },
  {
    provide: CONVERSION_QUEUE,
    inject: [REDIS, CONFIG],
    useFactory: (redis: Redis, config: SharingConfig): ConversionQueue =>
      conversionQueue({ connection: redis, prefix: config.REDIS_PREFIX, attempts: config.CONVERSION_ATTEMPTS, backoffMs: config.CONVERSION_BACKOFF_MS }),
  },
];
