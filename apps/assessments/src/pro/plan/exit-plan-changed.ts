import type { Transaction } from '@bv/messaging';
import type { ExitPlan } from '@bv/domain';

/**
 * exit_plan.changed, in the transaction that changed the plan (saved, a task ticked, a new
 * assessment): notifications keeps the open tasks for the weekly reminder (docs/product-rules.md,
 * "A plan to a date").
 */
export function announcePlan(tx: Transaction, userId: string, plan: ExitPlan, now: Date): void {
  tx.publish({
    type: 'exit_plan.changed',
    payload: {
      userId,
      goal: plan.goal,
      targetDate: plan.targetDate,
      currentScore: plan.currentScore,
      projectedScore: plan.projectedScore,
      potentialScore: plan.potentialScore,
      openTasks: plan.tasks
        .filter((task) => !task.done)
        .map((task) => ({ questionId: task.questionId, action: task.action, owner: task.owner, startBy: task.startBy, points: task.points, leadWeeks: task.leadWeeks })),
      changedAt: now.toISOString(),
    },
  });
}
