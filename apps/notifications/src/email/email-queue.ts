import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

export const EMAIL_QUEUE_NAME = 'email-send';
export type EmailJob = { logId: string };
export type EmailQueueOptions = { redis: Redis; prefix: string; maxAttempts: number; backoffMs: number; concurrency: number };

/**
 * BullMQ queue of mail to send. The job id is the log row id, so queuing the same mail
 * twice (after a crash, by the sweeper) keeps one job.
 */
export class EmailQueue {
  private readonly queue: Queue<EmailJob>;
  private worker?: Worker<EmailJob>;

  constructor(private readonly options: EmailQueueOptions) {
    this.queue = new Queue<EmailJob>(EMAIL_QUEUE_NAME, { connection: options.redis, prefix: options.prefix });
  }

  async enqueue(logId: string): Promise<void> {
    await this.queue.add(
      'send',
      { logId },
      {
        jobId: logId,
        attempts: this.options.maxAttempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
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
