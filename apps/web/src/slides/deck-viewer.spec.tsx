/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ViewerSlide } from '@bv/domain';
import { DeckViewer } from './deck-viewer';

const slides: ViewerSlide[] = [
  { id: 's1', title: 'ShiftWise Pte Ltd', content: 'Rosters for F&B chains\nSeed · Singapore' },
  { id: 's2', title: 'The problem', content: '- Rosters built in WhatsApp\n- No-shows cost S$15,000 a month' },
  { id: 's3', title: 'Traction', content: { ARR: 'S$456,000', growth: '11% a month' } },
  { id: 's4', title: 'The ask', content: 'Raising S$1.5m' },
];

const viewer = () => screen.getByRole('region', { name: 'Slides' });
const title = () => within(viewer()).getByRole('heading', { level: 2 }).textContent;
const counter = () => screen.getByLabelText(/^Slide \d+ of 4$/).textContent;
const key = (name: string) => fireEvent.keyDown(window, { key: name });

describe('DeckViewer', () => {
  it('shows one slide at a time; arrows, Page Up/Down, Home and End move it; the counter and the announcement follow', () => {
    render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />);
    expect(title()).toBe('ShiftWise Pte Ltd');
    expect(counter()).toBe('1 / 4');
    key('ArrowRight');
    key('ArrowRight');
    expect(title()).toBe('Traction');
    expect(within(viewer()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ARR: S$456,000', 'Growth: 11% a month']);
    key('ArrowLeft');
    expect(title()).toBe('The problem');
    key('End');
    expect(counter()).toBe('4 / 4');
    key('ArrowRight');
    expect(counter()).toBe('4 / 4');
    key('Home');
    expect(title()).toBe('ShiftWise Pte Ltd');
    key('PageDown');
    expect(screen.getByText('Slide 2 of 4: The problem')).toBeTruthy();
  });

  it('draws the title slide named after the company as the cover, and numbers the others in their footer', () => {
    const { container } = render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />);
    expect(container.querySelector('.slide--cover')).not.toBeNull();
    key('ArrowRight');
    expect(container.querySelector('.slide--cover')).toBeNull();
    expect(container.querySelector('.slide__footer')?.textContent).toBe('ShiftWise Pte Ltd · Confidential2');
  });

  it('Previous is disabled on the first slide and Next on the last; the buttons move too', () => {
    render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(previous).toHaveProperty('disabled', false);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(next).toHaveProperty('disabled', true);
  });

  it('swipes: left for the next slide, right for the previous; a short drag does nothing', () => {
    render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />);
    const stage = viewer().querySelector('.deck-viewer__stage')!;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(counter()).toBe('2 / 4');
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 230 });
    expect(counter()).toBe('2 / 4');
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 220 });
    expect(counter()).toBe('1 / 4');
  });

  it('the thumbnails jump to a slide and close; Escape closes them too', () => {
    render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />);
    fireEvent.click(screen.getByRole('button', { name: 'All slides' }));
    const thumbnails = screen.getByRole('list', { name: 'All slides' });
    expect(within(thumbnails).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Slide 1: ShiftWise Pte Ltd',
      'Slide 2: The problem',
      'Slide 3: Traction',
      'Slide 4: The ask',
    ]);
    fireEvent.click(within(thumbnails).getByRole('button', { name: 'Slide 4: The ask' }));
    expect(title()).toBe('The ask');
    expect(screen.queryByRole('list', { name: 'All slides' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All slides' }));
    key('Escape');
    expect(screen.queryByRole('list', { name: 'All slides' })).toBeNull();
  });

  it('F toggles full screen (an overlay where the browser has no Fullscreen API)', () => {
    render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />);
    key('f');
    expect(viewer().classList.contains('deck-viewer--full')).toBe(true);
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
    key('Escape');
    expect(viewer().classList.contains('deck-viewer--full')).toBe(false);
  });

  it('leaves keys typed in a field alone', () => {
    render(
      <>
        <input aria-label="Note" />
        <DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 4');
  });

  it('reports the slide in view: the first at once, then every change', () => {
    const onSectionChange = jest.fn();
    render(<DeckViewer slides={slides} companyName="ShiftWise Pte Ltd" onSectionChange={onSectionChange} />);
    key('ArrowRight');
    key('End');
    expect(onSectionChange.mock.calls).toEqual([
      [0, 4],
      [1, 4],
      [3, 4],
    ]);
  });
});
