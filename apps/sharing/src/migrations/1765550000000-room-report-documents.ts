import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * The ExitCheck Pro report as a room document (docs/architecture-notes.md, "ExitCheck report in
 * deal rooms"): source 'report', and the audit its pages were rendered from (which, when, its
 * score) with the time of the change that rendered it, so a late or repeated event never steps back.
 */
export class RoomReportDocuments1765550000000 implements MigrationInterface {
  name = 'RoomReportDocuments1765550000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.room_documents DROP CONSTRAINT IF EXISTS room_documents_source_check`);
    await q.query(`ALTER TABLE ${s}.room_documents ADD CONSTRAINT room_documents_source_check CHECK (source IN ('upload', 'output', 'report'))`);
    await q.query(`ALTER TABLE ${s}.room_documents
      ADD COLUMN report_assessment_id uuid,
      ADD COLUMN report_completed_at timestamptz,
      ADD COLUMN report_score integer,
      ADD COLUMN report_changed_at timestamptz,
      ADD CONSTRAINT room_documents_report_check CHECK ((source = 'report') = (report_assessment_id IS NOT NULL))`);
    // One report per room (the web and the server refuse a second; this keeps two requests at once honest).
    await q.query(`CREATE UNIQUE INDEX room_documents_one_report_idx ON ${s}.room_documents (room_id) WHERE source = 'report'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DELETE FROM ${s}.room_documents WHERE source = 'report'`);
    await q.query(`DROP INDEX ${s}.room_documents_one_report_idx`);
    await q.query(`ALTER TABLE ${s}.room_documents DROP CONSTRAINT room_documents_report_check,
      DROP COLUMN report_assessment_id, DROP COLUMN report_completed_at, DROP COLUMN report_score, DROP COLUMN report_changed_at`);
    await q.query(`ALTER TABLE ${s}.room_documents DROP CONSTRAINT room_documents_source_check`);
    await q.query(`ALTER TABLE ${s}.room_documents ADD CONSTRAINT room_documents_source_check CHECK (source IN ('upload', 'output'))`);
  }
}
