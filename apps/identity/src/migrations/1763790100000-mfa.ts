import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

export class Mfa1763790100000 implements MigrationInterface {
  name = 'Mfa1763790100000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.mfa_factors (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('totp')),
      secret_enc text NOT NULL,
      status text NOT NULL CHECK (status IN ('unverified', 'verified')),
      last_used_step bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      verified_at timestamptz
    )`);
    // One verified second factor per user; an unverified one may wait beside it during re-enrolment.
    await q.query(`CREATE UNIQUE INDEX mfa_factors_one_verified ON ${s}.mfa_factors (user_id) WHERE status = 'verified'`);
    await q.query(`CREATE TABLE ${s}.recovery_codes (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    )`);
    await q.query(`CREATE INDEX recovery_codes_user_idx ON ${s}.recovery_codes (user_id) WHERE used_at IS NULL`);
    await q.query(`CREATE TABLE ${s}.mfa_challenges (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
      user_agent text NOT NULL DEFAULT '',
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      completed_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.mfa_challenges`);
    await q.query(`DROP TABLE ${s}.recovery_codes`);
    await q.query(`DROP TABLE ${s}.mfa_factors`);
  }
}
