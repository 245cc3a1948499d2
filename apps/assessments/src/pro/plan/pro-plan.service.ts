import { Inject, Injectable } from '@nestjs/common';
import icalGenerator from 'ical-generator';
import type { DataSource, EntityManager } from 'typeorm';
import { appError, assessmentsErrors, type ProPlanAnswer, type ProPlanSettings } from '@bv/contracts';
import { exitPlan, formatSingaporeIsoDate, type ExitPlan } from '@bv/domain';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { ProAssessmentEntity } from '../entities/pro-assessment.entity';
import { ProAssessmentService } from '../pro-assessment.service';
import { announcePlan } from './exit-plan-changed';
import { ProPlanEntity } from './pro-plan.entity';

const DAY_MS = 86_400_000;
/** A target further out is not a plan (docs/product-rules.md, "A plan to a date"). */
const MAX_YEARS_AHEAD = 5;

/**
 * The founder's plan to a target date: the gaps of their latest completed ExitCheck Pro
 * assessment as dated tasks (libs/domain exitPlan), which tasks they marked done, and the plan
 * as an iCalendar file. Days are Singapore calendar days.
 */
@Injectable()
export class ProPlanService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly pro: ProAssessmentService,
  ) {}

  async plan(userId: string, now = new Date(), manager: EntityManager = this.dataSource.manager): Promise<ProPlanAnswer> {
    const latest = await this.latestAssessment(userId, manager);
    const stored = await manager.findOneBy(ProPlanEntity, { userId });
    if (!latest || !stored) return { hasAssessment: Boolean(latest), plan: null };
    const bank = await this.pro.bank(manager, latest.bankVersion);
    const plan = exitPlan(bank, latest.responses, { goal: stored.goal, targetDate: stored.targetDate, today: formatSingaporeIsoDate(now), done: new Set(stored.doneQuestionIds) });
    return { hasAssessment: true, plan: { assessmentId: latest.id, ...plan } };
  }

  async save(userId: string, settings: ProPlanSettings, now = new Date()): Promise<ProPlanAnswer> {
    const today = formatSingaporeIsoDate(now);
    const limit = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;
    if (settings.targetDate <= today || settings.targetDate > limit) throw appError(assessmentsErrors.PRO_PLAN_DATE);
    if (!(await this.latestAssessment(userId))) throw appError(assessmentsErrors.PRO_PLAN_NO_ASSESSMENT);
    return this.changeAndAnnounce(userId, now, async (manager) => {
      // Keeps the tasks already marked done: moving the date does not undo work.
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProPlanEntity)
        .values({ userId, goal: settings.goal, targetDate: settings.targetDate, doneQuestionIds: [] })
        .orUpdate(['goal', 'target_date', 'updated_at'], ['user_id'])
        .execute();
    });
  }

  async markTask(userId: string, questionId: string, done: boolean, now = new Date()): Promise<ProPlanAnswer> {
    const answer = await this.plan(userId, now);
    if (!answer.plan) throw appError(answer.hasAssessment ? assessmentsErrors.PRO_PLAN_NOT_SET : assessmentsErrors.PRO_PLAN_NO_ASSESSMENT);
    if (!answer.plan.tasks.some((task) => task.questionId === questionId)) throw appError(assessmentsErrors.PRO_NOT_FOUND);
    return this.changeAndAnnounce(userId, now, async (manager) => {
      // One statement, so two tabs ticking different tasks at once keep both.
      await manager.query(
        done
          ? `UPDATE ${this.table()} SET done_question_ids = array_append(array_remove(done_question_ids, $2), $2), updated_at = now() WHERE user_id = $1`
          : `UPDATE ${this.table()} SET done_question_ids = array_remove(done_question_ids, $2), updated_at = now() WHERE user_id = $1`,
        [userId, questionId],
      );
    });
  }

  /**
   * Changes the plan and announces it as it now stands (exit_plan.changed) in one transaction; the
   * row lock taken by the change orders two changes' events as their writes.
   */
  private async changeAndAnnounce(userId: string, now: Date, change: (manager: EntityManager) => Promise<void>): Promise<ProPlanAnswer> {
    return this.unitOfWork.run(async (tx) => {
      await change(tx.manager);
      const answer = await this.plan(userId, now, tx.manager);
      if (answer.plan) announcePlan(tx, userId, answer.plan, now);
      return answer;
    });
  }

  async calendar(userId: string, now = new Date()): Promise<{ filename: string; text: string }> {
    const answer = await this.plan(userId, now);
    if (!answer.plan) throw appError(answer.hasAssessment ? assessmentsErrors.PRO_PLAN_NOT_SET : assessmentsErrors.PRO_PLAN_NO_ASSESSMENT);
    return { filename: `exit-readiness-plan-${formatSingaporeIsoDate(now)}.ics`, text: planCalendar(answer.plan, now) };
  }

  private latestAssessment(userId: string, manager: EntityManager = this.dataSource.manager): Promise<ProAssessmentEntity | null> {
    return manager.findOne(ProAssessmentEntity, { where: { userId, status: 'completed' }, order: { completedAt: 'DESC' } });
  }

  private table(): string {
    const { schema, tableName } = this.dataSource.getMetadata(ProPlanEntity);
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }
}

const dayAt = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** The action's first clause, for a calendar entry's title. */
const shortAction = (action: string) => {
  const clause = action.split(/[,:;]/)[0];
  return clause.length <= 80 ? clause : `${clause.slice(0, 77).replace(/\s+\S*$/, '')}…`;
};

/** Each open task on the day to start it (all-day), and the target itself. */
export function planCalendar(plan: ExitPlan, now: Date): string {
  const calendar = icalGenerator({ name: 'Blueprint Vault: exit-readiness plan', prodId: { company: 'Blueprint Vault', product: 'ExitCheck Pro plan', language: 'EN' } });
  const goal = plan.goal === 'exit' ? 'exit' : 'raise';
  calendar.createEvent({
    id: `target-${plan.targetDate}@blueprintvault`,
    start: dayAt(plan.targetDate),
    end: new Date(dayAt(plan.targetDate).getTime() + DAY_MS),
    allDay: true,
    stamp: now,
    summary: `Target ${goal} date`,
    description: `Projected readiness ${plan.projectedScore}/100 with the tasks marked done (${plan.potentialScore}/100 with all of them).`,
  });
  for (const task of plan.tasks.filter((t) => !t.done)) {
    calendar.createEvent({
      id: `${task.questionId}-${plan.targetDate}@blueprintvault`,
      start: dayAt(task.startBy),
      end: new Date(dayAt(task.startBy).getTime() + DAY_MS),
      allDay: true,
      stamp: now,
      summary: `Start: ${shortAction(task.action)}`,
      description: `${task.action}. Owner: ${task.owner}. Takes about ${task.leadWeeks} weeks${task.late ? ', longer than is left before the target' : ''}; adds ${task.points} points. ${task.categoryTitle}.`,
    });
  }
  return calendar.toString();
}
