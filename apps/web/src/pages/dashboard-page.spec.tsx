/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { buildOverview } from '../test/billing.factory';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { DashboardPage } from './dashboard-page';

const holder = { eligible: true, grantedAt: '2025-06-02T04:00:00.000Z', expiresAt: '2026-06-02T04:00:00.000Z', founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 };

afterEach(() => clearAccessToken());

describe('dashboard (docs/product-rules.md, "Feature flags", "Realtime updates and the connection badge")', () => {
  it('with every flag at its default: no early-bird banner, no consultation, and a connection badge that is hidden while connected', async () => {
    const fetchMock = routeFetch({});
    await renderWithProviders(<DashboardPage />, { path: '/dashboard', loadSession: signedInAs() });
    expect(screen.getByRole('heading', { name: 'Welcome, Mei Ling' })).toBeTruthy();
    expect(screen.queryByText(/Early-bird/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book a consultation' })).toBeNull();
    const badge = document.querySelector('.connection-badge') as HTMLElement;
    expect(within(badge).getByRole('status').textContent).toBe('');
    expect(within(badge).queryByRole('button')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'GET /billing/me')).toHaveLength(1);
  });

  it('keeps the next step\'s place while the answers arrive, then shows the step there (nothing below jumps)', async () => {
    let answerOutputs: (response: Response) => void = () => undefined;
    const owned = buildOverview({ entitlement: { tools: ['exitcheck', 'pitchprep'], unlimited: false, monthlyAllowance: 3, validUntil: null } });
    routeFetch({
      'GET /billing/me': jsonResponse(200, owned),
      'GET /exitcheck/assessments': jsonResponse(200, { assessments: [] }),
      'GET /pitchprep/outputs': () => new Promise<Response>((resolve) => (answerOutputs = resolve)),
      'GET /shares': jsonResponse(200, { shares: [] }),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard', loadSession: signedInAs() });
    expect(document.querySelector('.next-step--pending')).toBeTruthy();
    answerOutputs(jsonResponse(200, { outputs: [] }));
    expect(await screen.findByRole('region', { name: 'Take your first ExitCheck Pro audit' })).toBeTruthy();
    expect(document.querySelector('.next-step--pending')).toBeNull();
  });

  it('shows the plan, the uses left, the latest score and its change, the links’ views and the one next step', async () => {
    const owned = buildOverview({ entitlement: { tools: ['exitcheck', 'pitchprep'], unlimited: false, monthlyAllowance: 3, validUntil: null }, usedThisMonth: 1 });
    const deck = { id: '11111111-2222-4333-8444-555555555555', outputType: 'pitch_deck', track: 'fundraising', title: 'Lion City Logistics — Pitch deck', version: 2, aiGenerated: false, updatedAt: '2025-06-01T02:00:00.000Z' };
    routeFetch({
      'GET /billing/me': jsonResponse(200, owned),
      'GET /exitcheck/assessments': jsonResponse(200, {
        assessments: [
          { id: 'a0000000-0000-4000-8000-000000000002', totalScore: 71, readinessLevel: 'High', completedAt: '2025-06-01T02:00:00.000Z' },
          { id: 'a0000000-0000-4000-8000-000000000001', totalScore: 64, readinessLevel: 'Medium', completedAt: '2025-03-01T02:00:00.000Z' },
        ],
      }),
      'GET /pitchprep/outputs': jsonResponse(200, { outputs: [deck] }),
      'GET /shares': jsonResponse(200, { shares: [] }),
    });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard', loadSession: signedInAs() });
    const summary = await screen.findByRole('list', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getByText('2 of 3 left')).toBeTruthy());
    expect(within(summary).getByText('ExitCheck + PitchPrep')).toBeTruthy();
    expect(within(summary).getByText(/71 \/ 100/)).toBeTruthy();
    expect(within(summary).getByText('+7 since your previous audit')).toBeTruthy();
    expect(within(summary).getByText('0 views this week')).toBeTruthy();
    // A deck and no link yet: the next step is to share it.
    const next = await screen.findByRole('region', { name: 'Send your deck to an investor' });
    expect(within(next).getByRole('link', { name: 'Share your deck' }).getAttribute('href')).toBe(`/pitchprep/outputs/${deck.id}`);
    expect(screen.queryByText(/Nothing has been saved yet/)).toBeNull();
    expect(screen.queryByRole('link', { name: /free ExitCheck Lite/ })).toBeNull();
  });

  it('early_bird_pricing: the banner sends a visitor without a lock to the plans', async () => {
    routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview()) });
    await renderWithProviders(<DashboardPage />, { path: '/dashboard', loadSession: signedInAs(), flags: { early_bird_pricing: true } });
    const link = await screen.findByRole('link', { name: 'See plans and pricing' });
    expect(link.getAttribute('href')).toBe('/#pricing');
    expect(screen.getByText(/Early-bird offer: buy any Phase 1 plan now/)).toBeTruthy();
  });

  it('early_bird_pricing: the banner sends a price-lock holder to the account', async () => {
    const fetchMock = routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview({ earlyBird: holder })) });
    await renderWithProviders(<DashboardPage />, { path: '/admin-preview/dashboard', loadSession: signedInAs(), flags: { early_bird_pricing: true } });
    const link = await screen.findByRole('link', { name: 'See them in your account' });
    expect(link.getAttribute('href')).toBe('/admin-preview/account?tab=billing');
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'GET /billing/me')).toHaveLength(1));
  });

  it('consultation_booking: Book a consultation opens an e-mail to the contact address with the member filled in', async () => {
    routeFetch({});
    await renderWithProviders(<DashboardPage />, { path: '/dashboard', loadSession: signedInAs(), flags: { consultation_booking: true } });
    const href = screen.getByRole('link', { name: 'Book a consultation' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:hello@blueprintvault.example?subject=Consultation%20request&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1])).toContain('Account e-mail: mei@example.sg');
  });
});
