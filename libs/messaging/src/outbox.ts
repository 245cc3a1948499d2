import { randomUUID } from 'node:crypto';
import { eventSchemas, type EventEnvelope, type EventPayload, type EventType } from '@bv/contracts';
import { currentTrace } from './context';
import { activeTraceContext, endSpan, SpanKind, startSpan, traceCarrier } from './tracing';
import { quoteSchema } from './names';

export type NewEvent<T extends EventType> = { type: T; payload: EventPayload<T> };

/**
 * The envelope of a new event: its payload checked against the contract, and the correlation
 * id of the action under way (so one user action can be followed across services).
 */
export function newEnvelope<T extends EventType>(producer: string, event: NewEvent<T>): EventEnvelope<EventPayload<T>> {
  const spec = eventSchemas[event.type];
  const payload = spec.payload.parse(event.payload) as EventPayload<T>;
  const trace = currentTrace();
  const id = randomUUID();
  const envelope: EventEnvelope<EventPayload<T>> = {
    id,
    type: event.type,
    version: spec.version,
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: trace?.correlationId ?? id,
    causationId: trace?.causationId ?? null,
    payload,
  };
  // The consumer's span continues the trace of the action that recorded the event.
  const published = startSpan(`publish ${event.type}`, SpanKind.PRODUCER, activeTraceContext(), { 'messaging.message.id': id, 'bv.service': producer });
  const carrier = traceCarrier(published?.context);
  endSpan(published);
  return carrier ? { ...envelope, trace: carrier } : envelope;
}

/** One INSERT for all the events of a transaction. */
export function outboxInsert(schema: string, envelopes: readonly EventEnvelope[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const rows = envelopes.map((envelope) => {
    params.push(envelope.id, envelope.type, JSON.stringify(envelope));
    const n = params.length;
    return `($${n - 2}, $${n - 1}, $${n})`;
  });
  return { sql: `INSERT INTO ${quoteSchema(schema)}.outbox (id, type, envelope) VALUES ${rows.join(', ')}`, params };
}
