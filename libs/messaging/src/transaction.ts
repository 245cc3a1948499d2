import type { EntityManager } from 'typeorm';
import type { EventEnvelope, EventPayload, EventType } from '@bv/contracts';
import type { NewEvent } from './outbox';

/**
 * One database transaction of a service, as its code sees it (issue 19, item 4). The state
 * change, the events that announce it and the work that must wait for the commit travel
 * together: events are written to the outbox in the same transaction, after-commit work runs
 * only once it committed, and the relay is nudged so the events leave at once.
 * `UnitOfWork` (unit-of-work.ts) is the one implementation.
 */
export interface Transaction {
  /** TypeORM on this transaction's connection, for repository-style code. */
  readonly manager: EntityManager;
  /**
   * Plain parameterised SQL on the same connection, without TypeORM's query pipeline: for the
   * hot statements (issue 18, item 4). Returns the rows.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Records an event; it is written to the outbox with this transaction's other events just before COMMIT. */
  publish<T extends EventType>(event: NewEvent<T>): EventEnvelope<EventPayload<T>>;
  /** Work that must not run before the commit (enqueue a job for the committed rows); a failure is logged, never undoes the commit. */
  afterCommit(work: () => unknown): void;
}

export type Isolation = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

export type RunOptions = {
  isolation?: Isolation;
  /**
   * The work only reads and writes this database (no mail sent, no provider called, nothing
   * outside the transaction), so when the database is out of reach before COMMIT (a restart,
   * a fail-over) it is run once more, after a pause, instead of failing. Off by default: work
   * that talks to the outside world would do so twice.
   */
  repeatable?: boolean;
};

/** Runs `work` in one transaction; what `EventConsumer` and services depend on. */
export interface TransactionRunner {
  run<T>(work: (tx: Transaction) => Promise<T>, options?: RunOptions): Promise<T>;
}
