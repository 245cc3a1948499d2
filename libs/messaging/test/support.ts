import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import amqplib from 'amqplib';
import { DataSource } from 'typeorm';
import { createInboxTableSql, createOutboxTableSql } from '../src/sql';
import { consumerQueue, deadLetterQueue, eventsExchange, retryQueue, rpcQueue, type Topology } from '../src/names';

const run = promisify(execFile);

/** A fresh schema in the `test` database, with outbox, inbox and an effects table. */
export async function isolatedSchema(label: string): Promise<{ dataSource: DataSource; schema: string; drop: () => Promise<void> }> {
  const schema = `t_${label}_${randomBytes(4).toString('hex')}`;
  const dataSource = new DataSource({
    type: 'postgres',
    url: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    schema,
    poolSize: 10,
    synchronize: false,
  });
  await dataSource.initialize();
  (dataSource.driver as unknown as { master: { on: (e: string, f: () => void) => void } }).master.on('error', () => undefined);
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  for (const sql of [...createOutboxTableSql(schema), ...createInboxTableSql(schema)]) await dataSource.query(sql);
  await dataSource.query(`CREATE TABLE "${schema}".effects (event_id uuid NOT NULL, email text NOT NULL)`);
  return {
    dataSource,
    schema,
    drop: async () => {
      await dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
      await dataSource.destroy();
    },
  };
}

export function isolatedTopology(): Topology {
  return { prefix: `test.${randomBytes(4).toString('hex')}.` };
}

export const amqpUrl = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** Stops and restarts the broker application (queues and persistent messages survive). */
export async function stopBroker(): Promise<void> {
  await run('rabbitmqctl', ['stop_app'], { timeout: 60_000 });
}
export async function startBroker(): Promise<void> {
  await run('rabbitmqctl', ['start_app'], { timeout: 60_000 });
  await run('rabbitmqctl', ['await_startup'], { timeout: 60_000 });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Removes the queues and exchange a test created under its prefix. */
export async function deleteTopology(topology: Topology, consumers: string[], retries: number, rpcServices: string[] = []): Promise<void> {
  const connection = await amqplib.connect(amqpUrl);
  const ch = await connection.createChannel();
  for (const service of consumers) {
    const queue = consumerQueue(topology, service);
    for (let i = 1; i <= retries; i++) await ch.deleteQueue(retryQueue(queue, i));
    await ch.deleteQueue(deadLetterQueue(queue));
    await ch.deleteQueue(queue);
  }
  for (const service of rpcServices) await ch.deleteQueue(rpcQueue(topology, service));
  await ch.deleteExchange(eventsExchange(topology));
  await connection.close();
}
