import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { secretFieldsOf, type EventEnvelope } from '@bv/contracts';
import { openChannel, type AmqpConnectionManager } from './connection';
import type { Logger } from './logger';
import { eventsExchange, quoteSchema, type Topology } from './names';

export type OutboxRelayOptions = {
  dataSource: DataSource;
  schema: string;
  connection: AmqpConnectionManager;
  topology: Topology;
  logger: Logger;
  /** How long an unsent row may wait when nobody nudges the relay. */
  pollIntervalMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
  onPublished?: (count: number) => void;
};

/** The envelope comes as the database's text: published as it is, never parsed and re-serialised. */
type OutboxRow = { id: string; type: string; body: string; correlation_id: EventEnvelope['correlationId'] };

/** Cycles that may run at once: while one waits for the broker's confirms, the next selects and publishes. */
const OVERLAPPING_CYCLES = 2;
/** Rows published per cycle unless configured (OUTBOX_BATCH_SIZE): a backlog drains in few transactions. */
export const DEFAULT_OUTBOX_BATCH_SIZE = 500;
/** How long a nudge waits for more commits to join its cycle: short beside a broker hop. */
const NUDGE_GATHER_MS = 2;

/**
 * Publishes outbox rows as persistent messages and marks them sent only after the broker
 * confirmed them. Rows are locked with SKIP LOCKED so several replicas can relay side by
 * side, and so can two cycles of one relay: when a cycle has sent a full batch, the next one
 * starts at once, selecting the rows after it while the first waits for its confirms (the
 * messages still leave in order on the one channel). A row whose publish failed stays unsent
 * and is tried again on the next cycle; a message published twice is harmless because
 * consumers deduplicate by event id.
 */
export class OutboxRelay {
  private channel?: ChannelWrapper;
  private timer?: NodeJS.Timeout;
  /** The cycle the timer loop, nudges and drain wait on; an overlapping one runs beside it. */
  private inFlight?: Promise<number>;
  private readonly running = new Set<Promise<number>>();
  private stopped = true;
  private wakeRequested = false;
  /** A nudged cycle is due shortly; more nudges need not move it. */
  private gathering = false;
  private readonly table: string;

  constructor(private readonly options: OutboxRelayOptions) {
    this.table = `${quoteSchema(options.schema)}.outbox`;
  }

