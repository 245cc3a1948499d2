import type { OpenPlanTask, ReminderWeek } from '@bv/domain';
import type { TemplateData } from '../email/template-renderer';

/** A reminder lists at most this many tasks (the plan's first, which weigh most); the rest are on the plan page. */
export const REMINDER_TASKS_SHOWN = 5;

export type ReminderPlan = { goal: 'exit' | 'raise'; targetDate: string; projectedScore: number; potentialScore: number };

/** One template per number of tasks listed (1 to REMINDER_TASKS_SHOWN): templates have no loops. */
export const reminderTemplateId = (listed: number) => `exit_plan_reminder_${listed}`;

const NUMBERS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const count = (n: number) => `${NUMBERS[n] ?? String(n)} task${n === 1 ? '' : 's'}`;
const round1 = (n: number) => Math.round(n * 10) / 10;
const day = (isoDate: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${isoDate}T00:00:00Z`));
/** "12 Aug 2027" */
export const shortDate = (isoDate: string) => day(isoDate, { day: 'numeric', month: 'short', year: 'numeric' });
/** "Wed 2 Dec" */
const weekday = (isoDate: string) => day(isoDate, { weekday: 'short', day: 'numeric', month: 'short' });

function when(task: OpenPlanTask, week: ReminderWeek): string {
  return task.startBy < week.weekStart ? `Start now (was due ${weekday(task.startBy)})` : `Start by ${weekday(task.startBy)}`;
}

/** The reminder's values (templates exit_plan_reminder_N): subject, the tasks listed, their effect and the plan link. */
export function reminderTemplateData(plan: ReminderPlan, due: readonly OpenPlanTask[], week: ReminderWeek, ctx: { name: string; planUrl: string }): TemplateData {
  const listed = due.slice(0, REMINDER_TASKS_SHOWN);
  const late = due.filter((task) => task.startBy < week.weekStart).length;
  const target = shortDate(plan.targetDate);
  const duePoints = round1(due.reduce((sum, task) => sum + task.points, 0));
  const lateNote = late === 0 ? '' : late === due.length ? (due.length === 1 ? ', and it is already late' : ', all of them already late') : `, ${late === 1 ? 'one' : String(late)} of them already late`;
  const more = due.length > listed.length ? ` Here are the ${NUMBERS[listed.length]?.toLowerCase()} that weigh most; the rest are on your plan.` : '';
  const data: TemplateData = {
    name: ctx.name,
    dueTasks: count(due.length),
    goalWord: plan.goal === 'exit' ? 'exit' : 'raise',
    targetDay: target,
    intro: `Your plan to ${plan.goal === 'exit' ? 'sell' : 'raise'} by ${target} has ${count(due.length).toLowerCase()} to start this week${lateNote}.${more}`,
    effect: `Done, ${due.length === 1 ? 'it adds' : 'they add'} ${duePoints} points to your readiness score (out of 100):`,
    scoreNow: round1(plan.projectedScore),
    scoreAfter: round1(Math.min(100, plan.projectedScore + duePoints)),
    scorePotential: round1(plan.potentialScore),
    planUrl: ctx.planUrl,
  };
  listed.forEach((task, i) => {
    data[`task${i + 1}Action`] = task.action;
    data[`task${i + 1}Detail`] = `${task.owner} · ${when(task, week)}`;
    data[`task${i + 1}Points`] = `+${round1(task.points)} pts`;
  });
  return data;
}
