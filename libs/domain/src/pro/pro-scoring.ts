import { PRO_CATEGORIES, PRO_MAX_OPTION_SCORE, isProCategoryId, type ProCategoryId } from './pro-categories';
import { proLevel, type ProLevel } from './pro-level';
import { ProScoreError } from './pro-score.errors';

export type ProResponse = { categoryId: ProCategoryId; questionId: string; score: number };

export type ProCategoryScore = {
  categoryId: ProCategoryId;
  title: string;
  weight: number;
  /** Plain mean of the answer scores, 0–10, unrounded; 0 when nothing was answered. */
  score: number;
  answered: number;
};

export type ProAssessmentScore = {
  categoryScores: ProCategoryScore[];
  total: number;
  level: ProLevel;
  strengths: ProCategoryId[];
  gaps: ProCategoryId[];
};

const HIGHLIGHT_COUNT = 3;

/**
 * Question weights are shown as "importance" only; they never change a category score
 * (docs/product-rules.md, "Scoring and tiers"). A question answered twice counts once, with its
 * latest answer, so a client that re-sends after Previous/Next cannot skew the mean.
 */
export function scoreProAssessment(responses: readonly ProResponse[]): ProAssessmentScore {
  const latest = new Map<string, ProResponse>();
  for (const response of responses) {
    if (!isProCategoryId(response.categoryId)) throw new ProScoreError('PRO.UNKNOWN_CATEGORY', response.questionId);
    if (!Number.isFinite(response.score) || response.score < 0 || response.score > PRO_MAX_OPTION_SCORE) {
      throw new ProScoreError('PRO.INVALID_SCORE', response.questionId);
    }
    latest.delete(response.questionId);
    latest.set(response.questionId, response);
  }

  const categoryScores = PRO_CATEGORIES.map((category): ProCategoryScore => {
    const scores = [...latest.values()].filter((r) => r.categoryId === category.id).map((r) => r.score);
    const sum = scores.reduce((a, b) => a + b, 0);
    return {
      categoryId: category.id,
      title: category.title,
      weight: category.weight,
      score: scores.length ? sum / scores.length : 0,
      answered: scores.length,
    };
  });

  const raw = categoryScores.reduce((acc, c) => acc + c.score * c.weight * 10, 0);
  // Strip floating-point noise first, so an exact x.5 is not read as x.4999… and rounded down.
  const total = Math.round(Math.round(raw * 1e6) / 1e6);

  // Both rankings break ties by category order. A category is never both a strength and a
  // gap: when many categories tie, the gaps are taken from those left after the strengths.
  const indexed = categoryScores.map((c, index) => ({ id: c.categoryId, score: c.score, index }));
  const strengths = [...indexed]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, HIGHLIGHT_COUNT)
    .map((c) => c.id);
  const gaps = indexed
    .filter((c) => !strengths.includes(c.id))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, HIGHLIGHT_COUNT)
    .map((c) => c.id);

  return { categoryScores, total, level: proLevel(total), strengths, gaps };
}
