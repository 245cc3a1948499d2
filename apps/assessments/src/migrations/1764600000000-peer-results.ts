import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * Anonymised results for peer benchmarks (docs/product-rules.md, "Peer benchmarks"): no name,
 * e-mail or id that leads back to a person or an assessment; each assessment points at its row
 * instead, so a company's re-test can replace its earlier result.
 */
export class PeerResults1764600000000 implements MigrationInterface {
  name = 'PeerResults1764600000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.peer_results (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('lite', 'pro')),
      tool_type text NOT NULL,
      total_score integer NOT NULL CHECK (total_score >= 0),
      max_score integer NOT NULL CHECK (max_score > 0),
      category_scores jsonb,
      industry text,
      revenue_band text,
      country text,
      completed_on date NOT NULL
    )`);
    await q.query(`CREATE INDEX peer_results_cohort_idx ON ${s}.peer_results (kind, tool_type, country, industry, revenue_band)`);
    await q.query(`ALTER TABLE ${s}.pro_assessments ADD COLUMN peer_result_id uuid`);
    await q.query(`ALTER TABLE ${s}.lite_assessments ADD COLUMN peer_result_id uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`ALTER TABLE ${s}.lite_assessments DROP COLUMN peer_result_id`);
    await q.query(`ALTER TABLE ${s}.pro_assessments DROP COLUMN peer_result_id`);
    await q.query(`DROP TABLE ${s}.peer_results`);
  }
}
