import type { PoolClient } from 'pg';
import { QueryRunnerAlreadyReleasedError, type DataSource } from 'typeorm';
import type { EventEnvelope } from '@bv/contracts';
import { DatabaseConnectionLostError, isTransientDatabaseError } from './database-errors';
import type { Logger } from './logger';
import { newEnvelope, outboxInsert } from './outbox';
import type { OutboxRelay } from './outbox-relay';
import type { Isolation, RunOptions, Transaction, TransactionRunner } from './transaction';

/**
 * The one way a service changes its state (issue 19, item 4), provided to every service as
 * `UNIT_OF_WORK` by `libs/service-kit` and used by the `EventConsumer` for every event.
 * `run` opens a transaction and hands the work a `Transaction` (TypeORM's manager, plain SQL on
 * the same connection, `publish` for events, `afterCommit` for follow-up work). It writes the
 * recorded events to the outbox in one INSERT just before COMMIT, then runs the after-commit
 * work and nudges the relay, so the events leave at once. Nothing of it happens when the work
 * throws: the transaction rolls back. Work marked `repeatable` is run once more when the database
 * was out of reach before COMMIT (a restart, a fail-over).
 */
export class UnitOfWork implements TransactionRunner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly producer: string,
    private readonly relay: Pick<OutboxRelay, 'nudge'>,
    private readonly logger: Logger,
    /** The pause before running a transaction again that failed on an unreachable database. */
    private readonly retryDelayMs = 1_000,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const attempt = { committing: false };
    try {
      return await this.runOnce(work, options.isolation, attempt);
    } catch (err) {
      // Before COMMIT was sent the database rolled everything back (or never began), so one more
      // run changes nothing twice; once COMMIT was sent nobody knows whether it held.
      if (!options.repeatable || attempt.committing || !isTransientDatabaseError(err)) throw err;
      this.logger.warn({ err: (err as Error).message }, 'database unavailable before commit; running the transaction once more');
      await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
      return this.runOnce(work, options.isolation, { committing: false });
    }
  }

  private async runOnce<T>(work: (tx: Transaction) => Promise<T>, isolation: Isolation | undefined, attempt: { committing: boolean }): Promise<T> {
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
      await runner.startTransaction(isolation);
      result = await work(tx);
      if (events.length > 0) {
        const insert = outboxInsert(this.schema, events);
        await client.query(insert.sql, insert.params);
      }
      attempt.committing = true;
      await runner.commitTransaction();
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      // TypeORM hands a connection back the moment it breaks (a restart ends the session while
      // the work runs); its next statement, COMMIT included, then fails before being sent.
      if (err instanceof QueryRunnerAlreadyReleasedError) {
        attempt.committing = false;
        throw new DatabaseConnectionLostError(err);
      }
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
