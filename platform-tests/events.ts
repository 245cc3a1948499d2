import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { eventSchemas, type EventEnvelope, type EventPayload, type EventType } from '@bv/contracts';
import { eventsExchange } from '@bv/messaging';
import { testAmqpUrl, testRun, waitFor } from '@bv/testing';
import type { Platform } from './harness';

export function envelope<T extends EventType>(type: T, payload: EventPayload<T>): EventEnvelope<EventPayload<T>> {
  return {
    id: randomUUID(),
    type,
    version: eventSchemas[type].version,
    occurredAt: new Date().toISOString(),
    producer: 'test',
    correlationId: randomUUID(),
    causationId: null,
    payload,
  };
}

/** Publishes envelopes as a producer's relay would (persistent, confirmed). */
export async function publishEvents(runId: string, events: EventEnvelope[]): Promise<void> {
  const connection = await amqplib.connect(testAmqpUrl);
  const ch = await connection.createConfirmChannel();
  for (const e of events) {
    ch.publish(eventsExchange({ prefix: testRun(runId).amqpPrefix }), e.type, Buffer.from(JSON.stringify(e)), { persistent: true, messageId: e.id });
  }
  await ch.waitForConfirms();
  await connection.close();
}

/** Publishes envelopes, then waits until `service` has applied each one (its inbox holds their ids). */
export async function deliverEvents(platform: Platform, service: string, events: EventEnvelope[]): Promise<void> {
  await publishEvents(platform.runId, events);
  const ids = events.map((e) => e.id);
  await waitFor(
    () => platform.db.query(`SELECT count(*)::int AS n FROM "${platform.schemaOf(service)}".inbox WHERE event_id = ANY($1)`, [ids]),
    (r) => r.rows[0].n === ids.length,
    15_000,
    `${service} to apply the events`,
  );
}
