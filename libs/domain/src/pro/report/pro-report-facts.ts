import { PRO_CATEGORIES, PRO_MAX_OPTION_SCORE, type ProCategoryId } from '../pro-categories';
import type { ProQuestionBank } from '../pro-question-bank.types';
import type { ProLevel } from '../pro-level';
import { scoreProAssessment, type ProResponse } from '../pro-scoring';
import { PRO_ANSWER_ADVICE, PRO_BUYER_RESPONSE } from './pro-answer-advice';

/** A category at or above this score (out of 10) may be called a strength (docs/product-rules.md, "ExitCheck Pro report"). */
export const PRO_STRENGTH_MIN = 7;
/** How many gaps page 1 of the report names. */
export const PRO_COSTLIEST_COUNT = 3;

/** One answer as the report quotes it, with what it costs (points of 100 below the top mark). */
export type ProAnswerFact = {
  questionId: string;
  categoryId: ProCategoryId;
  categoryTitle: string;
  question: string;
  answer: string;
  score: number;
  /** What the top mark looks like: the bank's best option. */
  topAnswer: string;
  /** The question's weight, shown as importance; breaks ties between answers that cost the same. */
  importance: number;
  pointsLost: number;
};

/** A category's gap: category weight × (10 − score), in points of the 100-point total. */
export type ProGap = {
  categoryId: ProCategoryId;
  title: string;
  weight: number;
  score: number;
  pointsLost: number;
  /** Of everything between the founder's total and 100, the part this category accounts for (0–1). */
  shareOfGap: number;
  buyerResponse: string;
  /** Its answers below the top mark, the costliest first. */
  belowTop: ProAnswerFact[];
};

/**
 * The best three categories outside the three costliest gaps. Only those at PRO_STRENGTH_MIN or
 * more are `strengths`; when none is, the best three are `relatively_strongest`.
 */
export type ProHighlights = {
  kind: 'strengths' | 'relatively_strongest';
  categories: { categoryId: ProCategoryId; title: string; score: number }[];
};

/** A piece of advice and the answers it is about: never one answered at the top mark. */
export type ProAdviceItem = { action: string; owner: string; timeframe: string; questionIds: string[] };

/** A category's score and what it costs, in the bank's order (0 at the top mark). */
export type ProCategoryFact = { categoryId: ProCategoryId; title: string; weight: number; score: number; pointsLost: number };

export type ProReportFacts = {
  total: number;
  level: ProLevel;
  answers: ProAnswerFact[];
  categories: ProCategoryFact[];
  /** Categories below the top mark, by points lost (ties: category order). */
  gaps: ProGap[];
  highlights: ProHighlights;
  /** Every answer below the top mark as advice: each gap's costliest answer in gap order, then the next of each. */
  advice: ProAdviceItem[];
};

