import type { MigrationInterface, QueryRunner } from 'typeorm';
import { schemaSql } from '@bv/service-kit';

/**
 * The weekly reminder of a founder's plan to a date (docs/product-rules.md, "A plan to a date"):
 * `exit_plans` keeps each founder's plan as its latest exit_plan.changed left it (open tasks
 * only); `exit_plan_reminders` one row per founder and Singapore week mailed, whose key lets
 * only one replica's sweep mail a founder in a week.
 */
export class ExitPlanReminders1764800000000 implements MigrationInterface {
  name = 'ExitPlanReminders1764800000000';

  async up(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`CREATE TABLE ${s}.exit_plans (
      user_id uuid PRIMARY KEY,
      goal text NOT NULL,
      target_date date NOT NULL,
      current_score numeric(5, 1) NOT NULL,
      projected_score numeric(5, 1) NOT NULL,
      potential_score numeric(5, 1) NOT NULL,
      open_tasks jsonb NOT NULL,
      changed_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX exit_plans_target_date_idx ON ${s}.exit_plans (target_date)`);
    await q.query(`CREATE TABLE ${s}.exit_plan_reminders (
      user_id uuid NOT NULL,
      week_start date NOT NULL,
      log_id uuid,
      task_ids text[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, week_start)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = schemaSql(q);
    await q.query(`DROP TABLE ${s}.exit_plan_reminders`);
    await q.query(`DROP TABLE ${s}.exit_plans`);
  }
}
