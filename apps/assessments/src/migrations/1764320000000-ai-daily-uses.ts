import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * AI-written runs a user started, for the daily ceiling of docs/product-rules.md, "AI generation
 * limits": one row per PitchPrep generation run or ExitCheck Pro report written by the AI
 * provider, removed again when the run fails.
 */
export class AiDailyUses1764320000000 implements MigrationInterface {
  name = 'AiDailyUses1764320000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.ai_daily_uses (
      ref_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('pitchprep_generation', 'pro_report')),
      used_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX ai_daily_uses_by_user ON ${s}.ai_daily_uses (user_id, used_at)`);
    // The one running generation of a user, found without scanning their finished runs.
    await q.query(`CREATE INDEX generation_runs_running ON ${s}.generation_runs (user_id) WHERE status = 'running'`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP INDEX ${s}.generation_runs_running`);
    await q.query(`DROP TABLE ${s}.ai_daily_uses`);
  }
}
