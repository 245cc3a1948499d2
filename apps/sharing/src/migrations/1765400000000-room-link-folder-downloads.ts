import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Groups on room links (docs/product-rules.md, "Deal rooms": groups): the folders a link opens
 * whose every document, those added later too, may be downloaded; the link's other folders stay
 * view-only.
 */
export class RoomLinkFolderDownloads1765400000000 implements MigrationInterface {
  name = 'RoomLinkFolderDownloads1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.room_links ADD COLUMN downloadable_folder_ids uuid[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.room_links DROP COLUMN downloadable_folder_ids`);
  }
}
