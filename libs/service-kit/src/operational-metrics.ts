import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { quoteSchema } from '@bv/messaging';
import { rowJobQueuesOn, WATCHED_JOB_STATES, type JobOutcome, type WatchedJobState } from './row-job-queue';

/** What the gauges read at scrape time; bootstrap hands over what the service has. */
export type OperationalSources = {
  /** The service's database and schema: outbox backlog and connection pool. */
  database?: { dataSource: DataSource; schema: string };
  /** The service's event queue and its dead letters, counted with a passive declare. */
  broker?: { isConnected: () => boolean; messageCount: (queue: string) => Promise<number>; queues: { events: string; deadLetters: string } };
  /** The BullMQ queues made with this Redis connection (RowJobQueue). */
  redis?: Redis;
  /** Other BullMQ queues the service works (the converter's document-conversion). */
  jobQueues?: CountedJobQueue[];
  /** Each dependency's state, as readiness sees it. */
  dependencies?: () => Promise<Record<string, 'up' | 'down'>>;
};

/** A queue reported in bv_job_queue_jobs: its name and how many jobs are in each watched state. */
export type CountedJobQueue = { name: string; counts: () => Promise<Record<WatchedJobState, number>> };

type PgPool = { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };

/** A scrape never waits long on a dependency that is away: its gauge is left out instead. */
const SOURCE_TIMEOUT_MS = 2_000;

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), SOURCE_TIMEOUT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The signals an SRE runs the platform by (docs/operations.md, Signals): what is waiting in the
 * outbox, the event queues, the dead letters and the job queues, how full the connection pool is,
 * which dependencies answer, and what was refused or timed out. Gauges read their sources when
 * Prometheus scrapes, so an idle service costs nothing between scrapes.
 */
export class OperationalMetrics {
  readonly outboxBacklog: Gauge;
  readonly outboxOldestAge: Gauge;
  readonly inboxLag: Histogram<'type'>;
  readonly eventQueueMessages: Gauge<'queue'>;
  readonly deadLetterMessages: Gauge<'queue'>;
  readonly jobQueueJobs: Gauge<'queue' | 'state'>;
  readonly jobsProcessed: Counter<'queue' | 'outcome'>;
  readonly jobDuration: Histogram<'queue'>;
  readonly dbPoolInUse: Gauge;
  readonly dbPoolWaiting: Gauge;
  readonly dbPoolMax: Gauge;
  readonly dependencyUp: Gauge<'dependency'>;
  readonly rpcTimeouts: Counter<'pattern'>;
  readonly rateLimitRefusals: Counter<'route'>;
  private sources: OperationalSources = {};
  private outbox?: { at: number; read: Promise<{ backlog: number; oldest: number } | undefined> };

