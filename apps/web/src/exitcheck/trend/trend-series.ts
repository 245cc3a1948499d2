import type { ProHistoryEntry } from '@bv/contracts';

/** What the chart shows: the 100-point total, or one category's score out of 10. */
export type TrendMetric = { kind: 'total' } | { kind: 'category'; categoryId: string };

export type TrendPoint = { id: string; completedAt: string; value: number };

export type TrendSeries = {
  label: string;
  max: number;
  /** Oldest first. */
  points: TrendPoint[];
  /** Gridline values, 0 to max. */
  ticks: number[];
};

/**
 * One metric across the completed assessments (given newest first, as the history lists them),
 * oldest first. An assessment without the category (an older question bank) is left out of a
 * category's line rather than drawn at zero.
 */
export function trendSeries(history: readonly ProHistoryEntry[], metric: TrendMetric): TrendSeries {
  const oldestFirst = [...history].sort((a, b) => a.completedAt.localeCompare(b.completedAt));
  if (metric.kind === 'total') {
    return {
      label: 'Overall score',
      max: 100,
      points: oldestFirst.map((entry) => ({ id: entry.id, completedAt: entry.completedAt, value: entry.totalScore })),
      ticks: [0, 25, 50, 75, 100],
    };
  }
  const points = oldestFirst.flatMap((entry) => {
    const category = entry.categories.find((c) => c.categoryId === metric.categoryId);
    return category ? [{ id: entry.id, completedAt: entry.completedAt, value: Math.round(category.score * 10) / 10 }] : [];
  });
  const title = history.flatMap((entry) => entry.categories).find((c) => c.categoryId === metric.categoryId)?.title ?? 'Category';
  return { label: title, max: 10, points, ticks: [0, 2.5, 5, 7.5, 10] };
}

/** The categories any assessment scored, in the newest assessment's order. */
export function trendCategories(history: readonly ProHistoryEntry[]): Array<{ categoryId: string; title: string }> {
  const seen = new Map<string, string>();
  for (const entry of history) for (const c of entry.categories) if (!seen.has(c.categoryId)) seen.set(c.categoryId, c.title);
  return [...seen].map(([categoryId, title]) => ({ categoryId, title }));
}

/** "Up 12 points since your first assessment (28 → 40 out of 100), across 3 assessments." */
export function trendSummary(series: TrendSeries): string {
  const { points, max } = series;
  if (points.length < 2) return '';
  const show = (n: number) => (max === 100 ? String(n) : n.toFixed(1));
  const first = points[0].value;
  const last = points[points.length - 1].value;
  const change = Math.round((last - first) * 10) / 10;
  const span = `${show(first)} → ${show(last)} out of ${max}`;
  if (change === 0) return `No change across ${points.length} assessments (${span}).`;
  const amount = max === 100 ? `${Math.abs(change)} ${Math.abs(change) === 1 ? 'point' : 'points'}` : Math.abs(change).toFixed(1);
  return `${change > 0 ? 'Up' : 'Down'} ${amount} since your first assessment (${span}), across ${points.length} assessments.`;
}

/**
 * Where each point sits, in pixels inside the plot: one step per assessment, oldest on the left
 * (re-tests a day apart and a year apart stay readable; each point carries its date), y by value.
 */
export function plotPoints(points: readonly TrendPoint[], max: number, width: number, height: number): Array<TrendPoint & { x: number; y: number }> {
  return points.map((point, index) => ({
    ...point,
    x: points.length === 1 ? width / 2 : (index / (points.length - 1)) * width,
    y: height - (Math.max(0, Math.min(max, point.value)) / max) * height,
  }));
}
