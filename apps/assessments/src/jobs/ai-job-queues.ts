import type { Redis } from 'ioredis';
import { CONFIG, REDIS, RowJobQueue } from '@bv/service-kit';
import type { AssessmentsConfig } from '../config';

export const REPORT_JOB_QUEUE = Symbol('REPORT_JOB_QUEUE');
export const GENERATION_JOB_QUEUE = Symbol('GENERATION_JOB_QUEUE');

/**
 * Work that waits on the AI provider, as durable jobs: one row per request, retried with
 * backoff. An AI call may take a minute, so the lock is renewed while it runs, and a job whose
 * worker died (a restart mid-call) is taken over within a stalled interval.
 */
const aiJobQueue = (provide: symbol, name: string) => ({
  provide,
  inject: [REDIS, CONFIG],
  useFactory: (redis: Redis, config: AssessmentsConfig) =>
    new RowJobQueue({
      name,
      redis,
      prefix: config.REDIS_PREFIX,
      attempts: config.AI_JOB_ATTEMPTS,
      backoffMs: config.AI_JOB_BACKOFF_MS,
      concurrency: 4,
      lockDurationMs: 30_000,
      stalledIntervalMs: 15_000,
    }),
});

export const aiJobQueues = [aiJobQueue(REPORT_JOB_QUEUE, 'pro-report'), aiJobQueue(GENERATION_JOB_QUEUE, 'pitchprep-generation')];
