import type { Cohort } from './cohorts';
import { percentileOf } from './percentile';

/** One anonymised result of a cohort: the total out of 100 and each category's 0–10 score. */
export type PeerScores = { total: number; categories: Readonly<Record<string, number>> };

export type PeerBenchmark = {
  cohort: { level: Cohort['level']; label: string; size: number; widened: boolean };
  overall: { score: number; percentile: number };
  categories: Array<{ categoryId: string; title: string; score: number; percentile: number; cohortSize: number }>;
};

/**
 * Where a result stands in its cohort, overall and per category. A category is compared only with
 * the results that scored it (a later bank may add one); one scored by fewer than `minimum` is left out.
 */
export function peerBenchmark(
  viewer: { total: number; categories: ReadonlyArray<{ categoryId: string; title: string; score: number }> },
  chosen: { cohort: Cohort; size: number; widened: boolean },
  members: readonly PeerScores[],
  minimum: number,
): PeerBenchmark {
  const categories = viewer.categories.flatMap((category) => {
    const scores = members.map((m) => m.categories[category.categoryId]).filter((s): s is number => typeof s === 'number');
    if (scores.length < minimum) return [];
    return [{ categoryId: category.categoryId, title: category.title, score: category.score, percentile: percentileOf(category.score, scores), cohortSize: scores.length }];
  });
  return {
    cohort: { level: chosen.cohort.level, label: chosen.cohort.label, size: chosen.size, widened: chosen.widened },
    overall: { score: viewer.total, percentile: percentileOf(viewer.total, members.map((m) => m.total)) },
    categories,
  };
}
