import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * A founder's view mail is one digest a day over all their links and rooms (docs/product-rules.md,
 * "Sharing links"): one row per founder holds the pending mail, when it is due and its tally; the
 * per-link digests it replaces go. `webhook_once` remembers what the founder's webhooks were told
 * once only (a visitor turning hot per link, a lead per address: "Webhooks").
 */
export class FounderViewDigests1765500000001 implements MigrationInterface {
  name = 'FounderViewDigests1765500000001';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.founder_view_digests (
      owner_id uuid PRIMARY KEY,
      pending_log_id uuid,
      scheduled_at timestamptz NOT NULL,
      tally jsonb NOT NULL
    )`);
    await q.query(`DROP TABLE ${s}.share_view_digests`);
    await q.query(`CREATE TABLE ${s}.webhook_once (
      user_id uuid NOT NULL,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.webhook_once`);
    await q.query(`DROP TABLE ${s}.founder_view_digests`);
    await q.query(`CREATE TABLE ${s}.share_view_digests (
      share_id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      pending_log_id uuid,
      last_scheduled_at timestamptz NOT NULL,
      views integer NOT NULL DEFAULT 0,
      downloads integer NOT NULL DEFAULT 0,
      anonymous_views integer NOT NULL DEFAULT 0,
      viewer_emails text[] NOT NULL DEFAULT '{}',
      first_at timestamptz NOT NULL,
      last_at timestamptz NOT NULL,
      view_count integer NOT NULL DEFAULT 0
    )`);
  }
}
