import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { EventEnvelope } from '@bv/contracts';
import type { Logger } from './logger';
import { newEnvelope, outboxInsert } from './outbox';
import type { OutboxRelay } from './outbox-relay';
import type { Isolation, Transaction, TransactionRunner } from './transaction';

/**
 * The one way a service changes its state (issue 19, item 4), provided to every service as
 * `UNIT_OF_WORK` by `libs/service-kit` and used by the `EventConsumer` for every event.
 * `run` opens a transaction and hands the work a `Transaction` (TypeORM's manager, plain SQL on
 * the same connection, `publish` for events, `afterCommit` for follow-up work). It writes the
 * recorded events to the outbox in one INSERT just before COMMIT, then runs the after-commit
 * work and nudges the relay, so the events leave at once. Nothing of it happens when the work
 * throws: the transaction rolls back.
 */
export class UnitOfWork implements TransactionRunner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly producer: string,
    private readonly relay: Pick<OutboxRelay, 'nudge'>,
    private readonly logger: Logger,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>, options: { isolation?: Isolation } = {}): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    // TypeORM's Postgres query runner hands back the pg client it holds.
    const client = (await runner.connect()) as PoolClient;
    const events: EventEnvelope[] = [];
    const afterCommit: Array<() => unknown> = [];
    const tx: Transaction = {
      manager: runner.manager,
      query: async <Row>(sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows as Row[],
      publish: (event) => {
        const envelope = newEnvelope(this.producer, event);
        events.push(envelope);
        return envelope;
      },
      afterCommit: (job) => void afterCommit.push(job),
    };
    let result: T;
    try {
      await runner.startTransaction(options.isolation);
      result = await work(tx);
      if (events.length > 0) {
        const insert = outboxInsert(this.schema, events);
        await client.query(insert.sql, insert.params);
      }
      await runner.commitTransaction();
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }
    if (events.length > 0) this.relay.nudge();
    for (const job of afterCommit) {
      // The effects are committed; follow-up work that fails must be recoverable by its owner
      // (the e-mail sweeper, the report job sweeper), so it is logged, not thrown.
      try {
        await job();
      } catch (err) {
        this.logger.warn({ err: (err as Error).message }, 'after-commit work failed');
      }
    }
    return result;
  }
}
