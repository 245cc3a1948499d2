import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** Failed credential checks per account and kind, for the growing delays of AccountThrottle. */
export class AccountThrottles1763900100000 implements MigrationInterface {
  name = 'AccountThrottles1763900100000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.account_throttles (
      user_id uuid NOT NULL REFERENCES ${s}.users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('sign_in', 'mfa_code', 'current_password')),
      failures integer NOT NULL,
      next_allowed_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, kind)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.account_throttles`);
  }
}
