import type { ConfirmChannel } from 'amqplib';
import { deadLetterQueue, eventsExchange, type Topology } from './names';

/**
 * A service's durable quorum queue on the events exchange, bound to the event types it takes,
 * with its dead-letter queue. `extra` adds queue arguments (e.g. a delivery limit).
 */
export async function declareEventQueue(ch: ConfirmChannel, topology: Topology, queue: string, types: string[], extra: Record<string, unknown> = {}): Promise<void> {
  const exchange = eventsExchange(topology);
  const dlq = deadLetterQueue(queue);
  await ch.assertExchange(exchange, 'topic', { durable: true });
  await ch.assertQueue(dlq, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await ch.assertQueue(queue, {
    durable: true,
    arguments: { 'x-queue-type': 'quorum', 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': dlq, ...extra },
  });
  for (const type of types) await ch.bindQueue(queue, exchange, type);
}
