import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context } from '@opentelemetry/api';

/**
 * What follows one user action through HTTP, RPC, events and jobs: the correlation id every
 * log line carries and, when tracing is on, the OpenTelemetry context of the current span.
 */
export type TraceContext = { correlationId: string; causationId: string | null; otel?: Context };

/**
 * One store for both: our own hops set a whole TraceContext, and OpenTelemetry's library
 * instrumentations (pg, ioredis, http, fetch) set only a span context through
 * TraceContextManager. A store without a correlation id is such a bare span context.
 */
type Stored = TraceContext | { correlationId?: undefined; causationId?: undefined; otel: Context };

const storage = new AsyncLocalStorage<Stored>();

export function runWithTrace<T>(context: TraceContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Runs `fn` with `otel` as the active span context, keeping the correlation of the work under way. */
export function runWithOtelContext<T>(otel: Context, fn: () => T): T {
  const current = storage.getStore();
  return storage.run(current ? { ...current, otel } : { otel }, fn);
}

export function currentTrace(): TraceContext | undefined {
  const stored = storage.getStore();
  return stored?.correlationId ? (stored as TraceContext) : undefined;
}

/** The OpenTelemetry context of the work under way, whoever set it. */
export function currentOtelContext(): Context | undefined {
  return storage.getStore()?.otel;
}

export function currentCorrelationId(): string {
  return currentTrace()?.correlationId ?? randomUUID();
}
