import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * ExitCheck Pro reports are written by a durable job (the AI may take a minute): one row per
 * request, at most one queued or writing per assessment.
 */
export class ProReportJobs1763910000000 implements MigrationInterface {
  name = 'ProReportJobs1763910000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.pro_report_jobs (
      id uuid PRIMARY KEY,
      assessment_id uuid NOT NULL,
      user_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'writing', 'done', 'failed')),
      stage text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      error_code text,
      error_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX pro_report_jobs_one_active ON ${s}.pro_report_jobs (assessment_id) WHERE status IN ('queued', 'writing')`);
    await q.query(`CREATE INDEX pro_report_jobs_latest ON ${s}.pro_report_jobs (assessment_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.pro_report_jobs`);
  }
}
