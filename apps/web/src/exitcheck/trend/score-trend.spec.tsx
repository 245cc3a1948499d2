/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ProHistoryEntry } from '@bv/contracts';
import { ScoreTrend } from './score-trend';

const category = (score: number) => [{ categoryId: 'financial_reporting', title: 'Financial Reporting', score }];
const history: ProHistoryEntry[] = [
  { id: '11111111-1111-4111-8111-111111111111', totalScore: 72, readinessLevel: 'High', completedAt: '2025-06-02T04:00:00.000Z', categories: category(6.4) },
  { id: '22222222-2222-4222-8222-222222222222', totalScore: 48, readinessLevel: 'Low', completedAt: '2025-03-01T04:00:00.000Z', categories: category(3) },
];

describe('the score over time', () => {
  it('charts the overall score or one category, with the numbers as a table read oldest first', () => {
    render(<ScoreTrend history={history} />);
    const trend = screen.getByRole('region', { name: 'Your progress' });
    expect(within(trend).getByText('Up 24 points since your first assessment (48 → 72 out of 100), across 2 assessments.')).toBeTruthy();
    expect(within(trend).getAllByRole('row').map((row) => row.textContent)).toEqual(['CompletedScore out of 100', '1 Mar 202548', '2 Jun 202572']);

    fireEvent.change(within(trend).getByRole('combobox', { name: 'Show' }), { target: { value: 'financial_reporting' } });
    expect(within(trend).getByText('Up 3.4 since your first assessment (3.0 → 6.4 out of 10), across 2 assessments.')).toBeTruthy();
    expect(within(trend).getAllByRole('row').map((row) => row.textContent)).toEqual(['CompletedScore out of 10', '1 Mar 20253.0', '2 Jun 20256.4']);
  });

  it('draws nothing for a single assessment', () => {
    render(<ScoreTrend history={history.slice(0, 1)} />);
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
  });
});
