import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Per-link controls (the e-mail gate, its allow-list, downloads) and view analytics: which
 * browser viewed (a random first-party id, so a reload is the same view), who (the gate's
 * e-mail), for how long, how far, and the time on each slide or section.
 */
export class ShareControlsAnalytics1764000000000 implements MigrationInterface {
  name = 'ShareControlsAnalytics1764000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.shares
      ADD COLUMN require_email boolean NOT NULL DEFAULT false,
      ADD COLUMN allowed_viewers text[] NOT NULL DEFAULT '{}',
      ADD COLUMN allow_download boolean NOT NULL DEFAULT false`);
    // engaged_ms and the section columns come from the viewer's beacons; last_seen_at decides
    // whether a reload belongs to this view (within 30 minutes) or starts a new one.
    await q.query(`ALTER TABLE ${s}.share_views
      ADD COLUMN visitor_id uuid,
      ADD COLUMN viewer_email text,
      ADD COLUMN last_seen_at timestamptz,
      ADD COLUMN engaged_ms integer NOT NULL DEFAULT 0 CHECK (engaged_ms >= 0),
      ADD COLUMN section_count integer CHECK (section_count > 0),
      ADD COLUMN furthest_section integer CHECK (furthest_section >= 0)`);
    await q.query(`UPDATE ${s}.share_views SET last_seen_at = viewed_at`);
    await q.query(`ALTER TABLE ${s}.share_views ALTER COLUMN last_seen_at SET NOT NULL`);
    await q.query(`CREATE INDEX share_views_visitor_idx ON ${s}.share_views (share_id, visitor_id, last_seen_at DESC) WHERE visitor_id IS NOT NULL`);
    await q.query(`CREATE TABLE ${s}.share_view_sections (
      view_id uuid NOT NULL REFERENCES ${s}.share_views (id) ON DELETE CASCADE,
      section integer NOT NULL CHECK (section >= 0),
      ms integer NOT NULL CHECK (ms >= 0),
      PRIMARY KEY (view_id, section)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.share_view_sections`);
    await q.query(`ALTER TABLE ${s}.share_views DROP COLUMN visitor_id, DROP COLUMN viewer_email, DROP COLUMN last_seen_at,
      DROP COLUMN engaged_ms, DROP COLUMN section_count, DROP COLUMN furthest_section`);
    await q.query(`ALTER TABLE ${s}.shares DROP COLUMN require_email, DROP COLUMN allowed_viewers, DROP COLUMN allow_download`);
  }
}
