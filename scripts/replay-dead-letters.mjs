#!/usr/bin/env node
// Moves events parked in a service's dead-letter queue back into its event queue
// (deploy/runbooks/dead-letter-replay.md). Each message is republished with its attempt count
// reset, the publish confirmed by the broker, and only then removed from the dead letters: a
// failure half-way loses nothing (at worst one event is delivered twice, which the consumer's
// inbox absorbs).
//
//   AMQP_URL=amqp://… node scripts/replay-dead-letters.mjs --service notifications [--limit 100]
//   … --peek                  prints what is parked (type, id, attempts, last error), moves nothing
//   … --discard <message id>  removes that one message for good (record it in the incident first)
//   --prefix <AMQP_PREFIX>    the queue prefix, when the platform runs with one (tests)
import amqplib from 'amqplib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    service: { type: 'string' },
    prefix: { type: 'string', default: process.env.AMQP_PREFIX ?? '' },
    limit: { type: 'string', default: '1000' },
    peek: { type: 'boolean', default: false },
    discard: { type: 'string' },
  },
});
const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};
if (!values.service || !/^[a-z]+$/.test(values.service)) fail('Name the service: --service <app> (e.g. notifications).');
if (!process.env.AMQP_URL) fail('Set AMQP_URL to the broker (as in the service\'s Secret).');
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) fail('--limit takes a whole number above 0.');

const queue = `${values.prefix}${values.service}.events`;
const dlq = `${queue}.dlq`;
/** Headers the retry path and the quorum queue add; a replayed event starts afresh. */
const RESET_HEADERS = ['x-attempt', 'x-last-error', 'x-delivery-count', 'x-death', 'x-first-death-exchange', 'x-first-death-queue', 'x-first-death-reason'];

const connection = await amqplib.connect(process.env.AMQP_URL);
let moved = 0;
let seen = 0;
try {
  const channel = await connection.createConfirmChannel();
  await channel.checkQueue(dlq);
  await channel.checkQueue(queue);
  for (; seen < limit; seen++) {
    const message = await channel.get(dlq, { noAck: false });
    if (!message) break;
    const { properties } = message;
    const headers = { ...properties.headers };
    if (values.peek) {
      process.stdout.write(`${properties.type ?? '?'} ${properties.messageId ?? '?'} attempt=${headers['x-attempt'] ?? 0} error=${JSON.stringify(String(headers['x-last-error'] ?? ''))}\n`);
      continue; // left unacknowledged: back in the dead letters when the connection closes
    }
    if (values.discard) {
      if (properties.messageId === values.discard) {
        channel.ack(message);
        moved++;
      }
      continue;
    }
    for (const name of RESET_HEADERS) delete headers[name];
    channel.sendToQueue(queue, message.content, {
      persistent: true,
      contentType: properties.contentType,
      messageId: properties.messageId,
      type: properties.type,
      timestamp: properties.timestamp,
      headers,
    });
    await channel.waitForConfirms();
    channel.ack(message);
    moved++;
  }
  await channel.close();
} finally {
  await connection.close();
}
const what = values.peek ? `${seen} parked in ${dlq}` : values.discard ? `${moved} discarded from ${dlq}` : `${moved} moved from ${dlq} to ${queue}`;
process.stdout.write(`${what}\n`);
