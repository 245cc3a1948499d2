import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** Wrong passwords are counted in `rate_counters` now (scope `password`), like the other limits of a link. */
export class DropPasswordFailures1764310000002 implements MigrationInterface {
  name = 'DropPasswordFailures1764310000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.password_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.password_failures (
      token_hash bytea NOT NULL,
      client_key bytea NOT NULL,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL,
      PRIMARY KEY (token_hash, client_key)
    )`);
    await q.query(`CREATE INDEX password_failures_window_idx ON ${s}.password_failures (window_started_at)`);
  }
}
