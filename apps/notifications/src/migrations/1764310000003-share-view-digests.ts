import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * The owner's view mails are a digest per link (docs/product-rules.md, "Sharing links"): one row
 * per link holds the digest being gathered (its pending mail and tally) and when the last one
 * was due, so the next goes no sooner than SHARE_VIEW_DIGEST_MINUTES after it.
 */
export class ShareViewDigests1764310000003 implements MigrationInterface {
  name = 'ShareViewDigests1764310000003';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
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

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.share_view_digests`);
  }
}
