import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Each share view keeps the output's version it showed, so the views CSV has a version column as
 * a room's has (docs/product-rules.md, "Sharing links"). Views recorded before stay without one.
 */
export class ShareViewOutputVersion1765500000000 implements MigrationInterface {
  name = 'ShareViewOutputVersion1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.share_views ADD COLUMN output_version integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.share_views DROP COLUMN output_version`);
  }
}
