import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { eventSchemas, type EventEnvelope, type EventPayload, type EventType } from '@bv/contracts';
import { eventsExchange } from '@bv/messaging';
import { testAmqpUrl, testRun } from '@bv/testing';

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
