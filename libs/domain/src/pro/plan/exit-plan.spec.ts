import { PRO_QUESTION_BANK_V1 } from '../pro-question-bank';
import { allTopAudit, auditAtScores } from '../report/pro-audit.fixtures';
import { exitPlan } from './exit-plan';
import { PRO_LEAD_TIME_WEEKS } from './lead-times';

const bank = PRO_QUESTION_BANK_V1;
const TODAY = '2026-11-28';
const NINE_MONTHS = '2027-08-28';

describe('a plan to a target date', () => {
  it('has a lead time for every Pro question', () => {
    expect(Object.keys(PRO_LEAD_TIME_WEEKS).sort()).toEqual(bank.categories.flatMap((c) => c.questions.map((q) => q.id)).sort());
  });

  it('schedules the SFRS audit first for a date nine months ahead: it weighs most and takes longest', () => {
    const plan = exitPlan(bank, auditAtScores(bank, { fr_1: 3 }, 6), { goal: 'exit', targetDate: NINE_MONTHS, today: TODAY, done: new Set() });
    expect(plan.weeksLeft).toBe(39);
    const [first] = plan.tasks;
    expect(first).toMatchObject({ questionId: 'fr_1', categoryTitle: 'Financial Reporting', leadWeeks: 26, late: false, done: false });
    expect(first.action).toMatch(/independent auditor/);
    // 26 weeks before the target is the latest start; started today it is done in 26 weeks.
    expect(first.startBy).toBe('2027-02-27');
    expect(first.doneIfStartedToday).toBe('2027-05-29');
    // Every answer below the top mark is a task, once.
    expect(plan.tasks).toHaveLength(45);
    expect(new Set(plan.tasks.map((t) => t.questionId)).size).toBe(45);
  });

  it('moves the projected score as tasks are marked done, up to the score with every task done', () => {
    const responses = auditAtScores(bank, { fr_1: 3, fr_3: 3 }, 10);
    const none = exitPlan(bank, responses, { goal: 'exit', targetDate: NINE_MONTHS, today: TODAY, done: new Set() });
    expect(none.projectedScore).toBe(none.currentScore);
    const one = exitPlan(bank, responses, { goal: 'exit', targetDate: NINE_MONTHS, today: TODAY, done: new Set(['fr_1']) });
    expect(one.currentScore).toBe(none.currentScore);
    expect(one.projectedScore).toBeGreaterThan(none.currentScore);
    expect(one.tasks.find((t) => t.questionId === 'fr_1')?.done).toBe(true);
    const both = exitPlan(bank, responses, { goal: 'exit', targetDate: NINE_MONTHS, today: TODAY, done: new Set(['fr_1', 'fr_3']) });
    expect(both.projectedScore).toBe(100);
    expect(both.potentialScore).toBe(100);
  });

  it('flags a task that cannot be done by the date and says to start it now', () => {
    const plan = exitPlan(bank, auditAtScores(bank, { fr_1: 3, fr_2: 3 }, 10), { goal: 'raise', targetDate: '2027-03-01', today: TODAY, done: new Set() });
    const audit = plan.tasks.find((t) => t.questionId === 'fr_1')!;
    expect(audit).toMatchObject({ late: true, startBy: TODAY });
    expect(plan.tasks.find((t) => t.questionId === 'fr_2')).toMatchObject({ late: false, leadWeeks: 4 });
  });

  it('has nothing to do when every answer is at the top mark', () => {
    const plan = exitPlan(bank, allTopAudit(bank), { goal: 'exit', targetDate: NINE_MONTHS, today: TODAY, done: new Set() });
    expect(plan.tasks).toEqual([]);
    expect(plan.currentScore).toBe(100);
  });
});
