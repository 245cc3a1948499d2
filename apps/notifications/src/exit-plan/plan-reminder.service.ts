import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { CONFIG, DATA_SOURCE, LOGGER, UNIT_OF_WORK, type ServiceLogger, type UnitOfWork } from '@bv/service-kit';
import { schemaSqlOf } from '../common/sql';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { REMINDER_TASKS_SHOWN, reminderTemplateData, reminderTemplateId } from './plan-reminder-mail';
import { dueTasks, reminderWeek, type OpenPlanTask, type ReminderWeek } from '@bv/domain';

type PlanRow = {
  user_id: string;
  goal: 'exit' | 'raise';
  target_date: string;
  projected_score: string;
  potential_score: string;
  open_tasks: OpenPlanTask[];
  email: string;
  name: string | null;
};

const BATCH = 200;

/**
 * The weekly reminder of a plan to a date (docs/product-rules.md, "A plan to a date"): each sweep
 * mails every founder with tasks due this Singapore week who has had none this week. The mail is
 * marketing (the worker checks consent again before sending); `exit_plan_reminders`' key
 * (founder, week) lets one sweep of one replica mail a founder, once.
 */
@Injectable()
export class PlanReminderService {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly scheduler: EmailSchedulerService,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.running) void this.sweep();
    }, this.config.PLAN_REMINDER_SWEEP_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Schedules this week's reminders not yet sent; returns how many. `now` is the sweep's clock (tests choose it). */
  async sweep(now = new Date()): Promise<number> {
    while (this.running) await this.running;
    this.running = this.remind(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async remind(now: Date): Promise<number> {
    const week = reminderWeek(now, this.config.EMAIL_SEND_HOUR_SGT);
    if (now < week.opensAt) return 0;
    let scheduled = 0;
    try {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await this.candidates(week, after);
        for (const row of rows) if (await this.remindOne(row, week)) scheduled += 1;
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1].user_id;
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, scheduled }, 'plan reminder sweep failed; the next sweep continues');
    }
    if (scheduled > 0) this.logger.info({ week: week.weekStart, scheduled }, 'plan reminders scheduled');
    return scheduled;
  }

  /** Founders with a task due by the week's end, before their target date, not mailed this week, not unsubscribed. */
  private candidates(week: ReminderWeek, after: string): Promise<PlanRow[]> {
    const s = schemaSqlOf(this.dataSource);
    return this.dataSource.query(
      `SELECT p.user_id, p.goal, p.target_date::text AS target_date, p.projected_score, p.potential_score, p.open_tasks, r.email, r.name
       FROM ${s}.exit_plans p JOIN ${s}.recipients r ON r.user_id = p.user_id
       WHERE p.user_id > $4 AND p.target_date >= $1::date
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.open_tasks) t WHERE t->>'startBy' <= $2)
         AND NOT EXISTS (SELECT 1 FROM ${s}.exit_plan_reminders m WHERE m.user_id = p.user_id AND m.week_start = $3::date)
         AND NOT EXISTS (SELECT 1 FROM ${s}.email_suppressions x WHERE x.email = r.email)
       ORDER BY p.user_id LIMIT ${BATCH}`,
      [week.today, week.weekEnd, week.weekStart, after],
    );
  }

  /** The week's row and its mail in one transaction: a replica that loses the race for the row mails nothing. */
  private async remindOne(row: PlanRow, week: ReminderWeek): Promise<boolean> {
    const plan = { goal: row.goal, targetDate: row.target_date, projectedScore: Number(row.projected_score), potentialScore: Number(row.potential_score), openTasks: row.open_tasks };
    const due = dueTasks(plan, week);
    if (due.length === 0) return false;
    return this.unitOfWork.run(async (tx) => {
      const s = schemaSqlOf(tx.manager.connection);
      const claimed = await tx.query<unknown[]>(
        `INSERT INTO ${s}.exit_plan_reminders (user_id, week_start, task_ids) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
        [row.user_id, week.weekStart, due.map((task) => task.questionId)],
      );
      if (claimed.length === 0) return false;
      const logId = await this.scheduler.schedule(tx, {
        email: row.email,
        templateId: reminderTemplateId(Math.min(due.length, REMINDER_TASKS_SHOWN)),
        dedupeKey: `exit-plan-reminder:${row.user_id}:${week.weekStart}`,
        userData: reminderTemplateData(plan, due, week, { name: row.name ?? 'there', planUrl: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/exitcheck/plan` }),
      });
      await tx.query(`UPDATE ${s}.exit_plan_reminders SET log_id = $3 WHERE user_id = $1 AND week_start = $2`, [row.user_id, week.weekStart, logId]);
      return true;
    });
  }
}
