import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Fixed-window counters for what a link's visitors may do only so often (downloads per client and
 * per link, one-time codes per address and per link): one row per scope and key, counted in one
 * upsert so parallel requests cannot overshoot. Keys are hashes, never an address in the clear.
 */
export class ShareRateCounters1764310000001 implements MigrationInterface {
  name = 'ShareRateCounters1764310000001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.rate_counters (
      scope text NOT NULL,
      key bytea NOT NULL,
      hits integer NOT NULL CHECK (hits > 0),
      window_started_at timestamptz NOT NULL,
      window_seconds integer NOT NULL CHECK (window_seconds > 0),
      PRIMARY KEY (scope, key)
    )`);
    await q.query(`CREATE INDEX rate_counters_window_idx ON ${s}.rate_counters (window_started_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.rate_counters`);
  }
}
