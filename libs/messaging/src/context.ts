import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What follows one user action through HTTP, RPC, events and jobs. */
export type TraceContext = { correlationId: string; causationId: string | null };

const storage = new AsyncLocalStorage<TraceContext>();

export function runWithTrace<T>(context: TraceContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentTrace(): TraceContext | undefined {
  return storage.getStore();
}

export function currentCorrelationId(): string {
  return storage.getStore()?.correlationId ?? randomUUID();
}
