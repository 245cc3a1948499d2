import type { ProQuestionBank } from '../pro-question-bank.types';
import { quoteProAnswers, type ProAnsweredQuestion } from '../report/pro-report-facts';

/** One answer that differs from the previous assessment's, and what it moved. */
export type ProAnswerChange = {
  questionId: string;
  categoryTitle: string;
  question: string;
  before: string;
  after: string;
  scoreBefore: number;
  scoreAfter: number;
  /** Points of the 100-point total it moved: category weight × score change × 10, shared by the category's questions (docs/product-rules.md, "Progress over time"). */
  points: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * What moved between two assessments and why: every question answered differently, with both
 * answers and the points it moved, the largest move first (then the bank's order). Questions
 * the bank no longer holds, or answered only once, are left out.
 */
export function proAnswerChanges(bank: ProQuestionBank, previous: readonly ProAnsweredQuestion[], current: readonly ProAnsweredQuestion[]): ProAnswerChange[] {
  // Each answer's cost in points is the report's (quoteProAnswers): what moved is the cost it no longer carries.
  const before = new Map(quoteProAnswers(bank, previous).map((answer) => [answer.questionId, answer]));
  const changes = quoteProAnswers(bank, current).flatMap((now): ProAnswerChange[] => {
    const was = before.get(now.questionId);
    if (!was || was.answer === now.answer) return [];
    return [
      {
        questionId: now.questionId,
        categoryTitle: now.categoryTitle,
        question: now.question,
        before: was.answer,
        after: now.answer,
        scoreBefore: was.score,
        scoreAfter: now.score,
        points: round1(was.pointsLost - now.pointsLost),
      },
    ];
  });
  // A stable sort: equal moves keep the bank's order.
  return changes.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}
