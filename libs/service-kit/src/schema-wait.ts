import type { DataSource } from 'typeorm';
import { quoteSchema, type Logger } from '@bv/messaging';

/** The schema or its migrations table is not there yet: nothing has been applied. */
const NOT_CREATED = new Set(['42P01', '3F000']);

/** The service's migrations (by name) that its schema has not recorded as applied. */
export async function pendingMigrations(dataSource: DataSource, schema: string): Promise<string[]> {
  const expected = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
  let applied: Set<string>;
  try {
    const rows = (await dataSource.query(`SELECT name FROM ${quoteSchema(schema)}.migrations`)) as { name: string }[];
    applied = new Set(rows.map((r) => r.name));
  } catch (err) {
    if (NOT_CREATED.has((err as { code?: string }).code ?? '')) return expected;
    throw err;
  }
  return expected.filter((name) => !applied.has(name));
}

export class MigrationsPendingError extends Error {
  constructor(schema: string, pending: string[], waitedSeconds: number) {
    super(
      `schema "${schema}" still lacks ${pending.length} migration(s) (${pending.join(', ')}) after ${waitedSeconds} s: ` +
        'the migration Job (k8s/components/migrations-job) has not run or failed; see `kubectl logs job/<app>-migrate`',
    );
    this.name = 'MigrationsPendingError';
  }
}

/**
 * Where a migration Job applies the schema before a rollout (k8s/components/migrations-job), a
 * new pod waits here until its schema has every migration it was built with, then starts: it
 * never serves on an older schema, and the rollout does not go on (the pod is not ready) until
 * the Job is done. Gives up after `timeoutSeconds` with an error naming what is missing.
 */
export async function waitForMigrations(dataSource: DataSource, schema: string, logger: Logger, timeoutSeconds: number, pollMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let announced = false;
  for (;;) {
    const pending = await pendingMigrations(dataSource, schema);
    if (pending.length === 0) {
      if (announced) logger.info({ schema }, 'migrations applied by the Job; starting');
      return;
    }
    if (Date.now() >= deadline) throw new MigrationsPendingError(schema, pending, timeoutSeconds);
    if (!announced) logger.info({ schema, pending }, 'waiting for the migration Job to apply the schema');
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
