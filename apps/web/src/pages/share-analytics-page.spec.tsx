/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, screen, within } from '@testing-library/react';
import { fakeSharingServer } from '../sharing/fake-sharing-server';
import { buildOwnerShare, buildViewStats } from '../sharing/sharing.factory';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { ShareAnalyticsPage } from './share-analytics-page';
import { SharesPage } from './shares-page';

const routes = [
  { path: '/shares', element: <SharesPage /> },
  { path: '/shares/:shareId', element: <ShareAnalyticsPage /> },
];

afterEach(() => jest.restoreAllMocks());

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
    const summary = await screen.findByText(/4 views in all/);
    expect(summary.textContent).toContain('Not counted here: 2 visits by bots or link previews.');
    expect(screen.getByText('Unique visitors').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Downloads').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Manage link' }).getAttribute('href')).toBe(`/pitchprep/outputs/${share.outputId}`);
  });

  it('says so when the link is not one of the person\'s', async () => {
    fakeSharingServer({ shares: [] });
    await renderRoutes(routes, { path: '/shares/00000000-0000-4000-8000-000000000099', loadSession: signedInAs() });
    expect(await screen.findByText('This link is not one of yours, or it no longer exists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All your links' }).getAttribute('href')).toBe('/shares');
  });
});
