import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

export const EMAIL_QUEUE_NAME = 'email-send';
export type EmailJob = { logId: string };
export type EmailQueueOptions = { redis: Redis; prefix: string; maxAttempts: number; backoffMs: number; concurrency: number };

/**
 * BullMQ queue of mail to send. The job id is the log row id, so queuing the same mail
 * twice (after a crash, by the sweeper) keeps one job. A sequence step due later is a
 * delayed job; the database row stays the truth if Redis forgets it.
 */
export class EmailQueue {
  private readonly queue: Queue<EmailJob>;
  private worker?: Worker<EmailJob>;

  constructor(private readonly options: EmailQueueOptions) {
    this.queue = new Queue<EmailJob>(EMAIL_QUEUE_NAME, { connection: options.redis, prefix: options.prefix });
    // The shared Redis connection logs its own errors; the sweeper recovers what they cost.
    this.queue.on('error', () => undefined);
  }

  async enqueue(logId: string, runAt?: Date): Promise<void> {
    await this.queue.add(
      'send',
      { logId },
      {
        jobId: logId,
        delay: runAt ? Math.max(0, runAt.getTime() - Date.now()) : 0,
        attempts: this.options.maxAttempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  /**
   * Queues a pending mail unless a job for it is waiting, delayed or running. A finished job
   * whose row is still pending (it ran too early, or its result never reached the database)
   * is replaced, since the row, not Redis, says what remains to be sent. True when queued.
   */
  async ensureQueued(logId: string): Promise<boolean> {
    const job = await this.queue.getJob(logId);
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
      await job.remove().catch(() => undefined);
    }
    await this.enqueue(logId);
    return true;
  }

  startWorker(process: (job: Job<EmailJob>) => Promise<void>): void {
    this.worker = new Worker<EmailJob>(EMAIL_QUEUE_NAME, process, {
      connection: this.options.redis,
      prefix: this.options.prefix,
      concurrency: this.options.concurrency,
    });
    this.worker.on('error', () => undefined);
  }

  /** Lets jobs in hand finish, then closes. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