export type ProAnsweredQuestion = { questionId: string; optionId: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The facts every ExitCheck Pro report states, from the bank and the answers alone (no writer
 * involved): the answers quoted, the gaps ranked by what a buyer would discount, the strengths
 * named only when they are strong, and advice for each answer below the top mark.
 */
export function proReportFacts(bank: ProQuestionBank, responses: readonly ProAnsweredQuestion[]): ProReportFacts {
  const answers = quoteProAnswers(bank, responses);
  const score = scoreProAssessment(answers.map((a): ProResponse => ({ categoryId: a.categoryId, questionId: a.questionId, score: a.score })));
  const gaps = rankProGaps(score.categoryScores).map(
    (gap): ProGap => ({
      categoryId: gap.categoryId,
      title: gap.title,
      weight: gap.weight,
      score: gap.score,
      pointsLost: gap.pointsLost,
      shareOfGap: gap.shareOfGap,
      buyerResponse: PRO_BUYER_RESPONSE[gap.categoryId],
      belowTop: answers.filter((a) => a.categoryId === gap.categoryId && a.score < PRO_MAX_OPTION_SCORE).sort(byCost),
    }),
  );
  const highlights = proHighlights(score.categoryScores, gaps);

  // The costliest answer of each gap in gap order, then the second of each, and so on: the first
  // three actions are the first steps on the three costliest gaps.
  const rounds = Math.max(0, ...gaps.map((g) => g.belowTop.length));
  const advice = Array.from({ length: rounds }, (_, round) => gaps.flatMap((g) => (g.belowTop[round] ? [g.belowTop[round]] : []))).flatMap((round) =>
    round.map((a): ProAdviceItem => {
      const entry = PRO_ANSWER_ADVICE[a.questionId];
      return { action: entry.action, owner: entry.owner, timeframe: entry.timeframe, questionIds: [a.questionId] };
    }),
  );

  const categories = score.categoryScores.map((c) => ({
    categoryId: c.categoryId,
    title: c.title,
    weight: c.weight,
    score: c.score,
    pointsLost: gaps.find((g) => g.categoryId === c.categoryId)?.pointsLost ?? 0,
  }));
  return { total: score.total, level: score.level, answers, categories, gaps, highlights, advice };
}

/** What the ranking needs of a category: its score out of 10 and its weight in the total. */
export type ProCategoryScored<Id extends string = string> = { categoryId: Id; title: string; weight: number; score: number };

/**
 * Categories below the top mark ranked by what they cost (docs/product-rules.md, "ExitCheck Pro
 * report"): `weight × (10 − score) × 10` points of the 100-point total, the costliest first; ties
 * keep the bank's order, which lists the heavier categories first. The report and the results page
 * both rank with this, so the gaps a founder sees on screen are the ones the PDF names.
 */
export function rankProGaps<C extends ProCategoryScored>(categories: readonly C[]): Array<C & { pointsLost: number; shareOfGap: number }> {
  const missing = PRO_MAX_OPTION_SCORE * 10 - categories.reduce((sum, c) => sum + c.score * c.weight * 10, 0);
  return categories
    .map((category, index) => {
      const pointsLost = round2(category.weight * (PRO_MAX_OPTION_SCORE - category.score) * 10);
      return { index, gap: { ...category, pointsLost, shareOfGap: missing > 0 ? round2(pointsLost / missing) : 0 } };
    })
    .filter(({ gap }) => gap.pointsLost > 0)
    .sort((a, b) => b.gap.pointsLost - a.gap.pointsLost || a.index - b.index)
    .map(({ gap }) => gap);
}

/**
 * The best three categories outside the three costliest gaps: a category among them is never also
 * called strong. Only those at PRO_STRENGTH_MIN or more are strengths; when none is, the best
 * three are "relatively strongest".
 */
export function proHighlights<Id extends string>(
  categories: readonly ProCategoryScored<Id>[],
  rankedGaps: readonly { categoryId: string }[],
): { kind: ProHighlights['kind']; categories: { categoryId: Id; title: string; score: number }[] } {
  const costliest = new Set(rankedGaps.slice(0, PRO_COSTLIEST_COUNT).map((g) => g.categoryId));
  const top = categories
    .map((c, index) => ({ categoryId: c.categoryId, title: c.title, score: c.score, index }))
    .filter((c) => !costliest.has(c.categoryId))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, PRO_COSTLIEST_COUNT)
    .map(({ categoryId, title, score }) => ({ categoryId, title, score }));
  const strong = top.filter((c) => c.score >= PRO_STRENGTH_MIN);
  return strong.length > 0 ? { kind: 'strengths', categories: strong } : { kind: 'relatively_strongest', categories: top };
}

/** Costliest first; equal costs by importance, then by the bank's order. */
function byCost(a: ProAnswerFact, b: ProAnswerFact): number {
  return b.pointsLost - a.pointsLost || b.importance - a.importance || 0;
}

/** The answers in bank order with their question and option texts; unknown ids are skipped. */
export function quoteProAnswers(bank: ProQuestionBank, responses: readonly ProAnsweredQuestion[]): ProAnswerFact[] {
  const chosen = new Map(responses.map((r) => [r.questionId, r.optionId]));
  return bank.categories.flatMap((category) => {
    const weight = PRO_CATEGORIES.find((c) => c.id === category.id)?.weight ?? category.weight;
    const count = category.questions.length;
    return category.questions.flatMap((question): ProAnswerFact[] => {
      const option = question.options.find((o) => o.id === chosen.get(question.id));
      if (!option) return [];
      const best = question.options.reduce((a, b) => (b.score > a.score ? b : a));
      return [
        {
          questionId: question.id,
          categoryId: category.id,
          categoryTitle: category.title,
          question: question.question,
          answer: option.text,
          score: option.score,
          topAnswer: best.text,
          importance: question.weight,
          pointsLost: round2((weight * (PRO_MAX_OPTION_SCORE - option.score) * 10) / count),
        },
      ];
    });
  });
}
