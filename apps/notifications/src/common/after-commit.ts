import type { DataSource, EntityManager } from 'typeorm';
import type { HandlerHooks } from '@bv/messaging';

/**
 * A transaction for work started by an RPC rather than an event: what the work asks to do
 * after commit (queue its mail) runs once the rows are committed, as the event consumer does.
 */
export async function transactionWithHooks<T>(dataSource: DataSource, work: (manager: EntityManager, hooks: HandlerHooks) => Promise<T>): Promise<T> {
  const afterCommit: Array<() => Promise<unknown>> = [];
  const result = await dataSource.transaction((manager) => work(manager, { afterCommit: (job) => afterCommit.push(job) }));
  for (const job of afterCommit) await job();
  return result;
}
