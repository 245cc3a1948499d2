import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** Who changed which flag or phase, when, and what it was before and after. */
export class FlagAudit1763790300000 implements MigrationInterface {
  name = 'FlagAudit1763790300000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.flag_audit (
      id uuid PRIMARY KEY,
      actor_id uuid NOT NULL,
      action text NOT NULL CHECK (action IN ('flags_updated', 'phase_activated')),
      phase_id text NOT NULL,
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX flag_audit_created_idx ON ${s}.flag_audit (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${schemaSql(q)}.flag_audit`);
  }
}
