import { randomUUID } from 'node:crypto';
import { CURRENT_PRO_QUESTION_BANK, formatSingaporeIsoDate, proLevel, scoreProAssessment, type ProCategoryId } from '@bv/domain';
import { waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { ConsentService } from '../apps/notifications/src/consent/consent.service';
import { PlanReminderService } from '../apps/notifications/src/exit-plan/plan-reminder.service';
import { notificationsService } from '../apps/notifications/src/service';
import { deliverEvents, envelope } from './events';
import { startPlatform, type Platform } from './harness';
import { rpcCaller } from './rpc-caller';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

jest.setTimeout(90_000);

const DAY_MS = 86_400_000;
const bank = CURRENT_PRO_QUESTION_BANK;
const questions = bank.categories.flatMap((c) => c.questions);
/** Three gaps: an SFRS audit (26 weeks), signed customer agreements (13 weeks), retention by cohort (4 weeks). */
const GAPS = ['fr_1', 'rq_1', 'rq_2'];

type OpenTask = { questionId: string; action: string; startBy: string };

/**
 * The weekly reminder of a plan to a date (docs/product-rules.md, "A plan to a date"): assessments
 * announces the plan through its outbox, notifications keeps its open tasks and a sweep at a
 * chosen time mails the tasks due that Singapore week, once a week, never to an unsubscribed founder.
 */
describe('plan-to-a-date reminders', () => {
  let smtp: SmtpPeer;
  let platform: Platform;
  let caller: Awaited<ReturnType<typeof rpcCaller>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // The service's own sweep (real clock) stays out of the way: the test sweeps at times it chooses.
    platform = await startPlatform([assessmentsService, notificationsService], { SMTP_URL: smtp.url, PLAN_REMINDER_SWEEP_MS: '3600000' });
    caller = await rpcCaller(platform.runId);
  });
  afterAll(async () => {
    await caller?.close();
    await platform?.stop();
    await smtp?.close();
  });

  const notifications = () => `"${platform.schemaOf('notifications')}"`;
  const sweep = (at: Date) => platform.services.notifications.app.get(PlanReminderService).sweep(at);

  /** A founder known to notifications, with a completed assessment whose only gaps are GAPS. */
  async function founder(label: string): Promise<{ userId: string; email: string }> {
    const userId = randomUUID();
    const email = `${label}-${platform.runId}@example.sg`;
    const responses = questions.map((q) => {
      const options = [...q.options].sort((a, b) => a.score - b.score);
      const option = GAPS.includes(q.id) ? options[0] : options[options.length - 1];
      return { questionId: q.id, optionId: option.id, score: option.score, categoryId: q.categoryId };
    });
    const score = scoreProAssessment(responses.map((r) => ({ ...r, categoryId: r.categoryId as ProCategoryId })));
    await platform.db.query(
      `INSERT INTO "${platform.schemaOf('assessments')}".pro_assessments (id, user_id, bank_version, status, user_info, responses, total_score, readiness_level, category_scores, strengths, gaps, completed_at)
       VALUES ($1, $2, $3, 'completed', $4, $5, $6, $7, $8, '{}', '{}', now())`,
      [randomUUID(), userId, bank.version, JSON.stringify({ name: 'Tan Wei Ming', email, company: 'Kopi Cloud Pte Ltd', phone: '' }), JSON.stringify(responses), score.total, proLevel(score.total), JSON.stringify(score.categoryScores)],
    );
    await deliverEvents(platform, 'notifications', [envelope('user.registered', { userId, email, name: 'Tan Wei Ming', registeredAt: new Date().toISOString() })]);
    return { userId, email };
  }

  const openTasksOf = async (userId: string, expect: (tasks: OpenTask[]) => boolean, what: string): Promise<OpenTask[]> =>
    (
      await waitFor(
        () => platform.db.query(`SELECT open_tasks FROM ${notifications()}.exit_plans WHERE user_id = $1`, [userId]),
        (r) => r.rows.length === 1 && expect(r.rows[0].open_tasks),
        15_000,
        what,
      )
    ).rows[0].open_tasks;

  /** 11:00 on the Monday of the Singapore week containing that day. */
  const mondayMorningOf = (isoDate: string): Date => {
    const day = new Date(`${isoDate}T00:00:00Z`);
    const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS;
    return new Date(monday + 3 * 3_600_000); // 11:00 SGT = 03:00 UTC
  };

  it('mails the tasks due in a week once, drops a task marked done from the next week, and never mails an unsubscribed founder', async () => {
    const today = formatSingaporeIsoDate(new Date());
    const targetDate = formatSingaporeIsoDate(new Date(Date.now() + 140 * DAY_MS));
    const { userId, email } = await founder('planner');

    // Saving the plan reaches notifications' read model through assessments' outbox.
    const saved = await caller.rpc.call('assessments.pro.plan.save', { userId, goal: 'exit', targetDate });
    expect(saved.plan?.tasks.map((t) => t.questionId).sort()).toEqual([...GAPS].sort());
    const tasks = await openTasksOf(userId, (t) => t.length === 3, 'the plan in the read model');
    const byId = Object.fromEntries(tasks.map((t) => [t.questionId, t]));
    expect(byId.fr_1.startBy).toBe(today); // 26 weeks do not fit in 20: start now

    // The week the 13-week task is due: it and the late audit, not the 4-week one. Two replicas
    // sweeping at once mail it once.
    const week1 = mondayMorningOf(byId.rq_1.startBy);
    const replica = await platform.startAnother('notifications');
    const both = await Promise.all([sweep(week1), replica.app.get(PlanReminderService).sweep(week1)]);
    expect(both[0] + both[1]).toBe(1);
    const [mail] = await waitFor(() => Promise.resolve(smtp.mailsTo(email)), (m) => m.length === 1, 15_000, 'the first reminder');
    const [y, m, d] = targetDate.split('-').map(Number);
    const target = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(Date.UTC(y, m - 1, d));
    expect(mail.headers.subject).toBe(`Two tasks due this week for your exit on ${target}`);
    expect(mail.text).toContain(byId.fr_1.action);
    expect(mail.text).toContain(byId.rq_1.action);
    expect(mail.text).not.toContain(byId.rq_2.action);
    expect(mail.text).toContain('http://localhost:3000/exitcheck/plan');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/email\/unsubscribe\?token=/);

    // A second sweep the same week (another replica, or two days later) sends nothing.
    expect(await Promise.all([sweep(week1), sweep(new Date(week1.getTime() + 2 * DAY_MS))])).toEqual([0, 0]);
    const logs = await platform.db.query(`SELECT count(*)::int AS n FROM ${notifications()}.exit_plan_reminders WHERE user_id = $1`, [userId]);
    expect(logs.rows[0].n).toBe(1);

    // The audit marked done: next week's mail lists only the agreements.
    await caller.rpc.call('assessments.pro.plan.task', { userId, questionId: 'fr_1', done: true });
    await openTasksOf(userId, (t) => t.length === 2, 'the done task gone from the read model');
    expect(await sweep(new Date(week1.getTime() + 7 * DAY_MS))).toBe(1);
    const mails = await waitFor(() => Promise.resolve(smtp.mailsTo(email)), (list) => list.length === 2, 15_000, 'the second reminder');
    expect(mails[1].headers.subject).toBe(`One task due this week for your exit on ${target}`);
    expect(mails[1].text).toContain(byId.rq_1.action);
    expect(mails[1].text).not.toContain(byId.fr_1.action);

    // After the target date: nothing.
    expect(await sweep(mondayMorningOf(formatSingaporeIsoDate(new Date(Date.now() + 150 * DAY_MS))))).toBe(0);

    // An unsubscribed founder with the same plan gets nothing.
    const other = await founder('unsubscribed');
    await platform.services.notifications.app.get(ConsentService).updatePreferences(other.email, false);
    await caller.rpc.call('assessments.pro.plan.save', { userId: other.userId, goal: 'raise', targetDate });
    await openTasksOf(other.userId, (t) => t.length === 3, 'the second plan in the read model');
    expect(await sweep(week1)).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mailsTo(other.email)).toEqual([]);
    const otherLogs = await platform.db.query(`SELECT count(*)::int AS n FROM ${notifications()}.email_automation_logs WHERE user_email = $1`, [other.email]);
    expect(otherLogs.rows[0].n).toBe(0);
  });
});
