import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { join } from 'node:path';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { Client } from 'pg';

/** The repository root (bench/dist/lib -> ../../..). */
export const ROOT = join(__dirname, '..', '..', '..');

export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const AMQP_URL = process.env.BENCH_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** Benchmarks only ever talk to this machine, and only write into a database meant for tests. */
export function assertSafeTargets(): void {
  for (const url of [DATABASE_URL, AMQP_URL, REDIS_URL]) {
    const host = new URL(url).hostname;
    if (!loopback.test(host)) throw new Error(`Benchmarks only target loopback addresses; refusing ${host}`);
  }
  const database = new URL(DATABASE_URL).pathname.slice(1);
  if (!database.includes('test')) throw new Error(`Refusing to write into database "${database}": its name lacks "test"`);
}

/** Rejects after `ms` with a message that says what was being waited for. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds; fails with the last value after `timeoutMs`. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string, everyMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await sleep(everyMs);
  }
}

function portOpen(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || defaultPort), hostname.replace(/^\[|\]$/g, ''), () => done(true));
  });
}

/**
 * Fails fast, with the service named, when PostgreSQL, RabbitMQ or Redis is not answering
 * (other developers' integration tests stop RabbitMQ now and then).
 */
export async function preflight(): Promise<void> {
  assertSafeTargets();
  const checks: [string, string, number][] = [
    ['PostgreSQL', DATABASE_URL, 5432],
    ['RabbitMQ', AMQP_URL, 5672],
    ['Redis', REDIS_URL, 6379],
  ];
  for (const [name, url, port] of checks) {
    if (!(await portOpen(url, port))) throw new Error(`${name} is not reachable at ${new URL(url).host}; start it (scripts/ensure-services.sh) and retry`);
  }
  const db = new Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
  await withTimeout(db.connect(), 6_000, 'PostgreSQL connection');
  await db.end();
  // A node whose app was stopped (rabbitmqctl stop_app) accepts TCP but never speaks AMQP.
  const connection = await withTimeout(amqplib.connect(AMQP_URL, { timeout: 5_000 }), 6_000, 'RabbitMQ AMQP handshake (is the app stopped?)');
  await connection.close();
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  await withTimeout(redis.connect().then(() => redis.ping()), 6_000, 'Redis PING');
  await redis.quit();
}

/** Names that keep one run apart from every other user of the shared local services. */
export type RunNames = {
  runId: string;
  schemaOf: (service: string) => string;
  amqpPrefix: string;
  redisPrefix: string;
};

export function runNames(): RunNames {
  const runId = randomBytes(4).toString('hex');
  return {
    runId,
    schemaOf: (service) => `${service}_b${runId}`,
    amqpPrefix: `b${runId}.`,
    redisPrefix: `b${runId}`,
  };
}

/**
 * Removes everything a run created: its schemas, every queue and exchange under its AMQP
 * prefix that the benchmark names, and its Redis keys. Each step is bounded and a failed
 * step does not stop the others.
 */
export async function cleanUp(names: RunNames, what: { schemas: string[]; queues: string[]; exchanges: string[] }): Promise<string[]> {
  const problems: string[] = [];
  const step = async (label: string, work: () => Promise<unknown>) => {
    try {
      await withTimeout(work(), 15_000, label);
    } catch (err) {
      problems.push(`${label}: ${(err as Error).message}`);
    }
  };
  await step('drop schemas', async () => {
    const db = new Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
    await db.connect();
    try {
      for (const schema of what.schemas) await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await db.end();
    }
  });
  await step('delete queues and exchanges', async () => {
    const connection = await amqplib.connect(AMQP_URL, { timeout: 5_000 });
    try {
      const ch = await connection.createChannel();
      for (const queue of what.queues) await ch.deleteQueue(queue);
      for (const exchange of what.exchanges) await ch.deleteExchange(exchange);
      await ch.close();
    } finally {
      await connection.close();
    }
  });
  await step('delete Redis keys', async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${names.redisPrefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      await redis.quit();
    }
  });
  return problems;
}
