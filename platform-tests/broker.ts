import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Stops the broker application; durable queues and persistent messages survive. */
export async function stopBroker(): Promise<void> {
  await run('rabbitmqctl', ['stop_app'], { timeout: 60_000 });
}

export async function startBroker(): Promise<void> {
  await run('rabbitmqctl', ['start_app'], { timeout: 60_000 });
  await run('rabbitmqctl', ['await_startup'], { timeout: 60_000 });
}
