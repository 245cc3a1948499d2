/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { DeckGaps } from './deck-gaps';

describe('DeckGaps', () => {
  it('lists each unanswered line with its slide, opens that slide, and says when nothing is missing', () => {
    const onSelect = jest.fn();
    const { rerender } = render(
      <DeckGaps
        onSelect={onSelect}
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
    fireEvent.click(screen.getByRole('button', { name: 'The team: each founder' }));
    expect(onSelect).toHaveBeenCalledWith('s2');
    rerender(<DeckGaps onSelect={onSelect} deck={{ slides: [{ id: 's1', title: 'Traction', content: 'S$38,000 MRR', notes: '' }] }} />);
    expect(screen.getByRole('heading', { name: 'Nothing missing' })).toBeTruthy();
  });
});
