/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RoomAnalyticsVisitor } from '@bv/contracts';
import { VisitorsTable } from './room-visitors-table';

const DECK = '00000000-0000-4000-8000-00000000000d';
const MODEL = '00000000-0000-4000-8000-00000000000e';

const wei: RoomAnalyticsVisitor = {
  label: 'Visitor 1',
  name: 'Tan Wei',
  email: 'wei@tan.sg',
  verified: true,
  link: 'Tan Holdings',
  visits: 2,
  documents: 2,
  seconds: 51,
  downloads: 1,
  deviceClass: 'desktop',
  country: 'SG',
  lastViewedAt: '2026-11-20T01:00:00.000Z',
  questions: 0,
  level: 'hot',
  score: 65,
  reasons: ['Read Deck.pdf twice, 46 s in all', 'Downloaded Model.xlsx', 'Came back once', 'Read Deck.pdf to the end'],
  reads: [
    {
      documentId: DECK,
      name: 'Deck.pdf',
      pageCount: 4,
      furthestPage: 4,
      completion: 1,
      seconds: 46,
      downloads: 0,
      pages: [
        { page: 1, seconds: 10 },
        { page: 2, seconds: 36 },
        { page: 3, seconds: 0 },
        { page: 4, seconds: 0 },
      ],
    },
    { documentId: MODEL, name: 'Model.xlsx', pageCount: 2, furthestPage: 1, completion: 0.5, seconds: 5, downloads: 1, pages: [{ page: 1, seconds: 5 }, { page: 2, seconds: 0 }] },
  ],
};
const anonymous: RoomAnalyticsVisitor = {
  ...wei,
  label: 'Visitor 2',
  name: null,
  email: null,
  verified: false,
  level: 'cold',
  score: 1,
  reasons: ['Skimmed: 4 s on Deck.pdf only'],
  reads: [{ ...wei.reads[0], furthestPage: 2, completion: 0.5, seconds: 4, pages: [{ page: 1, seconds: 3 }, { page: 2, seconds: 1 }, { page: 3, seconds: 0 }, { page: 4, seconds: 0 }] }],
};

describe('the room visitors table', () => {
  it('shows each visitor’s level and reasons, and opens and closes what they read from the keyboard', () => {
    render(<VisitorsTable visitors={[wei, anonymous]} />);
    expect(screen.getByText('1 hot and 1 cold', { exact: false })).toBeTruthy();
    const [weiRow, anonymousRow] = screen.getAllByRole('row').slice(1);
    expect(within(weiRow).getByText('Hot')).toBeTruthy();
    expect(within(weiRow).getByText('Score 65 out of 100')).toBeTruthy();
    expect(within(weiRow).getAllByRole('listitem').map((li) => li.textContent)).toEqual(wei.reasons);
    expect(within(anonymousRow).getByText('Skimmed: 4 s on Deck.pdf only')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Tan Wei: what they read' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'What Tan Wei read' })).toBeNull();

    // A native button in the tab order (the e2e opens it with Enter in Chromium).
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(detail).getByRole('heading', { name: 'What Tan Wei read' })).toBeTruthy();
    const documents = within(detail).getAllByRole('listitem').filter((li) => li.classList.contains('visitor-read'));
    expect(documents.map((li) => li.querySelector('.visitor-read__name')?.textContent)).toEqual(['Deck.pdf', 'Model.xlsx']);
    expect(within(documents[0]).getByText('46 s · Reached page 4 of 4 (100%)')).toBeTruthy();
    expect(within(documents[1]).getByText('Downloaded')).toBeTruthy();
    // Every page read aloud: time where they spent it, "not reached" past the furthest page.
    const deckPages = within(documents[0]).getByRole('list', { name: 'Tan Wei: time per page of Deck.pdf' });
    expect(within(deckPages).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Page 1: 10 s', 'Page 2: 36 s', 'Page 3: 0 s', 'Page 4: 0 s']);
    expect(within(documents[0]).getByText('Longest on page 2: 36 s')).toBeTruthy();
    const modelPages = within(documents[1]).getByRole('list', { name: 'Tan Wei: time per page of Model.xlsx' });
    expect(within(modelPages).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Page 1: 5 s', 'Page 2: not reached']);

    // The other visitor stays closed until asked; closing Wei's hides what they read again.
    expect(screen.getByRole('button', { name: 'Visitor 2: what they read' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'What Tan Wei read' })).toBeNull();
  });
});
