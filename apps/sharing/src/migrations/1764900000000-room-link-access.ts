import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Access rules on room links (docs/product-rules.md, "Deal rooms": access rules): the verified
 * e-mail gate and its allow list, the watermark switch, the click-through agreement in versions
 * and every acceptance of it; the verified address on the link's visits. The e-mail gate's codes
 * are the share links' own table: its key now names a share or a room link, so the foreign key to
 * shares goes (a code lives 10 minutes and the sweep removes it an hour later).
 */
export class RoomLinkAccess1764900000000 implements MigrationInterface {
  name = 'RoomLinkAccess1764900000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.room_links
      ADD COLUMN require_email boolean NOT NULL DEFAULT false,
      ADD COLUMN allowed_viewers text[] NOT NULL DEFAULT '{}',
      ADD COLUMN watermark boolean NOT NULL DEFAULT false,
      ADD COLUMN agreement_version integer`);
    await q.query(`CREATE TABLE ${s}.room_link_agreements (
      link_id uuid NOT NULL REFERENCES ${s}.room_links (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version > 0),
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (link_id, version)
    )`);
    await q.query(`CREATE TABLE ${s}.room_link_acceptances (
      id uuid PRIMARY KEY,
      link_id uuid NOT NULL,
      version integer NOT NULL,
      name text NOT NULL,
      email text,
      ip_address text,
      accepted_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (link_id, version) REFERENCES ${s}.room_link_agreements (link_id, version) ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX room_link_acceptances_link_idx ON ${s}.room_link_acceptances (link_id, accepted_at)`);
    await q.query(`ALTER TABLE ${s}.room_link_visits ADD COLUMN viewer_email text`);
    await q.query(`ALTER TABLE ${s}.viewer_codes DROP CONSTRAINT IF EXISTS viewer_codes_share_id_fkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DELETE FROM ${s}.viewer_codes c WHERE NOT EXISTS (SELECT 1 FROM ${s}.shares x WHERE x.id = c.share_id)`);
    await q.query(`ALTER TABLE ${s}.viewer_codes ADD CONSTRAINT viewer_codes_share_id_fkey FOREIGN KEY (share_id) REFERENCES ${s}.shares (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE ${s}.room_link_visits DROP COLUMN viewer_email`);
    await q.query(`DROP TABLE ${s}.room_link_acceptances`);
    await q.query(`DROP TABLE ${s}.room_link_agreements`);
    await q.query(`ALTER TABLE ${s}.room_links DROP COLUMN require_email, DROP COLUMN allowed_viewers, DROP COLUMN watermark, DROP COLUMN agreement_version`);
  }
}
