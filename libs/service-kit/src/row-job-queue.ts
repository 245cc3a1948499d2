import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { contextFrom, currentTrace, inSpan, runWithTrace, SpanKind, traceCarrier, type TraceCarrier } from '@bv/messaging';

/**
 * `id`: the database row the job works on, and the BullMQ job id. The action that queued it
 * travels along (its correlation id, and its trace when tracing is on), so the job's log lines
 * and spans belong to it.
 */
export type RowJob = { id: string; correlationId?: string; trace?: TraceCarrier };

export type RowJobQueueOptions = {
  /** The BullMQ queue name (kept stable: renaming strands queued jobs). */
  name: string;
  redis: Redis;
  prefix: string;
  attempts: number;
  backoffMs: number;
  concurrency: number;
  /**
   * For long work (an AI call): the lock is renewed every half lock while the job runs, and a
   * job whose worker died is taken over after a stalled interval. BullMQ's defaults otherwise.
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
};

/** The states an operator watches a queue by (docs/operations.md, Signals). */
export const WATCHED_JOB_STATES = ['waiting', 'active', 'failed', 'delayed'] as const;
export type WatchedJobState = (typeof WATCHED_JOB_STATES)[number];
export type JobOutcome = 'completed' | 'failed';
export type JobObserver = (queue: string, outcome: JobOutcome, seconds: number) => void;

/**
 * The open queues and the job observers, by the Redis connection they use: a service's metrics
 * (bootstrap) report the queues made with that service's connection, so services that share a
 * process (the integration tests) each report their own.
 */
const openQueues = new Map<Redis, Set<RowJobQueue>>();
const jobObservers = new Map<Redis, JobObserver>();

export function rowJobQueuesOn(redis: Redis): RowJobQueue[] {
  return [...(openQueues.get(redis) ?? [])];
}

/** `observer` hears how each job run on `redis` ended and how long it took; the returned function stops that. */
export function observeRowJobs(redis: Redis, observer: JobObserver): () => void {
  jobObservers.set(redis, observer);
  return () => {
    if (jobObservers.get(redis) === observer) jobObservers.delete(redis);
  };
}

/**
 * A BullMQ queue of work recorded in database rows (a mail to send, a report to write, a
 * generation to run). The job id is the row id, so queueing the same row twice keeps one job;
 * the row stays the truth, and a sweeper calls `ensureQueued` for rows Redis may have lost.
 * Workers read the row id from `job.id`, which every job has whatever its data looked like
 * when it was queued.
 */
export class RowJobQueue {
  private readonly queue: Queue<RowJob>;
  private worker?: Worker<RowJob>;

  constructor(private readonly options: RowJobQueueOptions) {
    this.queue = new Queue<RowJob>(options.name, { connection: options.redis, prefix: options.prefix });
    // The shared Redis connection logs its own errors; the sweeper recovers what they cost.
    this.queue.on('error', () => undefined);
    const open = openQueues.get(options.redis) ?? new Set<RowJobQueue>();
    open.add(this);
    openQueues.set(options.redis, open);
  }

  get name(): string {
    return this.options.name;
  }

  /** How many jobs are in each watched state now. */
  async counts(): Promise<Record<WatchedJobState, number>> {
    const counts = await this.queue.getJobCounts(...WATCHED_JOB_STATES);
    return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, failed: counts.failed ?? 0, delayed: counts.delayed ?? 0 };
  }

  /** `runAt`: a job due later (a sequence step) waits as a delayed job. */
  async enqueue(id: string, runAt?: Date): Promise<void> {
    const correlationId = currentTrace()?.correlationId;
    const trace = traceCarrier();
    await this.queue.add(
      this.options.name,
      { id, ...(correlationId ? { correlationId } : {}), ...(trace ? { trace } : {}) },
      {
        jobId: id,
        delay: runAt ? Math.max(0, runAt.getTime() - Date.now()) : 0,
        attempts: this.options.attempts,
        backoff: { type: 'exponential', delay: this.options.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  /**
   * Queues the row unless a job for it is waiting, delayed or running. A finished job whose row
   * is still open (it ran too early, or its result never reached the database) is replaced.
   * True when queued.
   */
  async ensureQueued(id: string, runAt?: Date): Promise<boolean> {
    const job = await this.queue.getJob(id);
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
      await job.remove().catch(() => undefined);
    }
    await this.enqueue(id, runAt);
    return true;
  }

  startWorker(process: (rowId: string, job: Job<RowJob>) => Promise<void>): void {
    const run = async (job: Job<RowJob>) => {
      const rowId = job.id ?? job.data.id;
      const attributes = { 'messaging.system': 'bullmq', 'bv.queue': this.options.name, 'bv.row_id': rowId };
      const started = performance.now();
      const observe = (outcome: JobOutcome) => jobObservers.get(this.options.redis)?.(this.options.name, outcome, (performance.now() - started) / 1000);
      try {
        await inSpan(`job ${this.options.name}`, SpanKind.CONSUMER, contextFrom(job.data.trace), attributes, (span) =>
          runWithTrace({ correlationId: job.data.correlationId ?? rowId, causationId: null, otel: span?.context }, () => process(rowId, job)),
        );
        observe('completed');
      } catch (err) {
        observe('failed');
        throw err;
      }
    };
    this.worker = new Worker<RowJob>(this.options.name, run, {
      connection: this.options.redis,
      prefix: this.options.prefix,
      concurrency: this.options.concurrency,
      ...(this.options.lockDurationMs ? { lockDuration: this.options.lockDurationMs } : {}),
      ...(this.options.stalledIntervalMs ? { stalledInterval: this.options.stalledIntervalMs, maxStalledCount: 3 } : {}),
    });
    this.worker.on('error', () => undefined);
  }

  /** Whether this is the job's last try: its error was permanent, or its attempts are spent. */
  static isLastAttempt(job: Job<RowJob>, permanent: boolean): boolean {
    return permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  }

  /** Lets jobs in hand finish, then closes. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    openQueues.get(this.options.redis)?.delete(this);
  }
}
