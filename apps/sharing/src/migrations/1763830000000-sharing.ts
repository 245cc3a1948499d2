import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Output snapshots (read model from output.saved / output.deleted), shares, their view log and
 * the wrong-password counters. A share keeps its token only as a SHA-256 hash (lookup) and an
 * AES-256-GCM ciphertext (the owner's "copy link"), so a database leak reveals no working link.
 */
export class Sharing1763830000000 implements MigrationInterface {
  name = 'Sharing1763830000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    // owner_id and output_type are null only for a tombstone: output.deleted seen before any output.saved.
    await q.query(`CREATE TABLE ${s}.output_snapshots (
      output_id uuid PRIMARY KEY,
      owner_id uuid,
      output_type text,
      version integer NOT NULL,
      title text NOT NULL DEFAULT '',
      content jsonb,
      deleted_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE ${s}.shares (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      output_id uuid NOT NULL,
      title text NOT NULL,
      description text,
      token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
      token_sealed text NOT NULL,
      password_hash text,
      password_version integer NOT NULL DEFAULT 0,
      expires_at timestamptz,
      max_views integer CHECK (max_views > 0),
      view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
      last_viewed_at timestamptz,
      is_public boolean NOT NULL DEFAULT true,
      notify_on_view boolean NOT NULL DEFAULT false,
      revoked_at timestamptz,
      revoked_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX shares_owner_idx ON ${s}.shares (owner_id, created_at DESC)`);
    await q.query(`CREATE INDEX shares_output_idx ON ${s}.shares (output_id)`);
    await q.query(`CREATE INDEX shares_created_idx ON ${s}.shares (created_at DESC)`);

    // No address is kept: the device class comes from the User-Agent, the country from the edge.
    await q.query(`CREATE TABLE ${s}.share_views (
      id uuid PRIMARY KEY,
      share_id uuid NOT NULL REFERENCES ${s}.shares (id) ON DELETE CASCADE,
      viewed_at timestamptz NOT NULL,
      device_class text NOT NULL CHECK (device_class IN ('desktop', 'mobile', 'tablet', 'bot', 'unknown')),
      country text CHECK (country ~ '^[A-Z]{2}$')
    )`);
    await q.query(`CREATE INDEX share_views_share_idx ON ${s}.share_views (share_id, viewed_at DESC)`);

    // Wrong passwords per link (token hash, so unknown tokens count too) and client (keyed hash of the address).
    await q.query(`CREATE TABLE ${s}.password_failures (
      token_hash bytea NOT NULL,
      client_key bytea NOT NULL,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL,
      PRIMARY KEY (token_hash, client_key)
    )`);
    await q.query(`CREATE INDEX password_failures_window_idx ON ${s}.password_failures (window_started_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    for (const table of ['password_failures', 'share_views', 'shares', 'output_snapshots']) await q.query(`DROP TABLE ${s}.${table}`);
  }
}
