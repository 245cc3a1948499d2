import { PRO_CATEGORIES } from '../pro-categories';
import type { ProQuestionBank } from '../pro-question-bank.types';
import type { ProAnsweredQuestion } from '../report/pro-report-facts';

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
  const before = new Map(previous.map((r) => [r.questionId, r.optionId]));
  const changes: (ProAnswerChange & { order: number })[] = [];
  let order = 0;
  for (const category of bank.categories) {
    const weight = PRO_CATEGORIES.find((c) => c.id === category.id)?.weight ?? category.weight;
    for (const question of category.questions) {
      order += 1;
      const was = question.options.find((o) => o.id === before.get(question.id));
      const now = question.options.find((o) => o.id === current.find((r) => r.questionId === question.id)?.optionId);
      if (!was || !now || was.id === now.id) continue;
      const points = round1((weight * (now.score - was.score) * 10) / category.questions.length);
      changes.push({ questionId: question.id, categoryTitle: category.title, question: question.question, before: was.text, after: now.text, scoreBefore: was.score, scoreAfter: now.score, points, order });
    }
  }
  return changes.sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || a.order - b.order).map(({ order: _order, ...change }) => change);
}