  async start(): Promise<void> {
    const exchange = eventsExchange(this.options.topology);
    this.channel = openChannel(this.options.connection, this.options.logger, {
      name: 'outbox-relay',
      confirm: true,
      publishTimeout: this.options.publishTimeoutMs ?? 5000,
      setup: (ch: ConfirmChannel) => ch.assertExchange(exchange, 'topic', { durable: true }).then(() => undefined),
    });
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Called after a producer commits, so events leave without waiting for the next poll. The
   * cycle starts NUDGE_GATHER_MS later, and nudges meanwhile join it: under load, one cycle (five
   * statements) carries the events of several commits instead of one each.
   */
  nudge(): void {
    if (this.stopped) return;
    if (this.inFlight) this.wakeRequested = true;
    else if (!this.gathering) {
      this.gathering = true;
      this.schedule(NUDGE_GATHER_MS);
    }
  }

  /** Publishes everything pending now; ends when the outbox is empty or the broker is away. */
  async drain(): Promise<void> {
    while (!this.stopped && (await this.tick()) > 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([this.inFlight, ...this.running]);
    await this.channel?.close();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
  }

  private async loop(): Promise<void> {
    this.gathering = false;
    if (this.stopped) return;
    const published = await this.tick();
    if (this.stopped) return;
    const again = published >= this.batchSize || this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : (this.options.pollIntervalMs ?? 250));
  }

  /**
   * Runs one cycle, or joins the one under way; a cycle that sent a full batch starts the next
   * one before waiting for its confirms (up to OVERLAPPING_CYCLES at once), and this cycle's
   * result covers the ones it started. A failed cycle publishes nothing and is retried.
   */
  private tick(): Promise<number> {
    this.inFlight ??= this.run().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private run(): Promise<number> {
    let overlapping: Promise<number> | undefined;
    const startNext = () => {
      if (!this.stopped && this.running.size < OVERLAPPING_CYCLES) overlapping = this.run();
    };
    const cycle = this.cycle(startNext)
      .catch((err: Error) => {
        this.options.logger.error({ err: err.message }, 'outbox relay cycle failed');
        return 0;
      })
      .finally(() => this.running.delete(cycle));
    this.running.add(cycle);
    return cycle.then(async (sent) => sent + ((await overlapping) ?? 0));
  }

  private get batchSize(): number {
    return this.options.batchSize ?? DEFAULT_OUTBOX_BATCH_SIZE;
  }

  /** A published row keeps its envelope for tracing, minus the link credentials it carried. */
  private async scrubSecrets(client: PoolClient, published: OutboxRow[]): Promise<void> {
    const byType = new Map<string, string[]>();
    for (const row of published) {
      if (secretFieldsOf(row.type).length > 0) byType.set(row.type, [...(byType.get(row.type) ?? []), row.id]);
    }
    for (const [type, ids] of byType) {
      await client.query(
        `UPDATE ${this.table} SET envelope = jsonb_set(envelope, '{payload}', (envelope->'payload') - $2::text[]) WHERE id = ANY($1::uuid[])`,
        [ids, secretFieldsOf(type)],
      );
    }
  }

  /**
   * Claims the next batch and marks it sent in one statement. The mark is only seen once the
   * cycle commits, after the broker confirmed every message; rows whose publish failed are set
   * back before that, and a crash rolls the whole mark back. The claimed rows come back in the
   * order they were selected (oldest first), which the publishes keep.
   */
  private async claimBatch(client: PoolClient): Promise<OutboxRow[]> {
    const { rows } = await client.query<OutboxRow & { position: string }>(
      `UPDATE ${this.table} AS o SET published_at = now()
       FROM (SELECT id, row_number() OVER () AS position
             FROM (SELECT id FROM ${this.table} WHERE published_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED) AS locked) AS due
       WHERE o.id = due.id
       RETURNING due.position, o.id, o.type, o.envelope::text AS body, o.envelope->>'correlationId' AS correlation_id`,
      [this.batchSize],
    );
    return rows.sort((a, b) => Number(a.position) - Number(b.position));
  }

  /** `onFullBatchSent`: called once a full batch is handed to the broker, before its confirms. */
  private async cycle(onFullBatchSent: () => void): Promise<number> {
    const channel = this.channel;
    // While the broker is away, don't hold row locks waiting for publish time-outs.
    if (!channel || !this.options.connection.isConnected()) return 0;
    const runner = this.options.dataSource.createQueryRunner();
    // TypeORM's Postgres query runner hands back the pg client it holds: three round trips a cycle.
    const client = (await runner.connect()) as PoolClient;
    try {
      // Marking rows sent need not wait for the WAL flush: if a crash loses that commit, the rows
      // are published again, which consumers already absorb (they deduplicate by event id).
      await client.query('START TRANSACTION; SET LOCAL synchronous_commit = off');
      const rows = await this.claimBatch(client);
      if (rows.length === 0) {
        await client.query('COMMIT');
        return 0;
      }
      const exchange = eventsExchange(this.options.topology);
      // Publishing the whole batch before awaiting pipelines the confirms.
      const confirms = rows.map((row) =>
        channel.publish(exchange, row.type, Buffer.from(row.body), {
          persistent: true,
          messageId: row.id,
          type: row.type,
          contentType: 'application/json',
          timestamp: Math.floor(Date.now() / 1000),
          headers: { 'x-correlation-id': row.correlation_id },
        }),
      );
      if (rows.length >= this.batchSize) onFullBatchSent();
      const outcomes = await Promise.allSettled(confirms);
      const sent = rows.filter((_, i) => outcomes[i].status === 'fulfilled');
      const failed = rows.flatMap((row, i) => {
        const outcome = outcomes[i];
        return outcome.status === 'rejected' ? [{ id: row.id, error: String(outcome.reason?.message ?? outcome.reason) }] : [];
      });
      await this.scrubSecrets(client, sent);
      for (const f of failed) {
        await client.query(`UPDATE ${this.table} SET published_at = NULL, attempts = attempts + 1, last_error = $2 WHERE id = $1`, [f.id, f.error]);
      }
      await client.query('COMMIT');
      if (failed.length > 0) this.options.logger.warn({ failed: failed.length }, 'outbox publish failed; will retry');
      this.options.onPublished?.(sent.length);
      return sent.length;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }
  }
}
