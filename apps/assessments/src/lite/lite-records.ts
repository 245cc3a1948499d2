import { randomUUID } from 'node:crypto';
import { quoteSchema, type Transaction } from '@bv/messaging';

export type LiteRecord = {
  assessmentId: string;
  email: string;
  name: string;
  toolType: string;
  /** The answers plus the e-mail and name given, as the spec's `responses` object. */
  responses: Record<string, string>;
  score: number;
  scoreLabel: string;
  tier: string;
};

/**
 * Records a Lite assessment and its lead in one statement (the hot write path, issue 18). Returns
 * false when the id was taken before: a retried submission, which records nothing new. The
 * write-path benchmark runs this same statement directly with `pg` as its baseline.
 */
export async function insertLiteAssessment(sql: Pick<Transaction, 'query'>, schema: string, record: LiteRecord): Promise<boolean> {
  const s = quoteSchema(schema);
  const { assessmentId, email, name, toolType, responses, score, scoreLabel, tier } = record;
  const rows = await sql.query(
    `WITH assessment AS (
       INSERT INTO ${s}.lite_assessments (id, user_email, tool_type, responses, score, score_label, tier)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id
     )
     INSERT INTO ${s}.lite_assessment_leads (id, email, name, tool_used, score, score_label, assessment_id)
     SELECT $8, $2, $9, $3, $5, $6, id FROM assessment RETURNING assessment_id`,
    [assessmentId, email, toolType, responses, score, scoreLabel, tier, randomUUID(), name],
  );
  return rows.length > 0;
}
