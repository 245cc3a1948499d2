import type { MigrationInterface, QueryRunner } from 'typeorm';
import { silentLogger } from '@bv/messaging';
import { dropSchemas, testDatabaseUrl, testRun } from '@bv/testing';
import { createDataSource, runMigrations, schemaSql } from './database';
import { MigrationsPendingError, pendingMigrations, waitForMigrations } from './schema-wait';

jest.setTimeout(30_000);

class CreateGadgets1764390000000 implements MigrationInterface {
  name = 'CreateGadgets1764390000000';
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE ${schemaSql(q)}.gadgets (id int PRIMARY KEY)`);
  }
  async down(q: QueryRunner) {
    await q.query(`DROP TABLE ${schemaSql(q)}.gadgets`);
  }
}

/** k8s/components/migrations-job: a pod waits for the Job to migrate its schema, and says so when it never does. */
describe('waitForMigrations', () => {
  const schema = testRun().schema('wait');
  const source = () => createDataSource({ url: testDatabaseUrl, schema, poolSize: 2, entities: [], migrations: [CreateGadgets1764390000000] }, silentLogger);
  afterAll(() => dropSchemas([schema]));

  it('gives up with the missing migrations named while the schema does not exist', async () => {
    const app = await source().initialize();
    try {
      expect(await pendingMigrations(app, schema)).toEqual(['CreateGadgets1764390000000']);
      await expect(waitForMigrations(app, schema, silentLogger, 1, 100)).rejects.toThrow(MigrationsPendingError);
      await expect(waitForMigrations(app, schema, silentLogger, 0, 100)).rejects.toThrow(/lacks 1 migration\(s\) \(CreateGadgets1764390000000\) after 0 s: the migration Job/);
    } finally {
      await app.destroy();
    }
  });

  it('returns once the Job (another connection) has applied them', async () => {
    const app = await source().initialize();
    const job = await source().initialize();
    try {
      const waiting = waitForMigrations(app, schema, silentLogger, 20, 100);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await runMigrations(job);
      await expect(waiting).resolves.toBeUndefined();
      expect(await pendingMigrations(app, schema)).toEqual([]);
    } finally {
      await app.destroy();
      await job.destroy();
    }
  });
});
