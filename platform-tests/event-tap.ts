import amqplib from 'amqplib';
import type { EventEnvelope, EventPayload, EventType } from '@bv/contracts';
import { eventsExchange } from '@bv/messaging';
import { testAmqpUrl, testRun, waitFor } from '@bv/testing';

export type EventTap = {
  /** Published events of a type matching `where`, as `{ envelope }` rows; waits for at least one. */
  rows<T extends EventType>(type: T, where?: (payload: EventPayload<T>) => boolean): Promise<{ envelope: EventEnvelope<EventPayload<T>> }[]>;
  /** What has been published of a type so far, without waiting. */
  snapshot<T extends EventType>(type: T): Promise<{ rows: { envelope: EventEnvelope<EventPayload<T>> }[] }>;
  close(): Promise<void>;
};

/**
 * Listens on a run's event exchange as one more consumer would. Producers blank link
 * credentials in their outbox rows once published, so tests read mailed links off the broker,
 * where the mailing service reads them.
 */
export async function tapEvents(runId: string): Promise<EventTap> {
  const connection = await amqplib.connect(testAmqpUrl);
  const channel = await connection.createChannel();
  const exchange = eventsExchange({ prefix: testRun(runId).amqpPrefix });
  await channel.assertExchange(exchange, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, exchange, '#');
  const seen: EventEnvelope[] = [];
  await channel.consume(queue, (message) => {
    if (message) seen.push(JSON.parse(message.content.toString()) as EventEnvelope);
  }, { noAck: true });

  const matching = <T extends EventType>(type: T, where: (payload: EventPayload<T>) => boolean = () => true) =>
    (seen.filter((e) => e.type === type) as EventEnvelope<EventPayload<T>>[]).filter((e) => where(e.payload)).map((envelope) => ({ envelope }));

  return {
    rows: (type, where) => waitFor(async () => matching(type, where), (found) => found.length > 0, 10_000, `a published ${type}`),
    snapshot: async (type) => ({ rows: matching(type) }),
    close: async () => {
      await channel.close();
      await connection.close();
    },
  };
}
