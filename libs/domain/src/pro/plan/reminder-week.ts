import { singaporeDateOf, singaporeWallTime } from '../../calendar';
import type { PlanTask } from './exit-plan';

/** One open task of a founder's plan, as exit_plan.changed carries it. */
export type OpenPlanTask = Pick<PlanTask, 'questionId' | 'action' | 'owner' | 'startBy' | 'points' | 'leadWeeks'>;

/** A Singapore calendar week, Monday to Sunday (YYYY-MM-DD), and the instant its reminders may go. */
export type ReminderWeek = { today: string; weekStart: string; weekEnd: string; opensAt: Date };

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The Singapore week containing `now`. Its reminders open on Monday at the send hour
 * (EMAIL_SEND_HOUR_SGT, as sequence mail), so nobody is mailed at midnight; a sweep later in the
 * week (the service was down on Monday) still sends that week's.
 */
export function reminderWeek(now: Date, sendHourSgt: number): ReminderWeek {
  const date = singaporeDateOf(now);
  const day = Date.UTC(date.year, date.month - 1, date.day);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const monday = day - sinceMonday * DAY_MS;
  const mondayDate = new Date(monday);
  const opensAt = singaporeWallTime({ year: mondayDate.getUTCFullYear(), month: mondayDate.getUTCMonth() + 1, day: mondayDate.getUTCDate() }, sendHourSgt);
  return { today: iso(day), weekStart: iso(monday), weekEnd: iso(monday + 6 * DAY_MS), opensAt };
}

/**
 * The tasks a reminder lists: open, and to be started this week or already late, in the plan's
 * order. None once the target date has passed (docs/product-rules.md, "A plan to a date").
 */
export function dueTasks(plan: { targetDate: string; openTasks: readonly OpenPlanTask[] }, week: ReminderWeek): OpenPlanTask[] {
  if (plan.targetDate < week.today) return [];
  return plan.openTasks.filter((task) => task.startBy <= week.weekEnd);
}
