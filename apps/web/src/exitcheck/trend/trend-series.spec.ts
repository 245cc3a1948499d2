import type { ProHistoryEntry } from '@bv/contracts';
import { plotPoints, trendCategories, trendSeries, trendSummary } from './trend-series';

const entry = (id: string, completedAt: string, totalScore: number, categories: ProHistoryEntry['categories']): ProHistoryEntry => ({
  id,
  completedAt,
  totalScore,
  readinessLevel: 'Medium',
  categories,
});
const finance = (score: number) => ({ categoryId: 'financial-reporting', title: 'Financial Reporting', score });
const legal = (score: number) => ({ categoryId: 'legal', title: 'Legal & Compliance', score });

// Newest first, as the API lists them; the oldest predates the legal category.
const history = [
  entry('c', '2026-09-01T00:00:00.000Z', 61, [finance(5.44), legal(7)]),
  entry('b', '2026-06-01T00:00:00.000Z', 61, [finance(4), legal(8)]),
  entry('a', '2026-03-01T00:00:00.000Z', 70, [finance(6)]),
];

describe('the score over time', () => {
  it('runs oldest first, rounds category scores to one decimal and leaves out assessments without the category', () => {
    expect(trendSeries(history, { kind: 'total' }).points.map((p) => p.value)).toEqual([70, 61, 61]);
    expect(trendSeries(history, { kind: 'category', categoryId: 'financial-reporting' }).points.map((p) => p.value)).toEqual([6, 4, 5.4]);
    const legalSeries = trendSeries(history, { kind: 'category', categoryId: 'legal' });
    expect(legalSeries.points.map((p) => p.id)).toEqual(['b', 'c']);
    expect(legalSeries).toMatchObject({ label: 'Legal & Compliance', max: 10 });
    expect(trendCategories(history).map((c) => c.title)).toEqual(['Financial Reporting', 'Legal & Compliance']);
  });

  it('says which way it moved since the first assessment, in the metric’s unit', () => {
    expect(trendSummary(trendSeries(history, { kind: 'total' }))).toBe('Down 9 points since your first assessment (70 → 61 out of 100), across 3 assessments.');
    expect(trendSummary(trendSeries(history, { kind: 'category', categoryId: 'legal' }))).toBe('Down 1.0 since your first assessment (8.0 → 7.0 out of 10), across 2 assessments.');
    expect(trendSummary(trendSeries(history.slice(0, 2), { kind: 'total' }))).toBe('No change across 2 assessments (61 → 61 out of 100).');
    expect(trendSummary(trendSeries(history.slice(0, 1), { kind: 'total' }))).toBe('');
  });

  it('places one step per assessment across the plot, the value up from the bottom', () => {
    const points = plotPoints(trendSeries(history, { kind: 'total' }).points, 100, 200, 100);
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [0, 30],
      [100, 39],
      [200, 39],
    ]);
  });
});
