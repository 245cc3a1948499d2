import { randomBytes } from 'node:crypto';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { consumerQueue, deadLetterQueue, eventsExchange, retryQueue, rpcQueue } from '@bv/messaging';
import { bootstrapService, migrateService, type AnyServiceSpec, type RunningService, type ServiceSpec } from '@bv/service-kit';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testAmqpUrl = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type AnySpec = AnyServiceSpec;

export type Platform = {
  runId: string;
  services: Record<string, RunningService>;
  schemaOf: (service: string) => string;
  db: Client;
  /** Starts a fresh instance of a service (after `stop()` of the old one) on the same data. */
  startAgain: (service: string) => Promise<RunningService>;
  /** Starts one more instance of a service beside the running one (stopped with the platform). */
  startAnother: (service: string) => Promise<RunningService>;
  stop: () => Promise<void>;
};

/**
 * Boots real services in this process against the local Postgres, RabbitMQ and Redis, each
 * run isolated by its own schemas, queue prefix and Redis prefix, and removes them after.
 */
export async function startPlatform(specs: AnySpec[], env: Record<string, string> = {}): Promise<Platform> {
  const runId = randomBytes(4).toString('hex');
  const schemaOf = (service: string) => `${service}_t${runId}`;
  const envFor = (service: string): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: '0',
    DATABASE_URL: testDatabaseUrl,
    DB_SCHEMA: schemaOf(service),
    AMQP_URL: testAmqpUrl,
    AMQP_PREFIX: `t${runId}.`,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: `t${runId}`,
    OUTBOX_POLL_MS: '50',
    EMAIL_SWEEP_MS: '1000',
    EMAIL_BACKOFF_MS: '100',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const db = new Client({ connectionString: testDatabaseUrl });
  await db.connect();
  const services: Record<string, RunningService> = {};
  const extras: RunningService[] = [];
  for (const spec of specs) {
    const runnable = spec as ServiceSpec<string>;
    if (spec.database) await migrateService(runnable, envFor(spec.name));
    services[spec.name] = await bootstrapService(runnable, envFor(spec.name), { handleSignals: false });
  }
  return {
    runId,
    services,
    schemaOf,
    db,
    startAgain: async (service) => {
      const spec = specs.find((s) => s.name === service) as ServiceSpec<string>;
      services[service] = await bootstrapService(spec, envFor(service), { handleSignals: false });
      return services[service];
    },
    startAnother: async (service) => {
      const spec = specs.find((s) => s.name === service) as ServiceSpec<string>;
      const instance = await bootstrapService(spec, envFor(service), { handleSignals: false });
      extras.push(instance);
      return instance;
    },
    stop: async () => {
      for (const extra of extras) await extra.stop();
      for (const spec of [...specs].reverse()) await services[spec.name]?.stop();
      await cleanUp(runId, specs, db, schemaOf);
      await db.end();
    },
  };
}

async function cleanUp(runId: string, specs: AnySpec[], db: Client, schemaOf: (s: string) => string): Promise<void> {
  for (const spec of specs) if (spec.database) await db.query(`DROP SCHEMA IF EXISTS "${schemaOf(spec.name)}" CASCADE`);
  const topology = { prefix: `t${runId}.` };
  const connection = await amqplib.connect(testAmqpUrl);
  const ch = await connection.createChannel();
  for (const spec of specs) {
    const queue = consumerQueue(topology, spec.name);
    for (const name of [retryQueue(queue, 1), retryQueue(queue, 2), retryQueue(queue, 3), deadLetterQueue(queue), queue, rpcQueue(topology, spec.name)]) {
      await ch.deleteQueue(name);
    }
  }
  await ch.deleteExchange(eventsExchange(topology));
  await connection.close();
  const redis = new Redis(testRedisUrl);
  const keys = await redis.keys(`t${runId}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}
