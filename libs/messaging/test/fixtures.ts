import { DataSource } from 'typeorm';
import { dropSchemas, testDatabaseUrl, testRun } from '@bv/testing';
import type { Topology } from '../src/names';
import { createInboxTableSql, createOutboxTableSql } from '../src/sql';

/** A fresh schema in the `test` database, with outbox, inbox and an effects table. */
export async function isolatedSchema(label: string): Promise<{ dataSource: DataSource; schema: string; drop: () => Promise<void> }> {
  const schema = testRun().schema(label);
  const dataSource = new DataSource({ type: 'postgres', url: testDatabaseUrl, schema, poolSize: 10, synchronize: false });
  await dataSource.initialize();
  (dataSource.driver as unknown as { master: { on: (e: string, f: () => void) => void } }).master.on('error', () => undefined);
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  for (const sql of [...createOutboxTableSql(schema), ...createInboxTableSql(schema)]) await dataSource.query(sql);
  await dataSource.query(`CREATE TABLE "${schema}".effects (event_id uuid NOT NULL, email text NOT NULL)`);
  return {
    dataSource,
    schema,
    drop: async () => {
      await dataSource.destroy();
      await dropSchemas([schema]);
    },
  };
}

export function isolatedTopology(): Topology {
  return { prefix: testRun().amqpPrefix };
}
