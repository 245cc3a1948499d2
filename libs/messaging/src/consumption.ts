import type { ConfirmChannel, ConsumeMessage } from 'amqplib';

/**
 * A queue consumed on whatever channel the connection manager hands over (a new one after each
 * reconnect), remembering each channel's consumer tag and every message still being handled,
 * so that stopping cancels the consumers and then waits for the work in hand.
 */
export class Consumption {
  private readonly consumerTags = new Map<ConfirmChannel, string>();
  private readonly inflight = new Set<Promise<void>>();

  /**
   * Consuming on the channel itself (not through the wrapper) keeps each ack on the very channel
   * that delivered the message; after a reconnect the broker redelivers what was unacked.
   */
  async consume(ch: ConfirmChannel, queue: string, handle: (ch: ConfirmChannel, msg: ConsumeMessage) => Promise<void>): Promise<void> {
    const { consumerTag } = await ch.consume(queue, (msg) => {
      if (!msg) return;
      const work = handle(ch, msg).finally(() => this.inflight.delete(work));
      this.inflight.add(work);
    });
    this.consumerTags.set(ch, consumerTag);
    ch.once('close', () => this.consumerTags.delete(ch));
  }

  /** Takes no more messages, and resolves once the ones in hand are handled. */
  async cancel(): Promise<void> {
    for (const [ch, tag] of this.consumerTags) await ch.cancel(tag).catch(() => undefined);
    this.consumerTags.clear();
    await Promise.allSettled([...this.inflight]);
  }
}
