import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** How many reports (each an OpenAI call) have been written for an ExitCheck Pro assessment. */
export class ReportGenerations1763900000000 implements MigrationInterface {
  name = 'ReportGenerations1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.pro_assessments ADD COLUMN report_generations integer NOT NULL DEFAULT 0 CHECK (report_generations >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.pro_assessments DROP COLUMN report_generations`);
  }
}
