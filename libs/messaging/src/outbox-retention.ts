import type { DataSource, QueryRunner } from 'typeorm';
import { eventSecretFields } from '@bv/contracts';
import type { Logger } from './logger';
import { quoteSchema } from './names';

export type MessagingRetentionOptions = {
  dataSource: DataSource;
  schema: string;
  logger: Logger;
  /** Published outbox rows and processed inbox rows older than this are deleted. */
  retentionDays: number;
  /** Rows deleted per statement, so a long backlog never holds big locks. */
  batchSize?: number;
  intervalMs?: number;
};

export type PruneResult = { outbox: number; inbox: number };

const HOUR_MS = 3_600_000;

/**
 * Published events and processed-event ids are only needed for a while (tracing, and
 * deduplicating a redelivery); kept for ever they hoard personal data. One replica at a time
 * prunes (session advisory lock per schema); the others skip that round.
 */
export class MessagingRetention {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private readonly outbox: string;
  private readonly inbox: string;

  constructor(private readonly options: MessagingRetentionOptions) {
    this.outbox = `${quoteSchema(options.schema)}.outbox`;
    this.inbox = `${quoteSchema(options.schema)}.inbox`;
  }

  start(): void {
    const round = () => {
      this.running = this.pruneOnce().catch((err: Error) => this.options.logger.warn({ err: err.message }, 'outbox/inbox pruning failed; next round retries'));
    };
    round();
    this.timer = setInterval(round, this.options.intervalMs ?? HOUR_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async pruneOnce(): Promise<PruneResult> {
    const lock = `messaging-retention:${this.options.schema}`;
    const runner = this.options.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }]: { locked: boolean }[] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lock]);
      if (!locked) return { outbox: 0, inbox: 0 };
      try {
        await this.scrubPublishedSecrets(runner);
        const days = this.options.retentionDays;
        const outbox = await this.deleteInBatches(runner, `SELECT id FROM ${this.outbox} WHERE published_at < now() - make_interval(days => $1)`, this.outbox, 'id', days);
        const inbox = await this.deleteInBatches(runner, `SELECT event_id FROM ${this.inbox} WHERE received_at < now() - make_interval(days => $1)`, this.inbox, 'event_id', days);
        if (outbox + inbox > 0) this.options.logger.info({ outbox, inbox, retentionDays: days }, 'pruned old outbox and inbox rows');
        return { outbox, inbox };
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Rows published before the relay blanked secrets on publish lose them here. */
  private async scrubPublishedSecrets(runner: QueryRunner): Promise<void> {
    for (const [type, fields] of Object.entries(eventSecretFields)) {
      await runner.query(
        `UPDATE ${this.outbox} SET envelope = jsonb_set(envelope, '{payload}', (envelope->'payload') - $2::text[])
         WHERE published_at IS NOT NULL AND type = $1 AND (envelope->'payload') ?| $2::text[]`,
        [type, fields],
      );
    }
  }

  private async deleteInBatches(runner: QueryRunner, select: string, table: string, key: string, days: number): Promise<number> {
    const batchSize = this.options.batchSize ?? 1000;
    let total = 0;
    for (;;) {
      const result = await runner.query(`DELETE FROM ${table} WHERE ${key} IN (${select} LIMIT $2)`, [days, batchSize], true);
      const deleted = result.affected ?? 0;
      total += deleted;
      if (deleted < batchSize) return total;
    }
  }
}
