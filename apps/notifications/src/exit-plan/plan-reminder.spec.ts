import { reminderTemplateData, reminderTemplateId, shortDate } from './plan-reminder-mail';
import { dueTasks, reminderWeek, type OpenPlanTask } from '@bv/domain';

const task = (questionId: string, startBy: string, points = 2.5): OpenPlanTask => ({ questionId, action: `Fix ${questionId}`, owner: 'CFO', startBy, points, leadWeeks: 4 });

describe('reminderWeek', () => {
  it('is the Singapore Monday-to-Sunday week, opening on Monday at the send hour', () => {
    // Sunday 29 Nov 2026 20:00 UTC is Monday 30 Nov 04:00 in Singapore.
    expect(reminderWeek(new Date('2026-11-29T20:00:00Z'), 10)).toEqual({
      today: '2026-11-30',
      weekStart: '2026-11-30',
      weekEnd: '2026-12-06',
      opensAt: new Date('2026-11-30T02:00:00Z'),
    });
    // Sunday 6 Dec 23:59 in Singapore still belongs to it; a minute later the next week starts.
    expect(reminderWeek(new Date('2026-12-06T15:59:00Z'), 10).weekStart).toBe('2026-11-30');
    expect(reminderWeek(new Date('2026-12-06T16:00:00Z'), 10).weekStart).toBe('2026-12-07');
  });

  it('crosses months and years', () => {
    expect(reminderWeek(new Date('2027-01-01T04:00:00Z'), 10)).toMatchObject({ today: '2027-01-01', weekStart: '2026-12-28', weekEnd: '2027-01-03' });
  });
});

describe('dueTasks', () => {
  const week = reminderWeek(new Date('2026-12-02T04:00:00Z'), 10); // Wed 2 Dec 2026

  it('lists the open tasks to start this week or already late, in the plan order', () => {
    const tasks = [task('late', '2026-11-16'), task('later', '2026-12-07'), task('sunday', '2026-12-06'), task('monday', '2026-11-30')];
    expect(dueTasks({ targetDate: '2027-03-01', openTasks: tasks }, week).map((t) => t.questionId)).toEqual(['late', 'sunday', 'monday']);
  });

  it('lists nothing when nothing is due, and nothing after the target date', () => {
    expect(dueTasks({ targetDate: '2027-03-01', openTasks: [task('later', '2026-12-07')] }, week)).toEqual([]);
    expect(dueTasks({ targetDate: '2026-12-01', openTasks: [task('late', '2026-11-16')] }, week)).toEqual([]);
    expect(dueTasks({ targetDate: '2026-12-02', openTasks: [task('late', '2026-11-16')] }, week)).toHaveLength(1);
  });
});

describe('reminderTemplateData', () => {
  const week = reminderWeek(new Date('2026-12-02T04:00:00Z'), 10);
  const plan = { goal: 'exit' as const, targetDate: '2027-08-12', projectedScore: 61, potentialScore: 88.5 };
  const ctx = { name: 'Tan Wei Ming', planUrl: 'https://bv.example/exitcheck/plan' };

  it('names the count, the goal and the day for the subject, each task with its owner, start and points, and their effect', () => {
    const data = reminderTemplateData(plan, [task('late', '2026-11-16', 6), task('now', '2026-12-03', 1.5)], week, ctx);
    expect(data).toMatchObject({
      dueTasks: 'Two tasks',
      goalWord: 'exit',
      targetDay: '12 Aug 2027',
      intro: 'Your plan to sell by 12 Aug 2027 has two tasks to start this week, one of them already late.',
      task1Action: 'Fix late',
      task1Detail: 'CFO · Start now (was due Mon 16 Nov)',
      task1Points: '+6 pts',
      task2Detail: 'CFO · Start by Thu 3 Dec',
      task2Points: '+1.5 pts',
      effect: 'Done, they add 7.5 points to your readiness score (out of 100):',
      scoreNow: 61,
      scoreAfter: 68.5,
      scorePotential: 88.5,
      planUrl: ctx.planUrl,
    });
    expect(data.task3Action).toBeUndefined();
  });

  it('lists the first five of more, and says the rest are on the plan', () => {
    const many = Array.from({ length: 7 }, (_, i) => task(`q${i}`, '2026-12-04', 1));
    const data = reminderTemplateData({ ...plan, goal: 'raise' }, many, week, ctx);
    expect(data.intro).toBe('Your plan to raise by 12 Aug 2027 has seven tasks to start this week. Here are the five that weigh most; the rest are on your plan.');
    expect(data.task5Action).toBe('Fix q4');
    expect(data.task6Action).toBeUndefined();
    expect(reminderTemplateId(5)).toBe('exit_plan_reminder_5');
  });

  it('writes dates as "12 Aug 2027"', () => {
    expect(shortDate('2027-08-12')).toBe('12 Aug 2027');
  });
});
