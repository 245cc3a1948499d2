import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import amqplib from 'amqplib';
import { testAmqpUrl } from './local-services';

const run = promisify(execFile);

/** Stops the broker application; durable queues and persistent messages survive. */
export async function stopBroker(): Promise<void> {
  await run('rabbitmqctl', ['stop_app'], { timeout: 60_000 });
}

export async function startBroker(): Promise<void> {
  await run('rabbitmqctl', ['start_app'], { timeout: 60_000 });
  await run('rabbitmqctl', ['await_startup'], { timeout: 60_000 });
}

/**
 * Deletes the queues and exchanges a test run declared under its prefix (`declaredNames` of
 * @bv/messaging lists them); ones that were never declared are no error.
 */
export async function deleteBrokerObjects(names: { queues: string[]; exchanges: string[] }): Promise<void> {
  const connection = await amqplib.connect(testAmqpUrl);
  try {
    const ch = await connection.createChannel();
    for (const queue of names.queues) await ch.deleteQueue(queue);
    for (const exchange of names.exchanges) await ch.deleteExchange(exchange);
  } finally {
    await connection.close();
  }
}
