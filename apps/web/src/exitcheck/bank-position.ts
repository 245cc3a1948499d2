import type { ProBankView } from '@bv/contracts';

export type BankCategory = ProBankView['categories'][number];
export type BankQuestion = BankCategory['questions'][number];
export type StoredAnswer = { questionId: string; optionId: string };

/** Where the founder is: a question, or past the last one (every question answered). */
export type Position =
  | { kind: 'question'; categoryIndex: number; questionIndex: number; number: number; category: BankCategory; question: BankQuestion }
  | { kind: 'finished' };

export const questionCount = (bank: ProBankView) => bank.categories.reduce((sum, c) => sum + c.questions.length, 0);

/**
 * The first unanswered question in bank order (docs/product-rules.md, "ExitCheck Pro": questions in
 * order within a category, then the next category). Answers are always a prefix in that order,
 * because Previous removes the last one, so this is also "the next question" after a reload.
 */
export function currentPosition(bank: ProBankView, answers: readonly StoredAnswer[]): Position {
  const answered = new Set(answers.map((a) => a.questionId));
  let number = 0;
  for (const [categoryIndex, category] of bank.categories.entries()) {
    for (const [questionIndex, question] of category.questions.entries()) {
      number += 1;
      if (!answered.has(question.id)) return { kind: 'question', categoryIndex, questionIndex, number, category, question };
    }
  }
  return { kind: 'finished' };
}

export type CategoryProgress = 'done' | 'current' | 'upcoming';

export function categoryProgress(bank: ProBankView, answers: readonly StoredAnswer[], position: Position): CategoryProgress[] {
  const answered = new Set(answers.map((a) => a.questionId));
  return bank.categories.map((category, index) => {
    if (position.kind === 'question' && position.categoryIndex === index) return 'current';
    return category.questions.every((q) => answered.has(q.id)) ? 'done' : 'upcoming';
  });
}

/** Words for a question's weight (0.8–1): it is shown, it never changes the score (docs/product-rules.md, "Scoring and tiers"). */
export function importanceLabel(weight: number): string {
  if (weight >= 0.95) return 'Critical';
  if (weight >= 0.85) return 'High';
  return 'Standard';
}
