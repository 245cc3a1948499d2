import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import amqplib, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import { testAmqpUrl, testRun } from '@bv/testing';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '../scripts/replay-dead-letters.mjs');

/** deploy/runbooks/dead-letter-replay.md: peek, discard and replay, on queues of this run's own prefix. */
describe('scripts/replay-dead-letters.mjs', () => {
  const prefix = testRun().amqpPrefix;
  const queue = `${prefix}notifications.events`;
  const dlq = `${queue}.dlq`;
  let connection: ChannelModel;
  let channel: ConfirmChannel;
  const replay = (...args: string[]) => run(process.execPath, [SCRIPT, '--service', 'notifications', '--prefix', prefix, ...args], { env: { ...process.env, AMQP_URL: testAmqpUrl } });

  beforeAll(async () => {
    connection = await amqplib.connect(testAmqpUrl);
    channel = await connection.createConfirmChannel();
    await channel.assertQueue(dlq, { durable: true });
    await channel.assertQueue(queue, { durable: true });
  });
  afterAll(async () => {
    await channel.deleteQueue(dlq);
    await channel.deleteQueue(queue);
    await connection.close();
  });

  it('shows parked events, discards one by id and moves the rest back with their attempts reset', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      channel.sendToQueue(dlq, Buffer.from(JSON.stringify({ id })), { persistent: true, messageId: id, type: 'assessment.completed', headers: { 'x-attempt': 4, 'x-last-error': 'smtp down', 'x-correlation-id': 'corr-1' } });
    }
    await channel.waitForConfirms();

    const peek = await replay('--peek');
    expect(peek.stdout).toContain(`assessment.completed ${ids[0]} attempt=4 error="smtp down"`);
    expect(peek.stdout).toContain(`3 parked in ${dlq}`);
    expect((await channel.checkQueue(dlq)).messageCount).toBe(3);

    expect((await replay('--discard', ids[1])).stdout).toContain(`1 discarded from ${dlq}`);
    expect((await replay()).stdout).toContain(`2 moved from ${dlq} to ${queue}`);
    expect((await channel.checkQueue(dlq)).messageCount).toBe(0);

    const replayed: { id: string | undefined; headers: Record<string, unknown> }[] = [];
    for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true })) {
      replayed.push({ id: message.properties.messageId as string | undefined, headers: message.properties.headers ?? {} });
    }
    expect(replayed.map((m) => m.id)).toEqual([ids[0], ids[2]]);
    for (const message of replayed) expect(message.headers).toEqual({ 'x-correlation-id': 'corr-1' });
  });

  it('refuses to run without a service', async () => {
    await expect(run(process.execPath, [SCRIPT], { env: { ...process.env, AMQP_URL: testAmqpUrl } })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--service') });
  });
});
