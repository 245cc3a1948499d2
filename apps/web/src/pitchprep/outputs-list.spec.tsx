/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { filenameFromDisposition } from '../api/download';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { fakePitchPrepServer } from './fake-pitchprep-server';
import { PitchPrepOutputsList } from './outputs-list';
import { buildView, CHECKLIST_ID, DECK_ID, FAQ_ID } from './pitchprep.factory';

function captureDownloads(): HTMLAnchorElement[] {
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/export');
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

afterEach(() => jest.restoreAllMocks());

describe('PitchPrepOutputsList (dashboard)', () => {
  it('invites a founder with no outputs to start PitchPrep', async () => {
    fakePitchPrepServer();
    await renderWithProviders(<PitchPrepOutputsList />, { path: '/dashboard', loadSession: signedInAs() });

    expect(await screen.findByText(/No PitchPrep outputs yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start PitchPrep' }).getAttribute('href')).toBe('/pitchprep#builder');
  });

  it('does not push a member whose plan lacks PitchPrep to start it: it points to the plans that include it', async () => {
    fakePitchPrepServer();
    await renderWithProviders(<PitchPrepOutputsList owned={false} />, { path: '/dashboard', loadSession: signedInAs() });

    expect(await screen.findByText(/PitchPrep is not part of your plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans with PitchPrep' }).getAttribute('href')).toBe('/#pricing');
    expect(screen.queryByRole('link', { name: 'Start PitchPrep' })).toBeNull();
  });

  it('lists outputs most recently edited first with type, track and last edit, each with open and export actions', async () => {
    fakePitchPrepServer({
      outputs: {
        [DECK_ID]: buildView('exit_deck', { updatedAt: '2025-06-01T02:00:00.000Z', version: 3 }),
        [FAQ_ID]: buildView('exit_faq', { updatedAt: '2025-06-03T02:00:00.000Z' }),
        [CHECKLIST_ID]: buildView('data_room_checklist', { updatedAt: '2025-05-20T02:00:00.000Z' }),
      },
    });
    await renderWithProviders(<PitchPrepOutputsList />, { path: '/admin-preview/dashboard', loadSession: signedInAs() });

    const section = await screen.findByRole('region', { name: 'Your PitchPrep outputs' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Lion City Logistics exit FAQ',
      'Lion City Logistics exit deck',
      'Lion City Logistics data-room checklist',
    ]);
    expect(rows.map((row) => [...row.querySelectorAll('.pp-outputs__meta span')].slice(0, 2).map((s) => s.textContent))).toEqual([
      ['Exit FAQ', 'Exit track'],
      ['Exit deck', 'Exit track'],
      ['Data-room checklist', 'Exit track'],
    ]);
    expect(within(rows[1]).getByText(/^Last edit/).textContent).toBe('Last edit 1 Jun 2025, 10:00 am (version 3)');
    expect(within(rows[1]).getByRole('link', { name: 'Open Lion City Logistics exit deck' }).getAttribute('href')).toBe(`/admin-preview/pitchprep/outputs/${DECK_ID}`);
    // One Download menu per output, closed: the files are behind it.
    const deckMenu = within(rows[1]).getByRole('button', { name: 'Download Lion City Logistics exit deck' });
    expect(within(rows[1]).getAllByRole('button')).toEqual([deckMenu]);
    expect(deckMenu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(deckMenu);
    expect(within(rows[1]).getAllByRole('button').slice(1).map((b) => b.textContent)).toEqual([
      'Download investor PPTX of Lion City Logistics exit deck',
      'Download presenter PPTX (with notes) of Lion City Logistics exit deck',
      'Download investor PDF of Lion City Logistics exit deck',
      'Download presenter PDF (with notes) of Lion City Logistics exit deck',
    ]);
    fireEvent.click(within(rows[0]).getByRole('button', { name: /^Download Lion City Logistics/ }));
    expect(within(rows[0]).getAllByRole('button').slice(1).map((b) => b.textContent?.split(' of ')[0])).toEqual(['Download DOCX', 'Download investor PDF', 'Download founder PDF (with prompts)']);
    // Thumbnails: the deck's first slide drawn as a slide, the FAQ's first page.
    expect(rows[1].querySelector('.pp-thumb--slide .slide')?.textContent).toContain('Point about lion city logistics');
    expect(rows[0].querySelector('.pp-thumb--page')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('downloads an export with the bearer token under the server’s file name', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    const clicked = captureDownloads();
    await renderWithProviders(<PitchPrepOutputsList />, { path: '/dashboard', loadSession: signedInAs() });

    fireEvent.click(await screen.findByRole('button', { name: 'Download Lion City Logistics exit deck' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download investor PPTX of Lion City Logistics exit deck' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('lion-city-logistics-exit-deck.pptx');
    expect(clicked[0].href).toBe('blob:http://localhost/export');
    const call = server.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/export.pptx'))!;
    expect(call[0]).toBe(`/api/v1/pitchprep/outputs/${DECK_ID}/export.pptx`);
    expect((call[1] as RequestInit & { headers: Record<string, string> }).headers.Authorization).toBe('Bearer test-access-token');

    fireEvent.click(screen.getByRole('button', { name: 'Download presenter PDF (with notes) of Lion City Logistics exit deck' }));
    await waitFor(() => expect(server.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/export.pdf?copy=presenter'))).toBe(true));
  });

  it('says why an export failed and offers Retry', async () => {
    fakePitchPrepServer({
      outputs: { [FAQ_ID]: buildView('investor_faq') },
      failures: { [`GET /pitchprep/outputs/${FAQ_ID}/export.docx`]: { status: 503, code: 'EXPORT.UNAVAILABLE', message: 'The document service is busy.' } },
    });
    const clicked = captureDownloads();
    await renderWithProviders(<PitchPrepOutputsList />, { path: '/dashboard', loadSession: signedInAs() });

    fireEvent.click(await screen.findByRole('button', { name: /^Download Lion City Logistics/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Download DOCX/ }));
    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByText('The document service is busy.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('lion-city-logistics-investor-faq.docx');
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="lion-city-exit-deck.pptx"', 'lion-city-exit-deck.pptx'],
    ["attachment; filename=\"a.docx\"; filename*=UTF-8''Lion%20City%20FAQ.docx", 'Lion City FAQ.docx'],
    ['attachment; filename="../deck.pptx"', '.._deck.pptx'],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});
