/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DeckContent } from '@bv/domain';
import { useState } from 'react';
import { DeckEditor } from './deck-editor';

const initial: DeckContent = {
  slides: [
    { id: 's1', title: 'ShiftWise Pte Ltd', content: 'Rosters for F&B chains', notes: '' },
    { id: 's2', title: 'The problem', content: 'Rosters built in WhatsApp', notes: 'Say: tell a story' },
    { id: 's3', title: 'The ask', content: 'Raising S$1.5m', notes: '' },
  ],
};

function Harness({ onChange }: { onChange?: (deck: DeckContent) => void }) {
  const [deck, setDeck] = useState(initial);
  return (
    <DeckEditor
      deck={deck}
      companyName="ShiftWise Pte Ltd"
      onChange={(next) => {
        setDeck(next);
        onChange?.(next);
      }}
    />
  );
}

const preview = (id: string) => screen.getByTestId(`preview-${id}`);
const thumbnails = () => within(screen.getByRole('list', { name: /^Slides: select to edit/ })).getAllByRole('button');

describe('DeckEditor', () => {
  it('shows each slide as a live 16:9 preview that follows the fields as you type', () => {
    render(<Harness />);
    expect(preview('s2').textContent).toContain('The problem');
    const problem = screen.getAllByLabelText('Slide title')[1];
    fireEvent.change(problem, { target: { value: 'Rostering is broken' } });
    const contents = screen.getAllByLabelText('Content');
    fireEvent.change(contents[1], { target: { value: '- 6–8 hours a week on rosters\n- S$15,000 a month in no-shows' } });
    expect(preview('s2').textContent).toContain('Rostering is broken');
    expect(within(preview('s2')).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual(['6–8 hours a week on rosters', 'S$15,000 a month in no-shows']);
    // The private notes are the founder's: never on the slide.
    expect(preview('s2').textContent).not.toContain('tell a story');
    // The title slide named after the company is previewed as the cover.
    expect(preview('s1').querySelector('.slide--cover')).not.toBeNull();
  });

  it('the thumbnails name each slide and jump to its fields', () => {
    // jsdom does not lay out pages: record the scroll the browser would do.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Harness />);
    expect(thumbnails().map((b) => b.querySelector('.visually-hidden')?.textContent)).toEqual(['Edit slide 1: ShiftWise Pte Ltd', 'Edit slide 2: The problem', 'Edit slide 3: The ask']);
    expect(screen.getByRole('button', { name: 'Edit slide 2: The problem' })).toBe(thumbnails()[1]);
    fireEvent.click(thumbnails()[2]);
    expect(document.activeElement).toBe(screen.getAllByLabelText('Slide title')[2]);
    expect(scrolled.mock.contexts[0]).toBe(screen.getAllByLabelText('Slide title')[2].closest('.pp-item'));
  });

  it('drags a thumbnail onto another to reorder the slides', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const items = within(screen.getByRole('list', { name: /^Slides: select to edit/ })).getAllByRole('listitem');
    fireEvent.dragStart(items[2]);
    fireEvent.dragOver(items[0]);
    fireEvent.drop(items[0]);
    expect(onChange.mock.calls.at(-1)[0].slides.map((s: { id: string }) => s.id)).toEqual(['s3', 's1', 's2']);
    expect(thumbnails()[0].querySelector('.visually-hidden')?.textContent).toBe('Edit slide 1: The ask');
  });
});
