import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import {
  eventEnvelopeSchema,
  isEventType,
  parseEventPayload,
  type EventEnvelope,
  type EventPayload,
  type EventType,
} from '@bv/contracts';
import { openChannel, type AmqpConnectionManager } from './connection';
import { Consumption } from './consumption';
import { runWithTrace } from './context';
import { contextFrom, inSpan, SpanKind } from './tracing';
import type { Logger } from './logger';
import { declareEventQueue } from './event-queue';
import { consumerQueue, deadLetterQueue, quoteSchema, retryQueue, type Topology } from './names';
import type { Transaction, TransactionRunner } from './transaction';

/** Applies one event inside the transaction that also records it in the inbox. */
export type EventHandler<T extends EventType> = (event: EventEnvelope<EventPayload<T>>, tx: Transaction) => Promise<void>;
export type EventHandlers = { [T in EventType]?: EventHandler<T> };
export type ConsumeOutcome = 'handled' | 'duplicate' | 'retried' | 'dead-lettered';

export type EventConsumerOptions = {
  service: string;
  /** The service's unit of work: the inbox row, the handler's changes and its events commit together. */
  unitOfWork: TransactionRunner;
  schema: string;
  connection: AmqpConnectionManager;
  topology: Topology;
  handlers: EventHandlers;
  logger: Logger;
  /** One delay per retry; after the last one a failing message goes to `<queue>.dlq`. */
  retryDelaysMs?: number[];
  prefetch?: number;
  onConsumed?: (type: string, outcome: ConsumeOutcome, ms: number) => void;
  /** Seconds from an event's occurrence to its first application here (the inbox lag). */
  onApplied?: (type: string, lagSeconds: number) => void;
};

/** A poison message: retrying cannot help, so it goes straight to the dead-letter queue. */
class UnprocessableMessage extends Error {}

/**
 * One durable quorum queue per consuming service, bound to the event types it handles.
 * Each event is applied in one transaction together with its inbox row, so a redelivered
 * or duplicated event changes nothing. Failures wait in per-attempt delay queues and come
 * back; after the last attempt the message is parked in `<queue>.dlq`.
 */
export class EventConsumer {
  private channel?: ChannelWrapper;
  private readonly consumption = new Consumption();
  private readonly queue: string;
  private readonly retryDelays: number[];
  private stopping = false;
  private readonly inboxInsert: string;

  constructor(private readonly options: EventConsumerOptions) {
    this.queue = consumerQueue(options.topology, options.service);
    this.inboxInsert = `INSERT INTO ${quoteSchema(options.schema)}.inbox (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`;
    this.retryDelays = options.retryDelaysMs ?? [1_000, 5_000, 30_000];
  }

  get queueName(): string {
    return this.queue;
  }

  async start(): Promise<void> {
    const types = Object.keys(this.options.handlers);
    if (types.length === 0) throw new Error(`${this.options.service} declares no event handlers`);
    const unknown = types.filter((t) => !isEventType(t));
    if (unknown.length > 0) throw new Error(`Handlers for unknown event types: ${unknown.join(', ')}`);

    this.channel = openChannel(this.options.connection, this.options.logger, {
      name: `${this.options.service}-consumer`,
      confirm: true,
      setup: (ch: ConfirmChannel) => this.setup(ch, types),
    });
    await this.channel.waitForConnect();
  }

