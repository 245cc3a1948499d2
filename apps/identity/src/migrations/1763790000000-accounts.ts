import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

export class Accounts1763790000000 implements MigrationInterface {
  name = 'Accounts1763790000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.users (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      name text NOT NULL,
      password_hash text,
      status text NOT NULL CHECK (status IN ('active', 'invited')),
      email_verified_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.user_roles (
      user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('admin')),
      granted_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, role)
    )`);
    await q.query(`CREATE TABLE ${s}.profiles (
      user_id uuid PRIMARY KEY REFERENCES ${s}.users (id) ON DELETE CASCADE,
      early_bird_eligible boolean NOT NULL DEFAULT false,
      price_lock_benefits jsonb,
      company text,
      phone text,
      industry text,
      revenue text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.signing_keys (
      kid text PRIMARY KEY,
      public_jwk jsonb NOT NULL,
      private_key_enc text NOT NULL,
      state text NOT NULL CHECK (state IN ('standby', 'active', 'retired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      activated_at timestamptz,
      retired_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX signing_keys_one_active ON ${s}.signing_keys ((true)) WHERE state = 'active'`);
    await q.query(`CREATE TABLE ${s}.sessions (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
      aal text NOT NULL CHECK (aal IN ('aal1', 'aal2')),
      amr text[] NOT NULL,
      user_agent text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_active_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      revoked_reason text
    )`);
    await q.query(`CREATE INDEX sessions_user_idx ON ${s}.sessions (user_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE TABLE ${s}.refresh_tokens (
      id uuid PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES ${s}.sessions (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      replaced_by uuid
    )`);
    await q.query(`CREATE TABLE ${s}.email_tokens (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES ${s}.users (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'activate_account')),
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    for (const table of ['email_tokens', 'refresh_tokens', 'sessions', 'signing_keys', 'profiles', 'user_roles', 'users']) {
      await q.query(`DROP TABLE ${s}.${table}`);
    }
  }
}
