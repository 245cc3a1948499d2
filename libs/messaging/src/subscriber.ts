import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { eventEnvelopeSchema, isEventType, parseEventPayload, type EventEnvelope, type EventPayload, type EventType } from '@bv/contracts';
import { openChannel, type AmqpConnectionManager } from './connection';
import { Consumption } from './consumption';
import type { Logger } from './logger';
import { declareEventQueue } from './event-queue';
import { consumerQueue, type Topology } from './names';

export type Subscription<T extends EventType> = (event: EventEnvelope<EventPayload<T>>) => Promise<void>;
export type Subscriptions = { [T in EventType]?: Subscription<T> };

export type EventSubscriberOptions = {
  service: string;
  connection: AmqpConnectionManager;
  topology: Topology;
  handlers: Subscriptions;
  logger: Logger;
  onConsumed?: (type: string, outcome: 'handled' | 'dead-lettered', ms: number) => void;
};

/**
 * For services without a database (the gateway): one durable queue shared by all instances,
 * so each event reaches one of them, at least once. There is no inbox, so handlers must be
 * harmless to repeat (a push telling browsers to re-read is). A failure is parked in the DLQ:
 * a push is only worth something now, so it is not retried later.
 */
export class EventSubscriber {
  private channel?: ChannelWrapper;
  private readonly queue: string;
  private readonly consumption = new Consumption();

  constructor(private readonly options: EventSubscriberOptions) {
    this.queue = consumerQueue(options.topology, options.service);
  }

  async start(): Promise<void> {
    const types = Object.keys(this.options.handlers);
    const unknown = types.filter((t) => !isEventType(t));
    if (types.length === 0 || unknown.length > 0) throw new Error(`${this.options.service}: bad subscriptions ${unknown.join(', ')}`);
    this.channel = openChannel(this.options.connection, this.options.logger, { name: `${this.options.service}-subscriber`, confirm: true, setup: (ch: ConfirmChannel) => this.setup(ch, types) });
    await this.channel.waitForConnect();
  }

  async stop(): Promise<void> {
    await this.consumption.cancel();
    await this.channel?.close();
  }

  private async setup(ch: ConfirmChannel, types: string[]): Promise<void> {
    await declareEventQueue(ch, this.options.topology, this.queue, types);
    await ch.prefetch(50);
    await this.consumption.consume(ch, this.queue, (channel, msg) => this.handle(channel, msg));
  }

  private async handle(ch: ConfirmChannel, msg: ConsumeMessage): Promise<void> {
    const started = Date.now();
    let type = msg.properties.type ?? 'unknown';
    try {
      const envelope = eventEnvelopeSchema.parse(JSON.parse(msg.content.toString('utf8')));
      type = envelope.type;
      const handler = isEventType(type) ? (this.options.handlers[type] as Subscription<EventType> | undefined) : undefined;
      if (!handler) throw new Error(`no subscription for ${type}`);
      await handler({ ...envelope, payload: parseEventPayload(type as EventType, envelope.payload) } as EventEnvelope<EventPayload<EventType>>);
      ch.ack(msg);
      this.options.onConsumed?.(type, 'handled', Date.now() - started);
    } catch (err) {
      this.options.logger.warn({ type, reason: err instanceof Error ? err.message : String(err) }, 'event subscription failed; parked');
      ch.nack(msg, false, false);
      this.options.onConsumed?.(type, 'dead-lettered', Date.now() - started);
    }
  }
}
