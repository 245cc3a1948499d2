import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * A download is a view (docs/product-rules.md, "Sharing links"): every file a visitor downloads
 * is a row here, tied to the view it belongs to (a download outside a live view starts one and
 * counts against the cap), with the visitor, the time, the file and the output version.
 */
export class ShareDownloads1764310000000 implements MigrationInterface {
  name = 'ShareDownloads1764310000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.share_downloads (
      id uuid PRIMARY KEY,
      share_id uuid NOT NULL REFERENCES ${s}.shares (id) ON DELETE CASCADE,
      view_id uuid NOT NULL REFERENCES ${s}.share_views (id) ON DELETE CASCADE,
      visitor_id uuid,
      viewer_email text,
      downloaded_at timestamptz NOT NULL,
      file_name text NOT NULL,
      output_version integer NOT NULL CHECK (output_version > 0)
    )`);
    await q.query(`CREATE INDEX share_downloads_share_idx ON ${s}.share_downloads (share_id, downloaded_at DESC)`);
    await q.query(`CREATE INDEX share_downloads_view_idx ON ${s}.share_downloads (view_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.share_downloads`);
  }
}
