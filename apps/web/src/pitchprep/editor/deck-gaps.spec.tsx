/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { DeckGaps } from './deck-gaps';

describe('DeckGaps', () => {
  it('lists each unanswered line with its slide, and says when nothing is missing', () => {
    const { rerender } = render(
      <DeckGaps
        deck={{
          slides: [
            { id: 's1', title: 'Traction', content: { Revenue: 'S$38,000 MRR', Growth: '[Add: your growth rate]' }, notes: '' },
            { id: 's2', title: 'The team', content: '[Add: each founder]', notes: '' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Still to add (2)' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Traction: your growth rate', 'The team: each founder']);
    rerender(<DeckGaps deck={{ slides: [{ id: 's1', title: 'Traction', content: 'S$38,000 MRR', notes: '' }] }} />);
    expect(screen.getByRole('heading', { name: 'Nothing missing' })).toBeTruthy();
  });
});
