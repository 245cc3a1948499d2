import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PRO_QUESTION_BANK_V1 } from '@bv/domain';
import { schemaSql } from '@bv/service-kit';

/**
 * ExitCheck Pro: the versioned question bank (seeded with v1 as it shipped), assessments with
 * their drafts, AI reports, the entitlement read model fed by entitlement.changed, and the
 * uses that count against Founder Essential's monthly allowance.
 */
export class ProAssessments1763810000000 implements MigrationInterface {
  name = 'ProAssessments1763810000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.pro_question_banks (
      version text PRIMARY KEY,
      content jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO ${s}.pro_question_banks (version, content) VALUES ($1, $2)`, [PRO_QUESTION_BANK_V1.version, JSON.stringify(PRO_QUESTION_BANK_V1)]);
    await q.query(`CREATE TABLE ${s}.pro_assessments (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      bank_version text NOT NULL REFERENCES ${s}.pro_question_banks (version),
      status text NOT NULL CHECK (status IN ('draft', 'completed')),
      user_info jsonb NOT NULL,
      responses jsonb NOT NULL DEFAULT '[]',
      total_score integer,
      readiness_level text,
      category_scores jsonb,
      strengths text[],
      gaps text[],
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    )`);
    // One open draft per user: resuming is finding it.
    await q.query(`CREATE UNIQUE INDEX pro_assessments_one_draft ON ${s}.pro_assessments (user_id) WHERE status = 'draft'`);
    await q.query(`CREATE INDEX pro_assessments_history ON ${s}.pro_assessments (user_id, completed_at DESC) WHERE status = 'completed'`);
    await q.query(`CREATE TABLE ${s}.pro_reports (
      assessment_id uuid PRIMARY KEY REFERENCES ${s}.pro_assessments (id),
      insights jsonb NOT NULL,
      action_plan jsonb NOT NULL,
      recommendations jsonb NOT NULL,
      ai_generated boolean NOT NULL,
      generated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE ${s}.entitlements (
      user_id uuid PRIMARY KEY,
      version integer NOT NULL,
      tools text[] NOT NULL,
      unlimited boolean NOT NULL,
      monthly_allowance integer,
      valid_until timestamptz
    )`);
    await q.query(`CREATE TABLE ${s}.monthly_uses (
      ref_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('exitcheck_pro', 'pitchprep_generation')),
      used_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX monthly_uses_user_idx ON ${s}.monthly_uses (user_id, used_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    for (const table of ['monthly_uses', 'entitlements', 'pro_reports', 'pro_assessments', 'pro_question_banks']) await q.query(`DROP TABLE ${s}.${table}`);
  }
}
