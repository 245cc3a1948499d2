import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import type { ConfirmChannel } from 'amqplib';
import { testAmqpUrl, waitFor } from '@bv/testing';
import { connectAmqp } from './connection';
import { sendFramesTogether } from './frame-batching';
import { silentLogger } from './logger';

jest.setTimeout(30_000);

const BURST = 50;

type Socket = { _write: (...args: unknown[]) => unknown; _writev?: (...args: unknown[]) => unknown };

/** Counts the writes the socket hands to the kernel (one per `_write`, one per `_writev` of many chunks). */
function countWrites(socket: Socket): { writes: () => number } {
  let writes = 0;
  const write = socket._write.bind(socket);
  const writev = socket._writev?.bind(socket);
  socket._write = (...args) => {
    writes += 1;
    return write(...args);
  };
  if (writev) {
    socket._writev = (...args) => {
      writes += 1;
      return writev(...args);
    };
  }
  return { writes: () => writes };
}

/** Publishes BURST messages in one turn on `channel` and returns the socket writes they took, once the broker holds them all. */
async function burstWrites(channel: ConfirmChannel, socket: Socket): Promise<number> {
  const queue = `frame-batching-${randomUUID()}`;
  await channel.assertQueue(queue, { exclusive: true });
  const counter = countWrites(socket);
  for (let i = 0; i < BURST; i++) channel.sendToQueue(queue, Buffer.from(`message ${i}`));
  await channel.waitForConfirms();
  const writes = counter.writes();
  await waitFor(async () => (await channel.checkQueue(queue)).messageCount, (held) => held === BURST, 5_000, 'the broker to hold every message');
  await channel.deleteQueue(queue);
  return writes;
}

describe('AMQP frames written together', () => {
  it("sends a turn's publishes in a handful of socket writes, all of them delivered", async () => {
    const manager = connectAmqp(testAmqpUrl, silentLogger, 'frame-batching-int-spec');
    try {
      const wrapper = manager.createChannel({ confirm: true, setup: async () => undefined });
      await wrapper.waitForConnect();
      const model = manager.connection as unknown as amqplib.ChannelModel & { connection: { stream: Socket } };
      const channel = await model.createConfirmChannel();
      expect(await burstWrites(channel, model.connection.stream)).toBeLessThanOrEqual(3);
      await channel.close();
      await wrapper.close();
    } finally {
      await manager.close();
    }
  });

  it('is what makes the difference: plain amqplib writes each publish on its own', async () => {
    const model = await amqplib.connect(testAmqpUrl, { noDelay: true });
    try {
      const socket = (model as unknown as { connection: { stream: Socket } }).connection.stream;
      const channel = await model.createConfirmChannel();
      expect(await burstWrites(channel, socket)).toBeGreaterThanOrEqual(BURST);
      expect(sendFramesTogether(model)).toBe(true);
      expect(await burstWrites(channel, socket)).toBeLessThanOrEqual(3);
      await channel.close();
    } finally {
      await model.close();
    }
  });
});
