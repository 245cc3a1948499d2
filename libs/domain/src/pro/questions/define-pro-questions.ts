import type { ProCategoryId } from '../pro-categories';
import type { ProQuestion } from '../pro-question-bank.types';

export type ProQuestionDraft = {
  id: string;
  question: string;
  weight: number;
  hint?: string;
  /** Weakest first; each option's id is the question id plus a, b, c… in this order. */
  options: readonly { score: number; text: string }[];
};

export type ProCategoryDraft = { description: string; questions: readonly ProQuestionDraft[] };

const OPTION_LETTERS = 'abcdefghij';

export function defineProQuestions(categoryId: ProCategoryId, drafts: readonly ProQuestionDraft[]): ProQuestion[] {
  return drafts.map((draft) => ({
    id: draft.id,
    categoryId,
    question: draft.question,
    type: 'multiple-choice',
    options: draft.options.map((option, i) => ({ id: `${draft.id}_${OPTION_LETTERS[i]}`, text: option.text, score: option.score })),
    weight: draft.weight,
    ...(draft.hint ? { hint: draft.hint } : {}),
  }));
}
