import { Pool } from 'pg';
import { declaredNames } from '@bv/messaging';
import { bootstrapService, migrateService, type AnyServiceSpec, type RunningService, type ServiceSpec } from '@bv/service-kit';
import { deleteBrokerObjects, deleteRedisKeys, dropSchemas, testAmqpUrl, testDatabaseUrl, testRedisUrl, testRun } from '@bv/testing';
import { ServiceProcess } from './service-process';

type AnySpec = AnyServiceSpec;

export type Platform = {
  runId: string;
  services: Record<string, RunningService>;
  schemaOf: (service: string) => string;
  /** The services' database, for a test's own queries (a pool: it outlives a database restart). */
  db: Pool;
  /**
   * Starts a built service of `ownProcess` as a process of its own (stopped with the platform),
   * so a test can send it real signals.
   */
  spawn: (service: string) => Promise<ServiceProcess>;
  /** Starts a fresh instance of a service (after `stop()` of the old one) on the same data. */
  startAgain: (service: string) => Promise<RunningService>;
  /** Starts one more instance of a service beside the running one (stopped with the platform). */
  startAnother: (service: string) => Promise<RunningService>;
  stop: () => Promise<void>;
};

/**
 * Boots real services in this process against the local Postgres, RabbitMQ and Redis, each
 * run isolated by its own schemas, queue prefix and Redis prefix, and removes them after.
 * `ownProcess`: services that run as built processes of their own (`spawn`); they are
 * migrated here and cleaned up with the rest. `options.runId` boots on the names of an earlier
 * run (a platform restored from its backup); `options.databaseUrl` (or `env.DATABASE_URL`)
 * another database than the shared test one (a restored copy, a test's private server).
 */
export async function startPlatform(
  specs: AnySpec[],
  env: Record<string, string> = {},
  options: { ownProcess?: AnySpec[]; runId?: string; databaseUrl?: string } = {},
): Promise<Platform> {
  const run = testRun(options.runId);
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL ?? testDatabaseUrl;
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
  const processes: ServiceProcess[] = [];
  const ownProcess = options.ownProcess ?? [];
  for (const spec of ownProcess) if (spec.database) await migrateService(spec as ServiceSpec<string>, envFor(spec.name));
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
    spawn: async (service) => {
      if (!ownProcess.some((spec) => spec.name === service)) throw new Error(`${service} is not one of this platform's own-process services`);
      const started = await ServiceProcess.start(service, envFor(service));
      processes.push(started);
      return started;
    },
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
      for (const started of processes) await started.stop();
      for (const extra of extras) await extra.stop();
      for (const spec of [...specs].reverse()) await services[spec.name]?.stop();
      await db.end();
      const all = [...specs, ...ownProcess];
      await dropSchemas(all.filter((spec) => spec.database).map((spec) => run.schema(spec.name)), databaseUrl);
      await deleteBrokerObjects(declaredNames({ prefix: run.amqpPrefix }, all.map((spec) => spec.name), 3));
      await deleteRedisKeys(run.redisPrefix);
    },
  };
}
