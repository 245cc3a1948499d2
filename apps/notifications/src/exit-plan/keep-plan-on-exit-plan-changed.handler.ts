import { Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { schemaSqlOf } from '../common/sql';

/**
 * Keeps the founder's plan (its open tasks) for the weekly reminder. Applied once through the
 * inbox; an older change arriving after a newer one is ignored (`changedAt`).
 */
@Injectable()
export class KeepPlanOnExitPlanChangedHandler {
  async handle(event: EventEnvelope<EventPayload<'exit_plan.changed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const s = schemaSqlOf(tx.manager.connection);
    await tx.query(
      `INSERT INTO ${s}.exit_plans (user_id, goal, target_date, current_score, projected_score, potential_score, open_tasks, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET goal = EXCLUDED.goal, target_date = EXCLUDED.target_date, current_score = EXCLUDED.current_score,
         projected_score = EXCLUDED.projected_score, potential_score = EXCLUDED.potential_score, open_tasks = EXCLUDED.open_tasks, changed_at = EXCLUDED.changed_at
       WHERE ${s}.exit_plans.changed_at <= EXCLUDED.changed_at`,
      [p.userId, p.goal, p.targetDate, p.currentScore, p.projectedScore, p.potentialScore, JSON.stringify(p.openTasks), p.changedAt],
    );
  }
}
