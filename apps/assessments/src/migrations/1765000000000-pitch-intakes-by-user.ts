import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Every ExitCheck Pro result reads the founder's latest PitchPrep intake (its buyer questions,
 * docs/product-rules.md, "Questions a buyer will ask"): an index for that read, submitted intakes included.
 */
export class PitchIntakesByUser1765000000000 implements MigrationInterface {
  name = 'PitchIntakesByUser1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX pitch_intakes_user_latest ON ${schemaSql(q)}.pitch_intakes (user_id, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ${schemaSql(q)}.pitch_intakes_user_latest`);
  }
}