  constructor(registry: Registry) {
    const registers = [registry];
    this.outboxBacklog = new Gauge({
      name: 'bv_outbox_backlog',
      help: 'Outbox events not yet published to the broker',
      registers,
      collect: async () => {
        const read = await this.readOutbox();
        this.outboxBacklog.reset();
        if (read) this.outboxBacklog.set(read.backlog);
      },
    });
    this.outboxOldestAge = new Gauge({
      name: 'bv_outbox_oldest_unpublished_age_seconds',
      help: 'Age of the oldest outbox event not yet published (0 when none waits)',
      registers,
      collect: async () => {
        const read = await this.readOutbox();
        this.outboxOldestAge.reset();
        if (read) this.outboxOldestAge.set(read.oldest);
      },
    });
    this.inboxLag = new Histogram({
      name: 'bv_inbox_lag_seconds',
      help: 'Time from an event occurring to its first application by this service (inbox row written)',
      labelNames: ['type'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
      registers,
    });
    this.eventQueueMessages = new Gauge({
      name: 'bv_event_queue_messages',
      help: "Messages ready in this service's event queue",
      labelNames: ['queue'],
      registers,
      collect: async () => this.countQueue(this.eventQueueMessages, 'events'),
    });
    this.deadLetterMessages = new Gauge({
      name: 'bv_dead_letter_messages',
      help: "Messages parked in this service's dead-letter queue",
      labelNames: ['queue'],
      registers,
      collect: async () => this.countQueue(this.deadLetterMessages, 'deadLetters'),
    });
    this.jobQueueJobs = new Gauge({
      name: 'bv_job_queue_jobs',
      help: 'BullMQ jobs per queue and state (waiting, active, failed, delayed)',
      labelNames: ['queue', 'state'],
      registers,
      collect: async () => this.countJobs(),
    });
    this.jobsProcessed = new Counter({ name: 'bv_jobs_processed_total', help: 'BullMQ job runs by outcome (a failed run may be retried)', labelNames: ['queue', 'outcome'], registers });
    this.jobDuration = new Histogram({
      name: 'bv_job_duration_seconds',
      help: 'BullMQ job run time',
      labelNames: ['queue'],
      buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers,
    });
    this.dbPoolInUse = new Gauge({ name: 'bv_db_pool_connections_in_use', help: 'Database connections checked out of the pool', registers, collect: () => this.readPool() });
    this.dbPoolWaiting = new Gauge({ name: 'bv_db_pool_requests_waiting', help: 'Queries waiting for a free pool connection', registers });
    this.dbPoolMax = new Gauge({ name: 'bv_db_pool_max_connections', help: 'The pool size (DB_POOL_SIZE)', registers });
    this.dependencyUp = new Gauge({
      name: 'bv_dependency_up',
      help: 'Whether a dependency (database, broker, redis) answers, as readiness sees it (1 up, 0 down)',
      labelNames: ['dependency'],
      registers,
      collect: async () => this.readDependencies(),
    });
    this.rpcTimeouts = new Counter({ name: 'bv_rpc_timeouts_total', help: 'RPC calls the service did not answer in time', labelNames: ['pattern'], registers });
    this.rateLimitRefusals = new Counter({ name: 'bv_rate_limit_refusals_total', help: 'Requests refused with 429 by a rate limit', labelNames: ['route'], registers });
  }

  watch(sources: OperationalSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  observeJob(queue: string, outcome: JobOutcome, seconds: number): void {
    this.jobsProcessed.inc({ queue, outcome });
    this.jobDuration.observe({ queue }, seconds);
  }

  /** Both outbox gauges come from one query per scrape. */
  private readOutbox(): Promise<{ backlog: number; oldest: number } | undefined> {
    const database = this.sources.database;
    if (!database) return Promise.resolve(undefined);
    if (this.outbox && Date.now() - this.outbox.at < 1_000) return this.outbox.read;
    const sql = `SELECT count(*)::int AS backlog, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
      FROM ${quoteSchema(database.schema)}.outbox WHERE published_at IS NULL`;
    const read = within(database.dataSource.query(sql) as Promise<{ backlog: number; oldest: number }[]>).then(
      ([row]) => ({ backlog: Number(row.backlog), oldest: Number(row.oldest) }),
      () => undefined,
    );
    this.outbox = { at: Date.now(), read };
    return read;
  }

  private readPool(): void {
    const dataSource = this.sources.database?.dataSource;
    const pool = dataSource?.isInitialized ? (dataSource.driver as unknown as { master?: PgPool }).master : undefined;
    for (const gauge of [this.dbPoolInUse, this.dbPoolWaiting, this.dbPoolMax]) gauge.reset();
    if (!pool) return;
    this.dbPoolInUse.set(pool.totalCount - pool.idleCount);
    this.dbPoolWaiting.set(pool.waitingCount);
    if (pool.options.max !== undefined) this.dbPoolMax.set(pool.options.max);
  }

  private async countQueue(gauge: Gauge<'queue'>, which: 'events' | 'deadLetters'): Promise<void> {
    gauge.reset();
    const broker = this.sources.broker;
    if (!broker?.isConnected()) return;
    const queue = broker.queues[which];
    const count = await within(broker.messageCount(queue)).catch(() => undefined);
    if (count !== undefined) gauge.set({ queue }, count);
  }

  private async countJobs(): Promise<void> {
    this.jobQueueJobs.reset();
    const queues: CountedJobQueue[] = [...(this.sources.redis ? rowJobQueuesOn(this.sources.redis) : []), ...(this.sources.jobQueues ?? [])];
    await Promise.all(
      queues.map(async (queue) => {
        const counts = await within(queue.counts()).catch(() => undefined);
        if (!counts) return;
        for (const state of WATCHED_JOB_STATES) this.jobQueueJobs.set({ queue: queue.name, state }, counts[state]);
      }),
    );
  }

  private async readDependencies(): Promise<void> {
    this.dependencyUp.reset();
    const states = await this.sources.dependencies?.().catch(() => undefined);
    for (const [dependency, state] of Object.entries(states ?? {})) this.dependencyUp.set({ dependency }, state === 'up' ? 1 : 0);
  }
}
