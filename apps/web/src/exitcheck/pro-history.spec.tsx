/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { fakeExitCheckServer } from './fake-exitcheck-server';
import { ProHistory } from './pro-history';

afterEach(() => jest.restoreAllMocks());

describe('ProHistory (dashboard)', () => {
  it('invites a founder with no assessments to start one', async () => {
    fakeExitCheckServer({ history: [] });
    await renderWithProviders(<ProHistory />, { path: '/dashboard', loadSession: signedInAs() });

    expect(await screen.findByText(/No ExitCheck Pro assessments yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start ExitCheck Pro' }).getAttribute('href')).toBe('/exitcheck');
  });

  it('does not push a member whose plan lacks ExitCheck to start it: it points to the plans that include it', async () => {
    fakeExitCheckServer({ history: [] });
    await renderWithProviders(<ProHistory owned={false} />, { path: '/dashboard', loadSession: signedInAs() });

    expect(await screen.findByText(/ExitCheck Pro is not part of your plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans with ExitCheck Pro' }).getAttribute('href')).toBe('/#pricing');
    expect(screen.queryByRole('link', { name: 'Start ExitCheck Pro' })).toBeNull();
  });

  it('offers no start while the plan is still unknown', async () => {
    fakeExitCheckServer({ history: [] });
    await renderWithProviders(<ProHistory owned={null} />, { path: '/dashboard', loadSession: signedInAs() });

    expect(await screen.findByText(/No ExitCheck Pro assessments yet/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lists assessments newest first with score, level and date, each linking to its results (under the preview prefix too)', async () => {
    fakeExitCheckServer({
      history: [
        { id: '11111111-1111-4111-8111-111111111111', totalScore: 72, readinessLevel: 'High', completedAt: '2025-06-02T04:00:00.000Z', categories: [] },
        { id: '22222222-2222-4222-8222-222222222222', totalScore: 48, readinessLevel: 'Low', completedAt: '2025-03-01T04:00:00.000Z', categories: [] },
      ],
    });
    await renderWithProviders(<ProHistory />, { path: '/admin-preview/dashboard', loadSession: signedInAs() });

    const section = await screen.findByRole('region', { name: 'Your ExitCheck Pro assessments' });
    const links = await within(section).findAllByRole('link', { name: /View results/ });
    expect(links.map((a) => a.textContent)).toEqual(['72 / 100High2 Jun 2025View results', '48 / 100Low1 Mar 2025View results']);
    expect(links[0].getAttribute('href')).toBe('/admin-preview/exitcheck?result=11111111-1111-4111-8111-111111111111');
    // Each past assessment's PDF can be downloaded from the dashboard too.
    expect(within(section).getAllByRole('button', { name: 'Download PDF' })).toHaveLength(2);
  });
});