  /** Stops taking messages, lets the ones in hand finish, then closes the channel. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.consumption.cancel();
    await this.channel?.close();
  }

  private async setup(ch: ConfirmChannel, types: string[]): Promise<void> {
    // A message that keeps killing its consumer (crash loop) is parked, not redelivered forever.
    await declareEventQueue(ch, this.options.topology, this.queue, types, { 'x-delivery-limit': 20 });
    for (const [i, delay] of this.retryDelays.entries()) {
      await ch.assertQueue(retryQueue(this.queue, i + 1), {
        durable: true,
        arguments: { 'x-message-ttl': delay, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': this.queue },
      });
    }
    if (this.stopping) return;
    await ch.prefetch(this.options.prefetch ?? 20);
    await this.consumption.consume(ch, this.queue, (channel, msg) => this.handle(channel, msg));
  }

  private async handle(ch: ConfirmChannel, msg: ConsumeMessage): Promise<void> {
    const started = Date.now();
    const attempt = Number(msg.properties.headers?.['x-attempt'] ?? 0);
    let type = msg.properties.type ?? 'unknown';
    try {
      const envelope = this.parse(msg);
      type = envelope.type;
      const parent = contextFrom(envelope.trace);
      const attributes = { 'messaging.system': 'rabbitmq', 'messaging.message.id': envelope.id, 'bv.service': this.options.service };
      const duplicate = await inSpan(`handle ${type}`, SpanKind.CONSUMER, parent, attributes, (span) =>
        runWithTrace({ correlationId: envelope.correlationId, causationId: envelope.id, otel: span?.context }, () => this.apply(envelope)),
      );
      this.ack(ch, msg);
      this.options.onConsumed?.(type, duplicate ? 'duplicate' : 'handled', Date.now() - started);
      if (!duplicate) this.options.onApplied?.(type, Math.max(0, Date.now() - Date.parse(envelope.occurredAt)) / 1000);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const retryable = !(err instanceof UnprocessableMessage) && attempt < this.retryDelays.length;
      const target = retryable ? retryQueue(this.queue, attempt + 1) : deadLetterQueue(this.queue);
      this.options.logger.warn({ type, attempt, reason, target, messageId: msg.properties.messageId }, 'event handling failed');
      try {
        await this.republish(ch, target, msg, attempt + 1, reason);
        this.ack(ch, msg);
        this.options.onConsumed?.(type, retryable ? 'retried' : 'dead-lettered', Date.now() - started);
      } catch (publishErr) {
        // Could not park it: leave it unacked so the broker redelivers it later.
        this.options.logger.error({ err: String(publishErr) }, 'could not move failed event; it will be redelivered');
      }
    }
  }

  private parse(msg: ConsumeMessage): EventEnvelope {
    let raw: unknown;
    try {
      raw = JSON.parse(msg.content.toString('utf8'));
    } catch {
      throw new UnprocessableMessage('message is not JSON');
    }
    const envelope = eventEnvelopeSchema.safeParse(raw);
    if (!envelope.success) throw new UnprocessableMessage(`invalid envelope: ${envelope.error.message}`);
    const { type } = envelope.data;
    if (!isEventType(type) || !this.options.handlers[type]) throw new UnprocessableMessage(`no handler for ${type}`);
    try {
      return { ...envelope.data, payload: parseEventPayload(type, envelope.data.payload) };
    } catch (err) {
      throw new UnprocessableMessage(`invalid ${type} payload: ${(err as Error).message}`);
    }
  }

  /** Returns true when the event had been applied before. */
  private apply(envelope: EventEnvelope): Promise<boolean> {
    const handler = this.options.handlers[envelope.type as EventType] as EventHandler<EventType>;
    return this.options.unitOfWork.run(async (tx) => {
      const fresh = await tx.query(this.inboxInsert, [envelope.id, envelope.type]);
      if (fresh.length === 0) return true;
      await handler(envelope as EventEnvelope<EventPayload<EventType>>, tx);
      return false;
    });
  }

  private republish(ch: ConfirmChannel, queue: string, msg: ConsumeMessage, attempt: number, reason: string): Promise<void> {
    return new Promise((resolve, reject) => {
      ch.sendToQueue(
        queue,
        msg.content,
        {
          persistent: true,
          contentType: msg.properties.contentType,
          messageId: msg.properties.messageId,
          type: msg.properties.type,
          timestamp: msg.properties.timestamp,
          headers: { ...msg.properties.headers, 'x-attempt': attempt, 'x-last-error': reason.slice(0, 500) },
        },
        (err) => (err ? reject(err) : resolve()),
      );
    });
  }

  private ack(ch: ConfirmChannel, msg: ConsumeMessage): void {
    try {
      ch.ack(msg);
    } catch {
      // The channel closed under us; the broker will redeliver and the inbox absorbs it.
    }
  }
}
