import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** An AI report keeps the model's wording of the buyer questions (docs/product-rules.md, "Questions a buyer will ask"). */
export class ReportBuyerQuestions1764700000000 implements MigrationInterface {
  name = 'ReportBuyerQuestions1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.pro_reports ADD COLUMN buyer_questions jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ${schemaSql(q)}.pro_reports DROP COLUMN buyer_questions`);
  }
}
