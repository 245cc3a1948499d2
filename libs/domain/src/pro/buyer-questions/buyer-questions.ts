import { PRO_CATEGORIES, type ProCategoryId } from '../pro-categories';
import type { ProQuestionBank } from '../pro-question-bank.types';
import { PRO_ANSWER_ADVICE } from '../report/pro-answer-advice';
import { quoteProAnswers, type ProAnsweredQuestion } from '../report/pro-report-facts';
import { BUYER_QUESTION_RULES } from './buyer-question-rules';
import { intakeBuyerQuestions } from './intake-questions';
import type { PitchIntake } from '../../pitchprep/intake';
import { VIEWER_INTEREST_BOOST, viewerInterestByCategory, type SlideAttention } from './slide-attention';

/** At most this many questions, the likeliest first (docs/product-rules.md, "Questions a buyer will ask"). */
export const BUYER_QUESTION_LIMIT = 15;
/** An answer scoring below this is a gap a buyer's due diligence probes. */
export const BUYER_QUESTION_BELOW = 8;

export type BuyerQuestion = {
  questionId: string;
  categoryId: ProCategoryId;
  categoryTitle: string;
  /** The question as a buyer or their adviser would put it. */
  ask: string;
  /** What the founder answered, word for word. */
  today: string;
  /** An answer to start from: where things stand and what is being done, for the founder to make their own. */
  draftAnswer: string;
  /** The data-room checklist item that would prove the answer. */
  evidence: string;
  /** Category weight × question weight × points short of 10: how hard a buyer would discount it. */
  priority: number;
  /** Set when viewers of the founder's shared decks lingered on slides about this category: what they looked at, and for how long. */
  viewerInterest?: string;
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);
/** The report's advice speaks to the founder ("so you can show a buyer your pricing power"); a draft answer speaks as the company. */
const asTheCompany = (text: string) =>
  text
    .replace(/\byou (can|are|hold|rank)\b/g, 'we $1')
    .replace(/\byour\b/g, 'our')
    .replace(/\byou\b/g, 'us');

/**
 * The questions a buyer is most likely to ask, from the answers that fall short: each answer below
 * BUYER_QUESTION_BELOW raises its rule's question, ranked by how much a buyer would discount the
 * gap, with a draft answer built from what the founder said and the plan the report gives for it.
 * Answers at or above the mark raise nothing, so a founder is never sent to defend a strength.
 * `attention`: what viewers of the founder's shared decks lingered on; a question in a category
 * they lingered on weighs VIEWER_INTEREST_BOOST times more and says why (slide-attention.ts).
 */
export function likelyBuyerQuestions(
  bank: ProQuestionBank,
  responses: readonly ProAnsweredQuestion[],
  limit = BUYER_QUESTION_LIMIT,
  attention: readonly SlideAttention[] = [],
  intake: PitchIntake | null = null,
): BuyerQuestion[] {
  const interest = viewerInterestByCategory(attention);
  const questions = quoteProAnswers(bank, responses).flatMap((answer): BuyerQuestion[] => {
    const rule = BUYER_QUESTION_RULES[answer.questionId];
    const advice = PRO_ANSWER_ADVICE[answer.questionId];
    if (!rule || !advice || answer.score >= BUYER_QUESTION_BELOW) return [];
    const weight = PRO_CATEGORIES.find((c) => c.id === answer.categoryId)!.weight;
    const viewerInterest = interest.get(answer.categoryId);
    const boost = viewerInterest ? VIEWER_INTEREST_BOOST : 1;
    return [
      {
        questionId: answer.questionId,
        categoryId: answer.categoryId,
        categoryTitle: answer.categoryTitle,
        ask: rule.ask,
        today: answer.answer,
        draftAnswer: `Where we are today: ${lowerFirst(sentence(answer.answer))} What we are doing about it: we will ${asTheCompany(lowerFirst(sentence(advice.action)))} Owner: ${advice.owner}; timing: ${advice.timeframe}.`,
        evidence: rule.evidence,
        priority: Math.round(weight * answer.importance * (10 - answer.score) * boost * 1000) / 1000,
        ...(viewerInterest ? { viewerInterest } : {}),
      },
    ];
  });
  // What the PitchPrep intake raises: facts the answers do not carry (a runway, loans, other shareholders).
  const fromIntake = intake ? intakeBuyerQuestions(intake) : [];
  // A stable sort: equal priorities keep the bank's order, as quoteProAnswers lists them.
  return [...questions, ...fromIntake].sort((a, b) => b.priority - a.priority).slice(0, limit);
}
