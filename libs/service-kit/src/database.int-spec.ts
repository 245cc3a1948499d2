import type { MigrationInterface, QueryRunner } from 'typeorm';
import { silentLogger, type Logger } from '@bv/messaging';
import { dropSchemas, testDatabaseUrl, testRun } from '@bv/testing';
import { createDataSource, runMigrations, schemaSql, waitForDatabase } from './database';

jest.setTimeout(30_000);

class CreateWidgets1700000000000 implements MigrationInterface {
  name = 'CreateWidgets1700000000000';
  async up(q: QueryRunner) {
    // Slow enough that two runners overlap when nothing serialises them.
    await q.query('SELECT pg_sleep(0.3)');
    await q.query(`CREATE TABLE ${schemaSql(q)}.widgets (id int PRIMARY KEY)`);
  }
  async down(q: QueryRunner) {
    await q.query(`DROP TABLE ${schemaSql(q)}.widgets`);
  }
}

describe('runMigrations', () => {
  const schema = testRun().schema('mig');
  afterAll(() => dropSchemas([schema]));

  it('lets replicas that start together apply each migration exactly once', async () => {
    const sources = [0, 1, 2].map(() =>
      createDataSource({ url: testDatabaseUrl, schema, poolSize: 2, entities: [], migrations: [CreateWidgets1700000000000] }, silentLogger),
    );
    await Promise.all(sources.map((s) => s.initialize()));
    try {
      const applied = await Promise.all(sources.map((s) => runMigrations(s)));
      expect(applied.flat()).toEqual(['CreateWidgets1700000000000']);
      const rows = await sources[0].query(`SELECT name FROM "${schema}".migrations`);
      expect(rows).toEqual([{ name: 'CreateWidgets1700000000000' }]);
    } finally {
      await Promise.all(sources.map((s) => s.destroy()));
    }
  });
});

describe('waitForDatabase', () => {
  function recordingLogger(): Logger & { warnings: number } {
    const logger = { ...silentLogger, warnings: 0, warn: () => void (logger.warnings += 1) };
    return logger;
  }

  it('answers at once when the database is up', async () => {
    const logger = recordingLogger();
    await waitForDatabase(testDatabaseUrl, logger);
    expect(logger.warnings).toBe(0);
  });

  it('keeps trying a database that does not answer yet, then gives up at its deadline', async () => {
    const logger = recordingLogger();
    const nobody = new URL(testDatabaseUrl);
    nobody.port = '1';
    const started = Date.now();
    await expect(waitForDatabase(nobody.toString(), logger, 1_500)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(logger.warnings).toBeGreaterThan(1);
  });

  it('fails at once on what waiting cannot fix, a database that does not exist', async () => {
    const logger = recordingLogger();
    const missing = new URL(testDatabaseUrl);
    missing.pathname = '/no_such_test_database';
    await expect(waitForDatabase(missing.toString(), logger, 10_000)).rejects.toThrow(/does not exist/);
    expect(logger.warnings).toBe(0);
  });
});
