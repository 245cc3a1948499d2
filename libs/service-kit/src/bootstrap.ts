import 'reflect-metadata';
import { Global, Module, type DynamicModule, type INestApplication, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { DataSource, MixedList } from 'typeorm';
import type { z } from 'zod';
import {
  connectAmqp,
  deadLetterQueue,
  EventConsumer,
  EventSubscriber,
  MessagingRetention,
  type Subscriptions,
  OutboxRelay,
  UnitOfWork,
  RpcClient,
  RpcServer,
  type AmqpConnectionManager,
  type EventHandlers,
  type RpcHandlers,
  type Topology,
} from '@bv/messaging';
import { ConfigError, loadConfig } from './config';
import { createDataSource, retryWhileUnreachable, runMigrations } from './database';
import { assertEventTable } from './event-table';
import { HealthChecks } from './health';
import { waitForMigrations } from './schema-wait';
import { startTracing } from './tracing-sdk';
import { LivenessController, OperationsController } from './health.controller';
import { defaultInternalPort, startInternalHttp } from './internal-http';
import { createLogger, PinoNestLogger, type ServiceLogger } from './logger';
import { ServiceMetrics } from './metrics';
import { observeRowJobs } from './row-job-queue';
import { AMQP_CONNECTION, CONFIG, DATA_SOURCE, LOGGER, METRICS, REDIS, TOPOLOGY, UNIT_OF_WORK } from './tokens';
import type { TrustProxySetting } from './trust-proxy';

type AnyConfig = Record<string, unknown> & {
  NODE_ENV: string;
  LOG_LEVEL: string;
  HTTP_HOST: string;
  HTTP_PORT: number;
  INTERNAL_HTTP_PORT?: number;
  AMQP_URL: string;
  AMQP_PREFIX: string;
  RPC_TIMEOUT_MS: number;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  TRUST_PROXY: TrustProxySetting;
  DATABASE_URL?: string;
  DB_SCHEMA?: string;
  DB_POOL_SIZE?: number;
  OUTBOX_POLL_MS?: number;
  OUTBOX_BATCH_SIZE?: number;
  OUTBOX_RETENTION_DAYS?: number;
  MIGRATIONS_WAIT_SECONDS?: number;
  REDIS_URL?: string;
};

export type ServiceSpec<S extends string> = {
  name: S;
  configSchema: z.ZodObject;
  module: Type<unknown>;
  /** Services that own data; the gateway has none. */
  database?: {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    entities: MixedList<Function>;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    migrations: MixedList<Function>;
  };
  /**
   * `true`: the service needs Redis to work, and is not ready without it. `'degrades'`: it keeps
   * serving while Redis is away (the gateway: local rate limits, the revocation fallback), so
   * readiness reports Redis but does not fail on it.
   */
  redis?: boolean | 'degrades';
  /**
   * `false`: the service talks to no broker (the converter: BullMQ on Redis and the object store
   * only), so it neither connects to RabbitMQ nor reports it in readiness. Default true.
   */
  broker?: boolean;
  /** The gateway calls services; services answer. */
  rpcClient?: boolean;
  rpc?: (app: INestApplication) => RpcHandlers<S>;
  events?: (app: INestApplication) => EventHandlers;
  /** Database-less services (the gateway): repeatable reactions to events, without an inbox. */
  subscriptions?: (app: INestApplication) => Subscriptions;
  /** Extra HTTP set-up (plugins, docs, static files) before the app listens. */
  configureHttp?: (app: NestFastifyApplication, infra: Infrastructure) => Promise<void>;
  /** Extra work to stop after intake stopped and before connections close (workers). */
  onShutdown?: (app: INestApplication) => Promise<void>;
  /** Retry delays for consumed events (tests shorten them). */
  retryDelaysMs?: number[];
};

export type Infrastructure = {
  config: AnyConfig;
  logger: ServiceLogger;
  metrics: ServiceMetrics;
  topology: Topology;
  /** Unset for a service without a broker (`broker: false`). */
  connection?: AmqpConnectionManager;
  dataSource?: DataSource;
  redis?: Redis;
  relay?: OutboxRelay;
  unitOfWork?: UnitOfWork;
  retention?: MessagingRetention;
  rpcClient?: RpcClient;
};

export type RunningService = {
  app: NestFastifyApplication;
  infra: Infrastructure;
  url: string;
  /** Health, readiness and metrics; never routed from outside the cluster. */
  internalUrl: string;
  stop: () => Promise<void>;
};

function platformModule(spec: ServiceSpec<string>, infra: Infrastructure, checks: HealthChecks): DynamicModule {
  const providers: Provider[] = [
    { provide: HealthChecks, useValue: checks },
    { provide: CONFIG, useValue: infra.config },
    { provide: LOGGER, useValue: infra.logger },
    { provide: METRICS, useValue: infra.metrics },
    { provide: TOPOLOGY, useValue: infra.topology },
  ];
  if (infra.connection) providers.push({ provide: AMQP_CONNECTION, useValue: infra.connection });
  if (infra.dataSource && infra.relay && infra.unitOfWork) {
    providers.push({ provide: DATA_SOURCE, useValue: infra.dataSource });
    providers.push({ provide: UNIT_OF_WORK, useValue: infra.unitOfWork });
  }
  if (infra.redis) providers.push({ provide: REDIS, useValue: infra.redis });
  if (infra.rpcClient) providers.push({ provide: RpcClient, useValue: infra.rpcClient });

  @Global()
  @Module({})
  class PlatformModule {}
  return { module: PlatformModule, providers, exports: providers.map((p) => (p as { provide: unknown }).provide as symbol), controllers: healthControllers(infra.config.NODE_ENV) };
}

/** Production keeps readiness details and metrics off the public port (internal port only). */
function healthControllers(nodeEnv: string): Type<unknown>[] {
  return nodeEnv === 'production' ? [LivenessController] : [LivenessController, OperationsController];
}

function readConfig(spec: ServiceSpec<string>, env: Record<string, string | undefined>): AnyConfig {
  return loadConfig(spec.configSchema, env) as AnyConfig;
}

/** The broker, for the parts that need one (bootstrap refuses them with `broker: false`). */
function withBroker(connection: AmqpConnectionManager | undefined): AmqpConnectionManager {
  if (!connection) throw new Error('this part of a service needs the broker');
  return connection;
}

/** A bad variable is reported by name alone; anything else with its stack. */
function exitWith(service: string, what: string, err: Error): never {
  process.stderr.write(err instanceof ConfigError ? `${service}: ${err.message}\n` : `${service} ${what}: ${err.stack ?? err.message}\n`);
  process.exit(1);
}

function databaseFor(spec: ServiceSpec<string>, config: AnyConfig, logger: ServiceLogger): DataSource | undefined {
  if (!spec.database) return undefined;
  return createDataSource(
    {
      url: config.DATABASE_URL as string,
      schema: config.DB_SCHEMA as string,
      poolSize: config.DB_POOL_SIZE ?? 10,
      entities: spec.database.entities,
      migrations: spec.database.migrations,
    },
    logger,
  );
}

/** Applies the service's pending migrations and exits; run before the service starts. */
export async function migrateService<S extends string>(spec: ServiceSpec<S>, env: Record<string, string | undefined> = process.env): Promise<string[]> {
  const config = readConfig(spec as ServiceSpec<string>, env);
  const logger = createLogger(spec.name, config.LOG_LEVEL);
  if (!spec.database) return [];
  // The database may not take connections yet (started with it), or lose one mid-way: try again.
  return retryWhileUnreachable(logger, async () => {
    const dataSource = databaseFor(spec as ServiceSpec<string>, config, logger) as DataSource;
    await dataSource.initialize();
    try {
      const applied = await runMigrations(dataSource);
      logger.info({ applied, schema: config.DB_SCHEMA }, applied.length ? 'migrations applied' : 'schema up to date');
      return applied;
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
    }
  });
}

/**
 * Starts one service: validated config, logger, database, broker, Redis, HTTP (health and
 * metrics), then RPC and event intake. SIGTERM/SIGINT stop intake first, let in-flight work
 * finish, publish what it produced, then close connections: nothing is lost.
 */
export async function bootstrapService<S extends string>(
  spec: ServiceSpec<S>,
  env: Record<string, string | undefined> = process.env,
  options: { handleSignals?: boolean } = {},
): Promise<RunningService> {
  const config = readConfig(spec as ServiceSpec<string>, env);
  const tracing = startTracing(spec.name, { otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  const logger = createLogger(spec.name, config.LOG_LEVEL);
  const metrics = new ServiceMetrics(spec.name);
  const topology: Topology = { prefix: config.AMQP_PREFIX ?? '' };
  if (spec.broker === false && (spec.database || spec.rpc || spec.rpcClient || spec.events || spec.subscriptions)) {
    throw new Error(`${spec.name}: a service without a broker has no outbox, RPC or events`);
  }
  const connection = spec.broker === false ? undefined : connectAmqp(config.AMQP_URL, logger, spec.name);
  const infra: Infrastructure = { config, logger, metrics, topology, connection };

  infra.dataSource = databaseFor(spec as ServiceSpec<string>, config, logger);
  if (infra.dataSource) {
    await infra.dataSource.initialize();
    if (config.MIGRATIONS_WAIT_SECONDS) await waitForMigrations(infra.dataSource, config.DB_SCHEMA as string, logger, config.MIGRATIONS_WAIT_SECONDS);
    infra.relay = new OutboxRelay({
      dataSource: infra.dataSource,
      schema: config.DB_SCHEMA as string,
      connection: withBroker(connection),
      topology,
      logger,
      pollIntervalMs: config.OUTBOX_POLL_MS,
      batchSize: config.OUTBOX_BATCH_SIZE,
      onPublished: (n) => metrics.outboxPublished.inc(n),
    });
    infra.unitOfWork = new UnitOfWork(infra.dataSource, config.DB_SCHEMA as string, spec.name, infra.relay, logger);
    infra.retention = new MessagingRetention({
      dataSource: infra.dataSource,
      schema: config.DB_SCHEMA as string,
      logger,
      retentionDays: config.OUTBOX_RETENTION_DAYS ?? 14,
    });
    metrics.operations.watch({ database: { dataSource: infra.dataSource, schema: config.DB_SCHEMA as string } });
  }
  if (spec.redis) {
    infra.redis = new Redis(config.REDIS_URL as string, { maxRetriesPerRequest: null, lazyConnect: false });
    infra.redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
    metrics.operations.watch({ redis: infra.redis });
  }
  const stopObservingJobs = infra.redis ? observeRowJobs(infra.redis, (queue, outcome, seconds) => metrics.operations.observeJob(queue, outcome, seconds)) : undefined;
  if (spec.rpcClient) {
    infra.rpcClient = new RpcClient({
      connection: withBroker(connection),
      topology,
      logger,
      timeoutMs: config.RPC_TIMEOUT_MS,
      onTimeout: (pattern) => metrics.operations.rpcTimeouts.inc({ pattern }),
    });
    await infra.rpcClient.start();
  }

  const checks = new HealthChecks(connection, metrics, infra.dataSource, infra.redis, { redisRequired: spec.redis !== 'degrades' });
  metrics.operations.watch({ dependencies: async () => (await checks.ready()).body.checks });
  const app = await NestFactory.create<NestFastifyApplication>(
    { module: class ServiceRoot {}, imports: [platformModule(spec as ServiceSpec<string>, infra, checks), spec.module] },
    new FastifyAdapter({ trustProxy: config.TRUST_PROXY, bodyLimit: 1_048_576 }),
    { logger: new PinoNestLogger(logger), rawBody: true, bufferLogs: false },
  );
  await spec.configureHttp?.(app, infra);
  await app.init();

  const rpcServer = spec.rpc
    ? new RpcServer({
        service: spec.name,
        connection: withBroker(connection),
        topology,
        logger,
        handlers: spec.rpc(app),
        onHandled: (pattern, outcome, ms) => {
          metrics.rpcHandled.inc({ pattern, outcome });
          metrics.rpcDuration.observe({ pattern }, ms / 1000);
        },
      })
    : undefined;
  const eventHandlers = spec.events?.(app);
  const subscriptionHandlers = spec.subscriptions?.(app);
  assertEventTable(spec.name, Object.keys(eventHandlers ?? {}), Object.keys(subscriptionHandlers ?? {}));
  const consumer =
    eventHandlers && infra.unitOfWork
      ? new EventConsumer({
          service: spec.name,
          unitOfWork: infra.unitOfWork,
          schema: config.DB_SCHEMA as string,
          connection: withBroker(connection),
          topology,
          logger,
          handlers: eventHandlers,
          retryDelaysMs: spec.retryDelaysMs,
          onConsumed: (type, outcome, ms) => {
            metrics.eventsConsumed.inc({ type, outcome });
            metrics.eventDuration.observe({ type }, ms / 1000);
          },
          onApplied: (type, lagSeconds) => metrics.operations.inboxLag.observe({ type }, lagSeconds),
        })
      : undefined;
  // Passive declares of the event queue and its dead letters, on a channel of their own (a failed
  // declare closes its channel; the consumer's must never be the one).
  const queueProbe = consumer ? withBroker(connection).createChannel({ name: `${spec.name}-queue-depth`, confirm: false }) : undefined;
  if (consumer && queueProbe) {
    metrics.operations.watch({
      broker: {
        isConnected: () => withBroker(connection).isConnected(),
        messageCount: async (queue) => (await queueProbe.checkQueue(queue)).messageCount,
        queues: { events: consumer.queueName, deadLetters: deadLetterQueue(consumer.queueName) },
      },
    });
  }
  const subscriber = subscriptionHandlers
    ? new EventSubscriber({
        service: spec.name,
        connection: withBroker(connection),
        topology,
        logger,
        handlers: subscriptionHandlers,
        onConsumed: (type, outcome, ms) => {
          metrics.eventsConsumed.inc({ type, outcome });
          metrics.eventDuration.observe({ type }, ms / 1000);
        },
      })
    : undefined;
  await infra.relay?.start();
  infra.retention?.start();
  await consumer?.start();
  await subscriber?.start();
  await rpcServer?.start();
  const internalHttp = await startInternalHttp(checks, config.HTTP_HOST, config.INTERNAL_HTTP_PORT ?? defaultInternalPort(config.HTTP_PORT));
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.HTTP_PORT;
  logger.info({ port, internalPort: internalHttp.port }, `${spec.name} ready`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info('shutting down: finishing in-flight work');
      await rpcServer?.stop();
      await consumer?.stop();
      await subscriber?.stop();
      await spec.onShutdown?.(app);
      stopObservingJobs?.();
      await queueProbe?.close();
      await infra.retention?.stop();
      await app.close();
      await internalHttp.close();
      // Publish whatever the last handled work produced before leaving.
      await infra.relay?.drain();
      await infra.relay?.stop();
      await infra.rpcClient?.stop();
      await connection?.close();
      await infra.redis?.quit().catch(() => undefined);
      await infra.dataSource?.destroy();
      // The last spans leave with the exporter's final flush.
      await tracing?.shutdown();
      logger.info('stopped');
    })());

  if (options.handleSignals ?? true) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        stop().then(
          () => process.exit(0),
          (err) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }
  return { app, infra, url: `http://127.0.0.1:${port}`, internalUrl: `http://127.0.0.1:${internalHttp.port}`, stop };
}

/** Entry point helper for `main.ts`: logs a failed start and exits non-zero. */
export function runService<S extends string>(spec: ServiceSpec<S>): void {
  bootstrapService(spec).catch((err: Error) => exitWith(spec.name, 'failed to start', err));
}

export function runMigrationsCli<S extends string>(spec: ServiceSpec<S>): void {
  migrateService(spec).then(
    () => process.exit(0),
    (err: Error) => exitWith(spec.name, 'migrations failed', err),
  );
}

/** Any service's spec, for code that starts several different services (tests, tools). */
export type AnyServiceSpec = Omit<ServiceSpec<string>, 'rpc'> & { rpc?: (app: INestApplication) => object };
