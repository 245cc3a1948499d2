import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/** The founder's target date and the plan's tasks marked done (docs/product-rules.md, "A plan to a date"). */
export class ProPlans1764400000000 implements MigrationInterface {
  name = 'ProPlans1764400000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.pro_plans (
      user_id uuid PRIMARY KEY,
      goal text NOT NULL CHECK (goal IN ('exit', 'raise')),
      target_date date NOT NULL,
      done_question_ids text[] NOT NULL DEFAULT '{}' CHECK (cardinality(done_question_ids) <= 200),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.pro_plans`);
  }
}
