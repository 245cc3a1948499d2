import { LiteAnswerError } from './lite-answer.errors';
import { LITE_QUESTIONS } from './lite-questions';
import type { ToolType } from './lite-types';

export const LITE_MAX_SCORE = 50;
export const HIGH_SCORE_THRESHOLD = 35;

const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The server is the authority on the score, so anything but a complete, exact answer set is
 * rejected rather than scored partially.
 */
export function scoreLiteAnswers(toolType: ToolType, answers: Record<string, string>): number {
  const questions = LITE_QUESTIONS[toolType];
  for (const questionId of Object.keys(answers)) {
    if (!questions.some((q) => q.id === questionId)) throw new LiteAnswerError('LITE.UNKNOWN_QUESTION', questionId);
  }
  let score = 0;
  for (const question of questions) {
    const optionId = hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (!optionId) throw new LiteAnswerError('LITE.INCOMPLETE', question.id);
    const option = question.options.find((o) => o.id === optionId);
    if (!option) throw new LiteAnswerError('LITE.UNKNOWN_OPTION', question.id);
    score += option.points;
  }
  return score;
}
