import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Room analytics (docs/product-rules.md, "Deal rooms": room analytics): one row per visitor ×
 * document × visit with the document's version, the device class and country (as share views
 * record them), the time on each page, and each download with its time.
 */
export class RoomDocumentViews1765200000000 implements MigrationInterface {
  name = 'RoomDocumentViews1765200000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.room_document_views (
      id uuid PRIMARY KEY,
      link_id uuid NOT NULL REFERENCES ${s}.room_links (id) ON DELETE CASCADE,
      room_id uuid NOT NULL,
      document_id uuid NOT NULL,
      document_name text NOT NULL,
      document_version integer NOT NULL,
      visitor_id uuid,
      viewer_email text,
      viewer_name text,
      viewed_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      device_class text NOT NULL,
      country text,
      page_count integer,
      furthest_page integer,
      engaged_ms integer NOT NULL DEFAULT 0 CHECK (engaged_ms >= 0)
    )`);
    await q.query(`CREATE INDEX room_document_views_room_idx ON ${s}.room_document_views (room_id, viewed_at)`);
    await q.query(`CREATE INDEX room_document_views_live_idx ON ${s}.room_document_views (link_id, document_id, visitor_id, last_seen_at)`);
    await q.query(`CREATE TABLE ${s}.room_document_view_pages (
      view_id uuid NOT NULL REFERENCES ${s}.room_document_views (id) ON DELETE CASCADE,
      page integer NOT NULL CHECK (page > 0),
      ms integer NOT NULL CHECK (ms >= 0),
      PRIMARY KEY (view_id, page)
    )`);
    await q.query(`CREATE TABLE ${s}.room_document_downloads (
      id uuid PRIMARY KEY,
      view_id uuid NOT NULL REFERENCES ${s}.room_document_views (id) ON DELETE CASCADE,
      downloaded_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX room_document_downloads_view_idx ON ${s}.room_document_downloads (view_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.room_document_downloads`);
    await q.query(`DROP TABLE ${s}.room_document_view_pages`);
    await q.query(`DROP TABLE ${s}.room_document_views`);
  }
}
