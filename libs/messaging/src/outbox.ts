import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { eventSchemas, type EventEnvelope, type EventPayload, type EventType } from '@bv/contracts';
import { currentTrace } from './context';
import { quoteSchema } from './names';

export type NewEvent<T extends EventType> = { type: T; payload: EventPayload<T> };

/**
 * Records an event in the producer's own transaction: the state change and the event commit
 * together or not at all. The relay publishes it afterwards.
 */
export async function addToOutbox<T extends EventType>(
  manager: EntityManager,
  schema: string,
  producer: string,
  event: NewEvent<T>,
): Promise<EventEnvelope<EventPayload<T>>> {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error('addToOutbox must run inside the transaction that changes the state');
  }
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
  await manager.query(`INSERT INTO ${quoteSchema(schema)}.outbox (id, type, envelope) VALUES ($1, $2, $3)`, [
    id,
    event.type,
    JSON.stringify(envelope),
  ]);
  return envelope;
}
