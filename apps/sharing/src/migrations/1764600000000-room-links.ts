import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Links to a deal room (docs/product-rules.md, "Deal rooms": room links): which folders they open,
 * which documents may be downloaded, expiry and revocation; and each visitor's last sign of life
 * per link, so a reload within 30 minutes is the same visit (as share views are).
 */
export class RoomLinks1764600000000 implements MigrationInterface {
  name = 'RoomLinks1764600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.room_links (
      id uuid PRIMARY KEY,
      room_id uuid NOT NULL REFERENCES ${s}.rooms (id) ON DELETE CASCADE,
      owner_id uuid NOT NULL,
      title text NOT NULL,
      token_hash bytea NOT NULL UNIQUE,
      token_sealed text NOT NULL,
      folder_ids uuid[],
      downloadable_document_ids uuid[] NOT NULL DEFAULT '{}',
      expires_at timestamptz,
      revoked_at timestamptz,
      view_count integer NOT NULL DEFAULT 0,
      last_viewed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX room_links_room_idx ON ${s}.room_links (room_id, created_at)`);
    await q.query(`CREATE TABLE ${s}.room_link_visits (
      link_id uuid NOT NULL REFERENCES ${s}.room_links (id) ON DELETE CASCADE,
      visitor_id text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (link_id, visitor_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.room_link_visits`);
    await q.query(`DROP TABLE ${s}.room_links`);
  }
}
