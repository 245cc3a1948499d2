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
/** What the stage is named: "Slide 2 of 3: The problem". */
const stageName = () => canvas().querySelector('h2')?.textContent;
const point = (n: number) => screen.getByLabelText(`Point ${n}`) as HTMLTextAreaElement;
const points = () => screen.queryAllByRole('textbox', { name: /^Point \d+$/ }).map((field) => (field as HTMLTextAreaElement).value);

describe('DeckEditor', () => {
  it('draws a slide of a kind as the files do and edits each point or value where it is drawn', () => {
    const onChange = jest.fn();
    const deck: DeckContent = {
      slides: [
        initial.slides[0],
        { id: 'p', kind: 'product', title: 'What we offer', content: 'Auto-rostering\nShift marketplace', notes: '' },
        { id: 't', kind: 'traction', title: 'Traction', content: { Growth: '11% a month', Revenue: 'S$38,000 MRR' }, notes: '' },
      ],
    };
    render(<Harness deck={deck} onChange={onChange} />);
    fireEvent.click(thumbnails()[1]);
    // A card per point, each point typed in its card (Enter still opens the next one).
    expect([...preview('p').querySelectorAll('.kind__card textarea')].map((field) => field.getAttribute('aria-label'))).toEqual(['Point 1', 'Point 2']);
    fireEvent.click(thumbnails()[2]);
    // The figure is drawn large in its tile; its words are the tile's field, in the writers' order.
    expect([...preview('t').querySelectorAll('.kind__tile .kind__label')].map((label) => label.textContent)).toEqual(['Revenue', 'Growth']);
    expect(preview('t').querySelector('.kind__figure')?.textContent).toBe('S$38,000');
    const revenue = screen.getByLabelText('Revenue');
    expect(revenue.closest('.kind__tile')).not.toBeNull();
    fireEvent.change(revenue, { target: { value: 'S$41,000 MRR' } });
    expect(onChange.mock.lastCall[0].slides[2].content).toEqual({ Growth: '11% a month', Revenue: 'S$41,000 MRR' });
  });

  it('counts every slide on the rail and marks the ones the investor copy leaves out, as the legend counts them', () => {
    const deck: DeckContent = { slides: [...initial.slides, { id: 's4', title: 'The team', content: '[Add: who runs the company]', notes: '' }] };
    render(<Harness deck={deck} />);
    expect(thumbnails()).toHaveLength(4);
    expect(screen.getByTestId('deck-slide-count').textContent).toBe('4 slides · investors see 3');
    expect(thumbnails()[3].textContent).toContain('Edit slide 4: The team (not in the investor copy)');
    expect(thumbnails()[2].textContent).not.toContain('not in the investor copy');
    fireEvent.click(thumbnails()[3]);
    expect(stageName()).toBe('Slide 4 of 4: The team');
    expect(screen.getByRole('note').textContent).toContain('Left out of investor copy');
  });

  it('edits only the selected slide, on the slide itself: its title and points are fields set in the slide', () => {
    render(<Harness />);
    // One slide on the canvas, never a form per slide.
    expect(screen.getAllByLabelText('Slide title')).toHaveLength(1);
    expect(stageName()).toBe('Slide 1 of 3: ShiftWise Pte Ltd');
    // The title slide named after the company is drawn as the cover, its fields in the cover's places.
    expect(preview('s1').querySelector('.slide--cover .slide__cover-name textarea')).toBe(screen.getByLabelText('Slide title'));
    expect(screen.getByLabelText('Cover line 1')).toHaveProperty('value', 'Rosters for F&B chains');

    fireEvent.click(thumbnails()[1]);
    expect(screen.queryByTestId('preview-s1')).toBeNull();
    expect(preview('s2').querySelector('.slide__title textarea')).toBe(screen.getByLabelText('Slide title'));
    fireEvent.change(screen.getByLabelText('Slide title'), { target: { value: 'Rostering is broken' } });
    fireEvent.change(point(1), { target: { value: '6–8 hours a week on rosters' } });
    expect(within(preview('s2')).getAllByRole('listitem').map((li) => li.querySelector('textarea')?.value)).toEqual(['6–8 hours a week on rosters']);
    // The private notes are the founder's: beside the slide, never on it.
    expect(screen.getByLabelText('Speaker notes', { exact: false })).toHaveProperty('value', 'Say: tell a story');
    expect(preview('s2').contains(screen.getByLabelText('Speaker notes', { exact: false }))).toBe(false);
    // The rail's picture of the slide follows.
    expect(thumbnails()[1].textContent).toContain('Rostering is broken');
  });

  it('Enter splits a point at the caret, Backspace at a point\'s start joins it to the one before (an empty one goes), a paste of lines makes points, Escape goes back to the rail', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} deck={{ slides: [initial.slides[0], { id: 's2', title: 'The problem', content: '- Rosters in WhatsApp\n  - Managers lose 6 hours', notes: '' }] }} />);
    fireEvent.click(thumbnails()[1]);
    expect(points()).toEqual(['Rosters in WhatsApp', 'Managers lose 6 hours']);
    // The sub-point stays a sub-point on the slide.
    expect(point(2).closest('li')?.className).toBe('slide__sub');

    point(1).setSelectionRange(8, 8);
    fireEvent.keyDown(point(1), { key: 'Enter' });
    expect(points()).toEqual(['Rosters ', 'in WhatsApp', 'Managers lose 6 hours']);
    await waitFor(() => expect(document.activeElement).toBe(point(2)));
    expect(onChange.mock.calls.at(-1)[0].slides[1].content).toBe('- Rosters \n- in WhatsApp\n  - Managers lose 6 hours');

    point(2).setSelectionRange(0, 0);
    fireEvent.keyDown(point(2), { key: 'Backspace' });
    expect(points()).toEqual(['Rosters in WhatsApp', 'Managers lose 6 hours']);
    await waitFor(() => expect(document.activeElement).toBe(point(1)));
    expect(point(1).selectionStart).toBe(8);

    fireEvent.change(point(2), { target: { value: 'Managers lose 6 hours\nShifts go unfilled' } });
    expect(points()).toEqual(['Rosters in WhatsApp', 'Managers lose 6 hours', 'Shifts go unfilled']);
    fireEvent.keyDown(point(3), { key: 'Enter' });
    expect(points()).toEqual(['Rosters in WhatsApp', 'Managers lose 6 hours', 'Shifts go unfilled', '']);
    await waitFor(() => expect(document.activeElement).toBe(point(4)));
    fireEvent.keyDown(point(4), { key: 'Backspace' });
    expect(points()).toEqual(['Rosters in WhatsApp', 'Managers lose 6 hours', 'Shifts go unfilled']);
    expect(onChange.mock.calls.at(-1)[0].slides[1].content).toBe('- Rosters in WhatsApp\n  - Managers lose 6 hours\n  - Shifts go unfilled');

    // A title is one line: Enter goes on to the first point.
    fireEvent.keyDown(screen.getByLabelText('Slide title'), { key: 'Enter' });
    expect(document.activeElement).toBe(point(1));
    fireEvent.keyDown(point(1), { key: 'Escape' });
    expect(document.activeElement).toBe(thumbnails()[1]);
  });

  it('marks "[Add: …]" lines on the slide and edits labelled values after their labels', () => {
    const deck: DeckContent = { slides: [initial.slides[0], initial.slides[2], { id: 's4', title: 'The round', content: { amount: 'S$1.5m', useOfFunds: '[Add: what it buys]' }, notes: '' }] };
    const onChange = jest.fn();
    render(<Harness deck={deck} onChange={onChange} />);
    fireEvent.click(thumbnails()[1]);
    expect(point(2).closest('li')?.className).toBe('is-prompt');
    expect(point(1).closest('li')?.className).toBe('');
    fireEvent.click(thumbnails()[2]);
    expect(within(preview('s4')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Amount:S$1.5m', 'Use of funds:[Add: what it buys]']);
    expect(screen.getByLabelText('Use of funds').closest('li')?.className).toBe('slide-field__pair is-prompt');
    fireEvent.change(screen.getByLabelText('Use of funds'), { target: { value: 'Two hires in Johor' } });
    expect(onChange.mock.calls.at(-1)[0].slides[2].content).toEqual({ amount: 'S$1.5m', useOfFunds: 'Two hires in Johor' });
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
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    expect(selectedThumbnail()[0].textContent).toContain('Edit slide 4: New slide');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Slide title')));

    fireEvent.click(screen.getByRole('button', { name: 'Move up slide 4' }));
    expect(stageName()).toBe('Slide 3 of 4: New slide');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move up slide 3'));

    fireEvent.click(thumbnails()[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete slide 2, “The problem”?' })).getByRole('button', { name: 'Delete slide' }));
    // The slide after the deleted one takes its place on the canvas.
    expect(stageName()).toBe('Slide 2 of 3: New slide');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Slide title')));
    fireEvent.click(thumbnails()[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 3' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete slide' }));
    // The last slide has no next one: the one before it is selected.
    expect(stageName()).toBe('Slide 2 of 2: New slide');
  });

  it('a missing answer in the gaps list opens its slide at its content, and the rail scrolls to it', async () => {
    render(<Harness />);
    // jsdom lays nothing out: place the third slide past the strip's right edge.
    rail().getBoundingClientRect = () => ({ left: 0, right: 300, top: 0, bottom: 80 }) as DOMRect;
    thumbnails()[2].getBoundingClientRect = () => ({ left: 320, right: 420, top: 4, bottom: 60 }) as DOMRect;
    fireEvent.click(screen.getByRole('button', { name: 'The ask: what the money buys' }));
    expect(selectedThumbnail()).toEqual([thumbnails()[2]]);
    await waitFor(() => expect(document.activeElement).toBe(point(1)));
    // Brought to the strip's middle: its centre (370) to the strip's (150).
    expect(rail().scrollLeft).toBe(220);
  });

  it('Alt with an arrow on the rail moves the selected slide, keeping it selected and focused', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(thumbnails()[1]);
    fireEvent.keyDown(thumbnails()[1], { key: 'ArrowDown', altKey: true });
    expect(onChange.mock.calls.at(-1)[0].slides.map((s: { id: string }) => s.id)).toEqual(['s1', 's3', 's2']);
    expect(stageName()).toBe('Slide 3 of 3: The problem');
    await waitFor(() => expect(document.activeElement).toBe(thumbnails()[2]));
    expect(screen.getByText('Slide moved to position 3 of 3.')).toBeTruthy();
    // At the end it stays put.
    fireEvent.keyDown(thumbnails()[2], { key: 'ArrowDown', altKey: true });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('an empty deck offers its first slide, which opens the editor', () => {
    render(<Harness deck={{ slides: [] }} />);
    expect(screen.getByRole('heading', { name: 'This deck has no slides yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the first slide' }));
    expect(stageName()).toBe('Slide 1 of 1: ShiftWise Pte Ltd');
    expect(screen.getByLabelText('Cover line 1')).toHaveProperty('value', '');
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
