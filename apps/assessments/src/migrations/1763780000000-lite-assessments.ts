import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables, schemaSql } from '@bv/service-kit';

export class LiteAssessments1763780000000 implements MigrationInterface {
  name = 'LiteAssessments1763780000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await createMessagingTables(q);
    await q.query(`CREATE TABLE ${s}.lite_assessments (
      id uuid PRIMARY KEY,
      user_email text NOT NULL,
      tool_type text NOT NULL CHECK (tool_type IN ('exitcheck', 'pitchprep')),
      responses jsonb NOT NULL,
      score integer NOT NULL CHECK (score BETWEEN 0 AND 50),
      score_label text NOT NULL,
      tier text NOT NULL CHECK (tier IN ('high', 'medium', 'low')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX lite_assessments_email_idx ON ${s}.lite_assessments (user_email, created_at DESC)`);
    await q.query(`CREATE TABLE ${s}.lite_assessment_leads (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      tool_used text NOT NULL,
      score integer NOT NULL,
      score_label text NOT NULL,
      assessment_id uuid NOT NULL REFERENCES ${s}.lite_assessments (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX lite_assessment_leads_email_idx ON ${s}.lite_assessment_leads (email)`);
    await q.query(`CREATE TABLE ${s}.lead_scoring_history (
      id uuid PRIMARY KEY,
      seq bigserial NOT NULL UNIQUE,
      user_email text NOT NULL,
      score_change integer NOT NULL,
      previous_score integer NOT NULL CHECK (previous_score >= 0),
      new_score integer NOT NULL CHECK (new_score >= 0),
      trigger_event text NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX lead_scoring_history_email_idx ON ${s}.lead_scoring_history (user_email, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.lead_scoring_history`);
    await q.query(`DROP TABLE ${s}.lite_assessment_leads`);
    await q.query(`DROP TABLE ${s}.lite_assessments`);
    await dropMessagingTables(q);
  }
}
