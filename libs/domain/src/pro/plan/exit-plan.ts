import { PRO_CATEGORIES, PRO_MAX_OPTION_SCORE } from '../pro-categories';
import type { ProQuestionBank } from '../pro-question-bank.types';
import { scoreProAssessment } from '../pro-scoring';
import { PRO_ANSWER_ADVICE } from '../report/pro-answer-advice';
import { quoteProAnswers, type ProAnsweredQuestion } from '../report/pro-report-facts';
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
  // Each answer with the report's cost in points (quoteProAnswers): a task adds what its answer costs.
  const answers = quoteProAnswers(bank, responses);
  const target = dayOf(targetDate);
  const now = dayOf(today);
  const tasks = answers
    .filter((answer) => answer.score < PRO_MAX_OPTION_SCORE)
    .map((answer) => {
      const weight = PRO_CATEGORIES.find((c) => c.id === answer.categoryId)!.weight;
      const advice = PRO_ANSWER_ADVICE[answer.questionId];
      const leadWeeks = PRO_LEAD_TIME_WEEKS[answer.questionId] ?? 4;
      const task: PlanTask = {
        questionId: answer.questionId,
        categoryTitle: answer.categoryTitle,
        action: advice?.action ?? answer.question,
        owner: advice?.owner ?? 'Founder',
        leadWeeks,
        points: round1(answer.pointsLost),
        startBy: isoDay(Math.max(now, target - leadWeeks * 7 * DAY_MS)),
        doneIfStartedToday: isoDay(now + leadWeeks * 7 * DAY_MS),
        late: now + leadWeeks * 7 * DAY_MS > target,
        done: done.has(answer.questionId),
      };
      return { task, priority: weight * (PRO_MAX_OPTION_SCORE - answer.score) * leadWeeks };
    })
    .sort((a, b) => b.priority - a.priority || a.task.startBy.localeCompare(b.task.startBy))
    .map(({ task }) => task);
  const scoreWith = (fixed: (questionId: string) => boolean) =>
    scoreProAssessment(answers.map(({ categoryId, questionId, score }) => ({ categoryId, questionId, score: fixed(questionId) ? PRO_MAX_OPTION_SCORE : score }))).total;
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
