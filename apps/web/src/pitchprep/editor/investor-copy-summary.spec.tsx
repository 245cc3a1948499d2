/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import type { DeckContent } from '@bv/domain';
import { InvestorCopySummary } from './investor-copy-summary';

const slide = (id: string, title: string, content: string) => ({ id, title, content, notes: '' });

describe('InvestorCopySummary', () => {
  it('counts the slides the investor copy keeps, names the ones it leaves out, and warns when the copy is thin', () => {
    const deck: DeckContent = {
      slides: [
        slide('s1', 'Lion City Logistics', 'Same-day B2B delivery'),
        slide('s2', 'Traction', 'S$1.2M revenue in FY2024\n[Add: customer count]'),
        slide('s3', 'Team', '[Add: the management team]'),
        slide('s4', 'Market', '[Add: market size]'),
      ],
    };
    render(<InvestorCopySummary deck={deck} />);
    const summary = screen.getByTestId('investor-copy-summary');
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.textContent).toContain('Investors see 2 of 4 slides: fill in what is missing');
    expect(summary.textContent).toContain('Left out until they have an answer: Team, Market.');
    expect(summary.textContent).toContain('3 lines still to add');
  });

  it('says the whole deck goes out, without a warning, when every slide has its answers', () => {
    const deck: DeckContent = { slides: ['a', 'b', 'c', 'd', 'e'].map((id) => slide(id, `Slide ${id}`, 'An answer')) };
    render(<InvestorCopySummary deck={deck} />);
    const summary = screen.getByTestId('investor-copy-summary');
    expect(summary.getAttribute('role')).toBeNull();
    expect(summary.textContent).toBe('Investors see 5 of 5 slides');
  });
});
