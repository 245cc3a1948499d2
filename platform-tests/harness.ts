import { Pool } from 'pg';
import { declaredNames } from '@bv/messaging';
import { bootstrapService, migrateService, type AnyServiceSpec, type RunningService, type ServiceSpec } from '@bv/service-kit';
import { deleteBrokerObjects, deleteRedisKeys, dropSchemas, testAmqpUrl, testDatabaseUrl, testRedisUrl, testRun } from '@bv/testing';

type AnySpec = AnyServiceSpec;

export type Platform = {
  runId: string;
  services: Record<string, RunningService>;
  schemaOf: (service: string) => string;
  /** The services' database, for a test's own queries (a pool: it outlives a database restart). */
  db: Pool;
  /** Starts a fresh instance of a service (after `stop()` of the old one) on the same data. */
  startAgain: (service: string) => Promise<RunningService>;
  /** Starts one more instance of a service beside the running one (stopped with the platform). */
  startAnother: (service: string) => Promise<RunningService>;
  stop: () => Promise<void>;
};

/**
 * Boots real services in this process against the local Postgres, RabbitMQ and Redis, each
 * run isolated by its own schemas, queue prefix and Redis prefix, and removes them after.
 * `databaseUrl`: another database than the shared test one (a test's private server).
 */
export async function startPlatform(specs: AnySpec[], env: Record<string, string> = {}, options: { databaseUrl?: string } = {}): Promise<Platform> {
  const databaseUrl = options.databaseUrl ?? testDatabaseUrl;
  const run = testRun();
  const envFor = (service: string): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: '0',
    DATABASE_URL: databaseUrl,
    DB_SCHEMA: run.schema(service),
    AMQP_URL: testAmqpUrl,
    AMQP_PREFIX: run.amqpPrefix,
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: run.redisPrefix,
    OUTBOX_POLL_MS: '50',
    EMAIL_SWEEP_MS: '1000',
    EMAIL_BACKOFF_MS: '100',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const db = new Pool({ connectionString: databaseUrl, max: 1 });
  // An idle connection ended by a database restart is dropped from the pool, not thrown.
  db.on('error', () => undefined);
  const services: Record<string, RunningService> = {};
  const extras: RunningService[] = [];
  for (const spec of specs) {
    const runnable = spec as ServiceSpec<string>;
    if (spec.database) await migrateService(runnable, envFor(spec.name));
    services[spec.name] = await bootstrapService(runnable, envFor(spec.name), { handleSignals: false });
  }
  return {
    runId: run.id,
    services,
    schemaOf: run.schema,
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
      await db.end();
      await dropSchemas(
        specs.filter((spec) => spec.database).map((spec) => run.schema(spec.name)),
        databaseUrl,
      );
      await deleteBrokerObjects(declaredNames({ prefix: run.amqpPrefix }, specs.map((spec) => spec.name), 3));
      await deleteRedisKeys(run.redisPrefix);
    },
  };
}
