import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

export const REPORT_JOB_QUEUE = Symbol('REPORT_JOB_QUEUE');
export const REPORT_QUEUE_NAME = 'pro-report';
export type ReportJobData = { jobId: string };
export type ReportJobQueueOptions = { redis: Redis; prefix: string; attempts: number; backoffMs: number };

/**
 * BullMQ queue of reports to write. The BullMQ job id is the database row id, so queueing a
 * request twice keeps one job; a job whose worker died (a restart mid-write) is picked up again
 * by BullMQ's stalled-job check; the lock is renewed while the AI call runs.
 */
export class ReportJobQueue {
  private readonly queue: Queue<ReportJobData>;
  private worker?: Worker<ReportJobData>;

  constructor(private readonly options: ReportJobQueueOptions) {
    this.queue = new Queue<ReportJobData>(REPORT_QUEUE_NAME, { connection: options.redis, prefix: options.prefix });
    this.queue.on('error', () => undefined);
  }

  async enqueue(jobId: string): Promise<void> {
    await this.queue.add(
      'write',
      { jobId },
      {
        jobId,
        attempts: this.options.attempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  /** Queues the row unless a job for it is waiting, delayed or running (the row is the truth). */
  async ensureQueued(jobId: string): Promise<void> {
    const job = await this.queue.getJob(jobId);
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return;
      await job.remove().catch(() => undefined);
    }
    await this.enqueue(jobId);
  }

  startWorker(process: (job: Job<ReportJobData>) => Promise<void>): void {
    this.worker = new Worker<ReportJobData>(REPORT_QUEUE_NAME, process, {
      connection: this.options.redis,
      prefix: this.options.prefix,
      concurrency: 4,
      // An AI call may take a minute; the lock is renewed every half lock while it runs, and a
      // job whose worker is gone is taken over within a stalled interval.
      lockDuration: 30_000,
      stalledInterval: 15_000,
      maxStalledCount: 3,
    });
    this.worker.on('error', () => undefined);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
