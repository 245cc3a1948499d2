import { PRO_CATEGORIES } from '../pro-categories';
import type { ProQuestionBank } from '../pro-question-bank.types';
import { scoreProAssessment } from '../pro-scoring';
import { PRO_ANSWER_ADVICE } from '../report/pro-answer-advice';
import type { ProAnsweredQuestion } from '../report/pro-report-facts';
import { PRO_LEAD_TIME_WEEKS } from './lead-times';

export type PlanGoal = 'exit' | 'raise';

/** One fix on the way to the target date (docs/product-rules.md, "A plan to a date"). */
export type PlanTask = {
  questionId: string;
  categoryTitle: string;
  action: string;
  owner: string;
  leadWeeks: number;
  /** Points of the 100-point total the fix adds once the answer is at the top mark. */
  points: number;
  /** The latest day to start and still be done by the target date (YYYY-MM-DD). */
  startBy: string;
  /** When it is done if started today (YYYY-MM-DD). */
  doneIfStartedToday: string;
  /** Needs more time than is left: started today it ends after the target date. */
  late: boolean;
  done: boolean;
};

export type ExitPlan = {
  goal: PlanGoal;
  targetDate: string;
  weeksLeft: number;
  currentScore: number;
  /** The score once every task marked done shows in a re-test. */
  projectedScore: number;
  /** The score with every task done. */
  potentialScore: number;
  /** The order to work in: category weight × points short of 10 × lead time, the largest first. */
  tasks: PlanTask[];
};

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The gaps as dated tasks to a target date: every answer below the top mark becomes the report's
 * fix for it, with its owner, its lead time and the points it adds, ordered so the fixes that
 * weigh most and take longest start first. `today` and `targetDate` are Singapore calendar days
 * (YYYY-MM-DD); `done`: the questions whose fix the founder marked done.
 */
export function exitPlan(
  bank: ProQuestionBank,
  responses: readonly ProAnsweredQuestion[],
  { goal, targetDate, today, done }: { goal: PlanGoal; targetDate: string; today: string; done: ReadonlySet<string> },
): ExitPlan {
  const answered = bank.categories.flatMap((category) =>
    category.questions.flatMap((question) => {
      const option = question.options.find((o) => o.id === responses.find((r) => r.questionId === question.id)?.optionId);
      return option ? [{ category, question, option, top: Math.max(...question.options.map((o) => o.score)) }] : [];
    }),
  );
  const target = dayOf(targetDate);
  const now = dayOf(today);
  const tasks = answered
    .filter(({ option, top }) => option.score < top)
    .map(({ category, question, option, top }) => {
      const weight = PRO_CATEGORIES.find((c) => c.id === category.id)?.weight ?? category.weight;
      const advice = PRO_ANSWER_ADVICE[question.id];
      const leadWeeks = PRO_LEAD_TIME_WEEKS[question.id] ?? 4;
      const task: PlanTask = {
        questionId: question.id,
        categoryTitle: category.title,
        action: advice?.action ?? question.question,
        owner: advice?.owner ?? 'Founder',
        leadWeeks,
        points: round1((weight * (top - option.score) * 10) / category.questions.length),
        startBy: isoDay(Math.max(now, target - leadWeeks * 7 * DAY_MS)),
        doneIfStartedToday: isoDay(now + leadWeeks * 7 * DAY_MS),
        late: now + leadWeeks * 7 * DAY_MS > target,
        done: done.has(question.id),
      };
      return { task, priority: weight * (top - option.score) * leadWeeks };
    })
    .sort((a, b) => b.priority - a.priority || a.task.startBy.localeCompare(b.task.startBy))
    .map(({ task }) => task);
  const scoreWith = (fixed: (questionId: string) => boolean) =>
    scoreProAssessment(answered.map(({ category, question, option, top }) => ({ categoryId: category.id, questionId: question.id, score: fixed(question.id) ? top : option.score }))).total;
  return {
    goal,
    targetDate,
    weeksLeft: Math.max(0, Math.floor((target - now) / (7 * DAY_MS))),
    currentScore: scoreWith(() => false),
    projectedScore: scoreWith((id) => done.has(id)),
    potentialScore: scoreWith(() => true),
    tasks,
  };
}
