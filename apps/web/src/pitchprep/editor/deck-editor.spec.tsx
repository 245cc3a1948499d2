/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeckContent } from '@bv/domain';
import { useState } from 'react';
import { DeckEditor } from './deck-editor';

const initial: DeckContent = {
  slides: [
    { id: 's1', title: 'ShiftWise Pte Ltd', content: 'Rosters for F&B chains', notes: '' },
    { id: 's2', title: 'The problem', content: 'Rosters built in WhatsApp', notes: 'Say: tell a story' },
    { id: 's3', title: 'The ask', content: 'Raising S$1.5m\n[Add: what the money buys]', notes: '' },
  ],
};

function Harness({ onChange, deck = initial }: { onChange?: (deck: DeckContent) => void; deck?: DeckContent }) {
  const [current, setDeck] = useState(deck);
  return (
    <DeckEditor
      deck={current}
      companyName="ShiftWise Pte Ltd"
      onChange={(next) => {
        setDeck(next);
        onChange?.(next);
      }}
    />
  );
}

const preview = (id: string) => screen.getByTestId(`preview-${id}`);
const rail = () => screen.getByRole('list', { name: /^Slides: select to edit/ });
const thumbnails = () => within(rail()).getAllByRole('button');
const selectedThumbnail = () => thumbnails().filter((b) => b.getAttribute('aria-current') === 'true');
const canvas = () => screen.getByRole('group', { name: /^Slide \d+ of \d+:/ });

describe('DeckEditor', () => {
  it('counts every slide on the rail and marks the ones the investor copy leaves out, as the legend counts them', () => {
    const deck: DeckContent = { slides: [...initial.slides, { id: 's4', title: 'The team', content: '[Add: who runs the company]', notes: '' }] };
    render(<Harness deck={deck} />);
    expect(thumbnails()).toHaveLength(4);
    expect(screen.getByTestId('deck-slide-count').textContent).toBe('4 slides · investors see 3');
    expect(thumbnails()[3].textContent).toContain('Edit slide 4: The team (not in the investor copy)');
    expect(thumbnails()[2].textContent).not.toContain('not in the investor copy');
    fireEvent.click(thumbnails()[3]);
    expect(canvas().querySelector('legend')?.textContent).toBe('Slide 4 of 4: The team');
    expect(screen.getByRole('note').textContent).toContain('Not in the investor copy yet');
  });

  it('shows only the selected slide: its live 16:9 preview follows the fields as you type', () => {
    render(<Harness />);
    // One slide on the canvas, never a form per slide.
    expect(screen.getAllByLabelText('Slide title')).toHaveLength(1);
    expect(canvas().querySelector('legend')?.textContent).toBe('Slide 1 of 3: ShiftWise Pte Ltd');
    // The title slide named after the company is previewed as the cover.
    expect(preview('s1').querySelector('.slide--cover')).not.toBeNull();

    fireEvent.click(thumbnails()[1]);
    expect(screen.queryByTestId('preview-s1')).toBeNull();
    expect(preview('s2').textContent).toContain('The problem');
    fireEvent.change(screen.getByLabelText('Slide title'), { target: { value: 'Rostering is broken' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: '- 6–8 hours a week on rosters\n- S$15,000 a month in no-shows' } });
    expect(preview('s2').textContent).toContain('Rostering is broken');
    expect(within(preview('s2')).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual(['6–8 hours a week on rosters', 'S$15,000 a month in no-shows']);
    // The private notes are the founder's: never on the slide.
    expect(screen.getByLabelText('Speaker notes')).toHaveProperty('value', 'Say: tell a story');
    expect(preview('s2').textContent).not.toContain('tell a story');
    // The rail's picture of the slide follows too.
    expect(thumbnails()[1].textContent).toContain('Rostering is broken');
  });

  it('the rail names each slide and marks the selected one; clicks and arrow keys select', () => {
    render(<Harness />);
    expect(thumbnails().map((b) => b.querySelector('.visually-hidden')?.textContent)).toEqual(['Edit slide 1: ShiftWise Pte Ltd', 'Edit slide 2: The problem', 'Edit slide 3: The ask']);
    expect(selectedThumbnail()).toEqual([thumbnails()[0]]);
    // The rail is one tab stop: the selected slide.
    expect(thumbnails().map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit slide 3: The ask' }));
    expect(thumbnails().map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
    expect(selectedThumbnail()).toEqual([thumbnails()[2]]);
    expect(screen.getByLabelText('Slide title')).toHaveProperty('value', 'The ask');

    thumbnails()[2].focus();
    fireEvent.keyDown(thumbnails()[2], { key: 'ArrowUp' });
    expect(selectedThumbnail()).toEqual([thumbnails()[1]]);
    expect(document.activeElement).toBe(thumbnails()[1]);
    fireEvent.keyDown(thumbnails()[1], { key: 'Home' });
    expect(screen.getByLabelText('Slide title')).toHaveProperty('value', 'ShiftWise Pte Ltd');
    fireEvent.keyDown(thumbnails()[0], { key: 'ArrowRight' });
    expect(screen.getByLabelText('Slide title')).toHaveProperty('value', 'The problem');
  });

  it('add selects the new slide, delete selects the neighbour, move keeps the slide selected with focus on its move button', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    expect(selectedThumbnail()[0].textContent).toContain('Edit slide 4: New slide');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Slide title')));

    fireEvent.click(screen.getByRole('button', { name: 'Move up slide 4' }));
    expect(canvas().querySelector('legend')?.textContent).toBe('Slide 3 of 4: New slide');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move up slide 3'));

    fireEvent.click(thumbnails()[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 2' }));
    // The slide after the deleted one takes its place on the canvas.
    expect(canvas().querySelector('legend')?.textContent).toBe('Slide 2 of 3: New slide');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Slide title')));
    fireEvent.click(thumbnails()[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 3' }));
    // The last slide has no next one: the one before it is selected.
    expect(canvas().querySelector('legend')?.textContent).toBe('Slide 2 of 2: New slide');
  });

  it('a missing answer in the gaps list opens its slide at its content, and the rail scrolls to it', async () => {
    render(<Harness />);
    // jsdom lays nothing out: place the third slide past the strip's right edge.
    rail().getBoundingClientRect = () => ({ left: 0, right: 300, top: 0, bottom: 80 }) as DOMRect;
    thumbnails()[2].getBoundingClientRect = () => ({ left: 320, right: 420, top: 4, bottom: 60 }) as DOMRect;
    fireEvent.click(screen.getByRole('button', { name: 'The ask: what the money buys' }));
    expect(selectedThumbnail()).toEqual([thumbnails()[2]]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Content')));
    expect(rail().scrollLeft).toBe(120);
  });

  it('drags a thumbnail onto another to reorder the slides, keeping the selection', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(thumbnails()[1]);
    const items = within(rail()).getAllByRole('listitem');
    fireEvent.dragStart(items[2]);
    fireEvent.dragOver(items[0]);
    fireEvent.drop(items[0]);
    expect(onChange.mock.calls.at(-1)[0].slides.map((s: { id: string }) => s.id)).toEqual(['s3', 's1', 's2']);
    expect(thumbnails()[0].querySelector('.visually-hidden')?.textContent).toBe('Edit slide 1: The ask');
    expect(selectedThumbnail()).toEqual([thumbnails()[2]]);
    expect(screen.getByLabelText('Slide title')).toHaveProperty('value', 'The problem');
  });
});
