import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { silentLogger } from '@bv/messaging';
import { createDataSource, runMigrations, schemaSql } from './database';

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

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('runMigrations', () => {
  const schema = `t_mig_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const db = new Client({ connectionString: url });
    await db.connect();
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.end();
  });

  it('lets replicas that start together apply each migration exactly once', async () => {
    const sources = [0, 1, 2].map(() =>
      createDataSource({ url, schema, poolSize: 2, entities: [], migrations: [CreateWidgets1700000000000] }, silentLogger),
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
