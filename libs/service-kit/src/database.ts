import { Client } from 'pg';
import { DataSource, type MixedList, type QueryRunner } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { createInboxTableSql, createOutboxTableSql, dropMessagingTablesSql, isTransientDatabaseError, quoteSchema, type Logger } from '@bv/messaging';

export type DatabaseOptions = {
  url: string;
  schema: string;
  poolSize: number;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
};

/**
 * One DataSource per service, bound to the service's own schema. Entities take their schema
 * from here rather than from a decorator, so a test can run the same service in a fresh
 * schema. Never `synchronize`: the schema only changes through migrations.
 */
export function createDataSource(options: DatabaseOptions, logger: Logger): DataSource {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    poolSize: options.poolSize,
    extra: { connectionTimeoutMillis: 5_000 },
  });
  const initialize = dataSource.initialize.bind(dataSource);
  dataSource.initialize = async () => {
    await initialize();
    // Without a listener an idle client's error after a Postgres restart kills the process.
    const pool = (dataSource.driver as unknown as { master: { on: (event: string, fn: (err: Error) => void) => void } }).master;
    pool.on('error', (err) => logger.warn({ err: err.message }, 'idle database connection lost'));
    return dataSource;
  };
  return dataSource;
}

/**
 * Runs `work` until it gets past connecting, for up to `timeoutMs`: a migration started together
 * with its database (compose on a busy machine, where the container network's DNS can also lag,
 * or a fresh cluster) waits instead of failing. Any other error (a wrong password, a missing
 * database, a failing migration) is thrown at once. Work retried this way must be safe to
 * repeat, as migrations are (each in its own transaction, under the schema's lock).
 */
export async function retryWhileUnreachable<T>(logger: Logger, work: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      // Not accepting connections yet (still starting, its network's DNS not up) or gone mid-way.
      if (!isTransientDatabaseError(err) || Date.now() >= deadline) throw err;
      logger.warn({ err: (err as Error).message, attempt }, 'database not reachable yet; trying again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2_000)));
    }
  }
}

/** Returns once the database at `url` answers (see retryWhileUnreachable). */
export function waitForDatabase(url: string, logger: Logger, timeoutMs = 60_000): Promise<void> {
  return retryWhileUnreachable(
    logger,
    async () => {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      // A refused connection is also reported as an 'error' event; without a listener it would be thrown.
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('SELECT 1');
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    timeoutMs,
  );
}

/**
 * Creates the schema if needed and applies pending migrations, each in its own transaction.
 * A session advisory lock per schema makes replicas that start together (several pods'
 * init containers) wait for each other instead of racing.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const schema = schemaOf(dataSource);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)}`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

export function schemaOf(source: DataSource | QueryRunner): string {
  const connection = 'connection' in source ? source.connection : source;
  const schema = (connection.options as PostgresDataSourceOptions).schema;
  if (!schema) throw new Error('DataSource has no schema');
  return schema;
}

/** `"schema"` quoted for use in migration SQL. */
export function schemaSql(runner: QueryRunner): string {
  return quoteSchema(schemaOf(runner));
}

/** Every service's first migration creates its outbox and inbox with this. */
export async function createMessagingTables(runner: QueryRunner): Promise<void> {
  const schema = schemaOf(runner);
  for (const sql of [...createOutboxTableSql(schema), ...createInboxTableSql(schema)]) await runner.query(sql);
}

export async function dropMessagingTables(runner: QueryRunner): Promise<void> {
  for (const sql of dropMessagingTablesSql(schemaOf(runner))) await runner.query(sql);
}
