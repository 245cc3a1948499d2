import { performance } from 'node:perf_hooks';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * What the enqueue probe in a service process reports for every BullMQ job added: when its
 * add() resolved, its delay, and the correlation id of the work that added it (the HTTP
 * request's, carried through RPC, the outbox envelope and the consumer).
 */
export type EnqueuedEvent = { kind: 'enqueued'; jobId: string; at: number; delayMs: number; correlationId: string | null };
