import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context } from '@opentelemetry/api';

/**
 * What follows one user action through HTTP, RPC, events and jobs: the correlation id every
 * log line carries and, when tracing is on, the OpenTelemetry context of the current span.
 */
export type TraceContext = { correlationId: string; causationId: string | null; otel?: Context };

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
