import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  conversionQueue,
  CONVERSION_QUEUE,
  ObjectStoreConversionStorage,
  startConversionWorker,
  type ConversionJobData,
  type ConversionJobResult,
} from '@bv/conversion';
import { CONFIG, LOGGER, METRICS, REDIS, WATCHED_JOB_STATES, type ServiceLogger, type ServiceMetrics } from '@bv/service-kit';
import { createObjectStore } from '@bv/storage';
import { objectStoreConfigOf, type ConverterConfig } from './config';

/**
 * The converter's one job: a BullMQ worker on document-conversion, reading uploads from and
 * writing outputs to the object store. Its queue's depth is in /metrics (bv_job_queue_jobs),
 * which is what the converter scales on.
 */
@Injectable()
export class ConversionWorkerService implements OnApplicationBootstrap {
  private worker?: Worker<ConversionJobData, ConversionJobResult>;
  private readonly shutdown = new AbortController();
  private readonly queue;

  constructor(
    @Inject(CONFIG) private readonly config: ConverterConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(METRICS) private readonly metrics: ServiceMetrics,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {
    // Only read, for the gauges: jobs are queued by the service that owns the documents.
    this.queue = conversionQueue({ connection: redis, prefix: config.REDIS_PREFIX });
    this.queue.on('error', () => undefined);
    metrics.operations.watch({
      jobQueues: [
        {
          name: CONVERSION_QUEUE,
          counts: async () => {
            const counts = await this.queue.getJobCounts(...WATCHED_JOB_STATES);
            return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, failed: counts.failed ?? 0, delayed: counts.delayed ?? 0 };
          },
        },
      ],
    });
  }

  onApplicationBootstrap(): void {
    const config = this.config;
    this.worker = startConversionWorker({
      connection: this.redis,
      prefix: config.REDIS_PREFIX,
      storage: new ObjectStoreConversionStorage(createObjectStore(objectStoreConfigOf(config))),
      concurrency: config.CONVERSION_CONCURRENCY,
      workRoot: config.CONVERSION_WORK_DIR,
      lockDurationMs: config.CONVERSION_LOCK_MS,
      stalledIntervalMs: config.CONVERSION_STALLED_CHECK_MS,
      shutdown: this.shutdown.signal,
    });
    // Redis errors are the shared connection's to log (bootstrap); readiness reports Redis down.
    this.worker.on('error', () => undefined);
    this.worker.on('completed', (job, result) => {
      this.observe(job.processedOn, 'completed');
      this.logger.info({ documentId: job.data.documentId, pages: result.pages, type: result.type }, 'document converted');
    });
    this.worker.on('failed', (job, err) => {
      this.observe(job?.processedOn, 'failed');
      this.logger.warn({ documentId: job?.data.documentId, attempt: job?.attemptsMade, err: err.message }, 'conversion failed');
    });
  }

  private observe(processedOn: number | undefined, outcome: 'completed' | 'failed'): void {
    const seconds = processedOn ? (Date.now() - processedOn) / 1000 : 0;
    this.metrics.operations.observeJob(CONVERSION_QUEUE, outcome, seconds);
  }

  /**
   * Takes no new job and lets the running ones finish within the grace; past it their tools are
   * killed and the jobs are moved back to waiting (no attempt spent) for another converter.
   */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (worker) {
      const closed = worker.close();
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.config.CONVERSION_SHUTDOWN_GRACE_MS))),
      ]);
      clearTimeout(timer);
      if (!inTime) {
        this.logger.warn({ graceMs: this.config.CONVERSION_SHUTDOWN_GRACE_MS }, 'conversions still running at the end of the grace: returning them to the queue');
        this.shutdown.abort();
        await closed;
      }
    }
    await this.queue.close();
  }
}
