import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** Founders' brand kits (docs/product-rules.md, "Brand kit"): colours, font pair and the re-encoded logo. */
export class BrandKits1764370000000 implements MigrationInterface {
  name = 'BrandKits1764370000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.brand_kits (
      user_id uuid PRIMARY KEY,
      primary_colour text NOT NULL CHECK (primary_colour ~ '^#[0-9a-f]{6}$'),
      accent_colour text NOT NULL CHECK (accent_colour ~ '^#[0-9a-f]{6}$'),
      font_pair text NOT NULL,
      logo_png bytea CHECK (logo_png IS NULL OR octet_length(logo_png) <= 4194304),
      logo_width integer,
      logo_height integer,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.brand_kits`);
  }
}
