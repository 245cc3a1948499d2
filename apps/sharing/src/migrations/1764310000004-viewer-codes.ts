import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * One-time codes of the e-mail gate: one live code per link and address, kept only as a keyed
 * hash, with its expiry and the tries left (docs/product-rules.md, "Sharing links").
 */
export class ViewerCodes1764310000004 implements MigrationInterface {
  name = 'ViewerCodes1764310000004';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.viewer_codes (
      share_id uuid NOT NULL REFERENCES ${s}.shares (id) ON DELETE CASCADE,
      email text NOT NULL,
      code_hash bytea NOT NULL CHECK (octet_length(code_hash) = 32),
      sent_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      tries_left integer NOT NULL CHECK (tries_left >= 0),
      PRIMARY KEY (share_id, email)
    )`);
    await q.query(`CREATE INDEX viewer_codes_expiry_idx ON ${s}.viewer_codes (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.viewer_codes`);
  }
}
