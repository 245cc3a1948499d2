/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { fakePitchPrepServer } from '../pitchprep/fake-pitchprep-server';
import { buildDeck, buildView, DECK_ID } from '../pitchprep/pitchprep.factory';
import { fakeSharingServer } from '../sharing/fake-sharing-server';
import { buildOwnerShare, buildViewStats, OTHER_SHARE_ID } from '../sharing/sharing.factory';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { ShareAnalyticsPage } from './share-analytics-page';
import { SharesPage } from './shares-page';

const routes = [
  { path: '/shares', element: <SharesPage /> },
  { path: '/shares/:shareId', element: <ShareAnalyticsPage /> },
];

// The first render loads the page's modules: slower than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  jest.restoreAllMocks();
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as unknown as Record<string, unknown>).clipboard;
});

const section = (index: number, title: string, averageSeconds: number, reached: number) => ({ index, title, averageSeconds, reached });

describe('a link\'s analytics page', () => {
  it('is reached from the Shares table and shows the figures by people, naming the bot visits left out', async () => {
    const share = buildOwnerShare({ title: 'Seed round deck', outputType: 'pitch_deck', viewCount: 5 });
    const views = buildViewStats({ '2025-05-20': 4 }, { shareId: share.id, botViews: 2, uniqueVisitors: 3, downloadCount: 1 });
    fakeSharingServer({ shares: [share], views: { [share.id]: views } });
    const { router } = await renderRoutes(routes, { path: '/shares', loadSession: signedInAs() });

    const analytics = await screen.findByRole('link', { name: 'Analytics of Seed round deck' });
    expect(analytics.getAttribute('href')).toBe(`/shares/${share.id}`);
    await act(() => router.navigate(`/shares/${share.id}`));

    expect(await screen.findByRole('heading', { level: 1, name: 'Seed round deck' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Shares' })).toBeTruthy();
    expect(await screen.findByText('Not counted here: 2 visits by bots or link previews.')).toBeTruthy();
    expect(screen.getByText('Views', { selector: 'dt' }).nextElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Unique visitors', { selector: 'dt' }).nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Downloads', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Manage link' }).getAttribute('href')).toBe(`/pitchprep/outputs/${share.outputId}`);
  });

  it('says so when the link is not one of the person\'s', async () => {
    fakeSharingServer({ shares: [] });
    await renderRoutes(routes, { path: '/shares/00000000-0000-4000-8000-000000000099', loadSession: signedInAs() });
    expect(await screen.findByText('This link is not one of yours, or it no longer exists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All your links' }).getAttribute('href')).toBe('/shares');
  });

  it('draws each slide beside its time, and the number alone for a slide edited since it was read', async () => {
    const deck = buildView('exit_deck', { content: buildDeck(['Lion City Logistics', 'The problem', 'Traction']) });
    const pitchprep = fakePitchPrepServer({ outputs: { [DECK_ID]: deck } });
    const share = buildOwnerShare({ outputId: DECK_ID, outputType: 'exit_deck', viewCount: 2 });
    const sections = [section(0, 'Lion City Logistics', 12, 1), section(1, 'The problem', 40, 1), section(2, 'Traction (old title)', 5, 0.5)];
    const views = buildViewStats({ '2025-05-20': 2 }, { shareId: share.id, sections, averageSeconds: 57, completionRate: 0.5 });
    fakeSharingServer({ shares: [share], views: { [share.id]: views } }, pitchprep.fetchMock as unknown as typeof fetch);
    await renderRoutes(routes, { path: `/shares/${share.id}`, loadSession: signedInAs() });

    const list = (await screen.findByRole('heading', { name: 'Time per slide' })).parentElement!;
    await within(list).findByText('The problem', { selector: '.slide__title' });
    const rows = list.querySelectorAll('.slide-times__row');
    expect(rows).toHaveLength(3);
    expect(rows[0].querySelector('.slide')).not.toBeNull();
    expect(rows[2].querySelector('.slide')).toBeNull();
    expect(rows[2].querySelector('.slide-times__thumb--number')?.textContent).toBe('3');
    expect(within(rows[1] as HTMLElement).getByText('40 s average')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('50% reached')).toBeTruthy();
    expect(screen.getByText('Read to the end', { selector: 'dt' }).nextElementSibling?.textContent).toBe('50%');
  });

  it('names who to follow up with, hottest first, with the level, the score and the reasons', async () => {
    const share = buildOwnerShare({ outputType: 'pitch_deck', viewCount: 3 });
    const visitor = { visits: 1, seconds: 20, lastViewedAt: '2025-05-20T02:00:00.000Z' };
    const visitors = [
      { ...visitor, name: 'mei@fund.sg', email: 'mei@fund.sg', visits: 2, seconds: 180, level: 'hot' as const, score: 60, reasons: ['Read Financials twice, 3 min in all', 'Downloaded the PDF'] },
      { ...visitor, name: 'Visitor 1', email: null, level: 'cold' as const, score: 0, reasons: ['Skimmed: 20 s on the cover only'] },
    ];
    fakeSharingServer({ shares: [share], views: { [share.id]: buildViewStats({ '2025-05-20': 3 }, { shareId: share.id, visitors }) } });
    await renderRoutes(routes, { path: `/shares/${share.id}`, loadSession: signedInAs() });

    const panel = (await screen.findByRole('heading', { name: 'Who to follow up with' })).parentElement!;
    expect(within(panel).getByText(/^1 hot and 1 cold\./)).toBeTruthy();
    const cards = within(panel).getAllByRole('listitem').filter((li) => li.classList.contains('visitor-intent'));
    expect(cards.map((c) => c.querySelector('.visitor-intent__name')?.textContent)).toEqual(['mei@fund.sg', 'Visitor 1']);
    expect(within(cards[0]).getByText('Hot')).toBeTruthy();
    expect(within(cards[0]).getByLabelText('Score 60 out of 100')).toBeTruthy();
    expect(within(cards[0]).getByText('Read Financials twice, 3 min in all')).toBeTruthy();
    expect(within(cards[0]).getByText('Verified e-mail')).toBeTruthy();
    expect(within(cards[1]).getByText('Skimmed: 20 s on the cover only')).toBeTruthy();
    expect(within(cards[1]).getByText(/^1 visit · 20 s reading/)).toBeTruthy();
  });

  it('lists each view as a row with the visitor verified or anonymous, and the downloads', async () => {
    const share = buildOwnerShare({ outputType: 'checklist', viewCount: 2, requireEmail: true, allowDownload: true });
    const recent = [
      { viewedAt: '2025-05-20T03:00:00.000Z', deviceClass: 'mobile' as const, country: 'SG', viewerEmail: 'mei@harbourcap.sg', seconds: 95, completed: true, downloads: 1 },
      { viewedAt: '2025-05-19T03:00:00.000Z', deviceClass: 'desktop' as const, country: null, viewerEmail: null, seconds: 0, completed: false, downloads: 0 },
    ];
    const recentDownloads = [{ downloadedAt: '2025-05-20T03:01:00.000Z', file: 'Checklist.pdf', version: 2, viewerEmail: 'mei@harbourcap.sg', deviceClass: 'mobile' as const }];
    const views = buildViewStats({ '2025-05-20': 1, '2025-05-19': 1 }, { shareId: share.id, recent, recentDownloads, downloadCount: 1 });
    fakeSharingServer({ shares: [share], views: { [share.id]: views } });
    await renderRoutes(routes, { path: `/shares/${share.id}`, loadSession: signedInAs() });

    const visits = await screen.findByRole('table', { name: 'Latest views' });
    const [first, second] = within(visits).getAllByRole('row').slice(1);
    expect(within(first).getByRole('rowheader').textContent).toBe('mei@harbourcap.sg' + 'Verified e-mail');
    expect(within(first).getByText('Phone')).toBeTruthy();
    expect(within(first).getByText('1 min 35 s')).toBeTruthy();
    expect(within(second).getByRole('rowheader').textContent).toBe('Anonymous');
    const downloads = screen.getByRole('table', { name: 'Latest downloads' });
    expect(within(downloads).getByRole('rowheader').textContent).toBe('Checklist.pdf' + 'Version 2');
    // A checklist's parts are sections, and have no slide pictures.
    expect(screen.getByText('Time per section shows once a visitor has read for a few seconds.')).toBeTruthy();
  });

  it('shows the link to copy instead of an empty chart before anyone has viewed it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = buildOwnerShare({ outputType: 'checklist' });
    fakeSharingServer({ shares: [share], views: { [share.id]: buildViewStats({}, { shareId: share.id, botViews: 1 }) } });
    await renderRoutes(routes, { path: `/shares/${share.id}`, loadSession: signedInAs() });

    expect(await screen.findByRole('heading', { level: 2, name: 'No views yet — copy the link' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByText('Not counted here: one visit by bots or link previews.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(share.url);
  });

  it('says a link nobody can open has no views, without offering to copy it', async () => {
    const share = buildOwnerShare({ outputType: 'checklist', revokedAt: '2025-05-01T00:00:00.000Z', state: 'revoked' });
    fakeSharingServer({ shares: [share], views: { [share.id]: buildViewStats({}, { shareId: share.id }) } });
    await renderRoutes(routes, { path: `/shares/${share.id}`, loadSession: signedInAs() });
    expect(await screen.findByText('Nobody can open this link now: it is revoked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});

describe('the Shares page', () => {
  it('sums the views over every link above the table, and copies an open link from its row', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = buildOwnerShare({ title: 'Seed deck', viewCount: 7, viewsThisWeek: 3, lastViewedAt: '2025-05-20T03:00:00.000Z' });
    const revoked = buildOwnerShare({ id: OTHER_SHARE_ID, title: 'Old deck', viewCount: 5, viewsThisWeek: 1, state: 'revoked', revokedAt: '2025-05-01T00:00:00.000Z' });
    fakeSharingServer({ shares: [open, revoked] });
    await renderRoutes(routes, { path: '/shares', loadSession: signedInAs() });

    expect((await screen.findByText('Active links', { selector: 'dt' })).nextElementSibling?.textContent).toBe('1 of 2');
    expect(screen.getByText('Views this week', { selector: 'dt' }).nextElementSibling?.textContent).toBe('4');
    expect(screen.getByText('All views', { selector: 'dt' }).nextElementSibling?.textContent).toBe('12');
    expect(screen.queryByRole('button', { name: 'Copy link to Old deck' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to Seed deck' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(open.url);
  });
});
