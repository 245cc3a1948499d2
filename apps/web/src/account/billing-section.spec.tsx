/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { AccountPage } from '../pages/account-page';
import { buildOverview, buildPayment, buildSubscription } from '../test/billing.factory';
import { fakePageNavigation } from '../test/fake-browser';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { BillingSection } from './billing-section';

const essential = buildSubscription({ id: '00000000-0000-4000-8000-0000000000e1' });
const owned = buildOverview({
  entitlement: { tools: ['exitcheck', 'pitchprep'], unlimited: false, monthlyAllowance: 3, validUntil: null },
  usedThisMonth: 2,
  subscriptions: [essential],
  payments: [buildPayment({ planType: 'essential', planName: 'Founder Essential', paymentType: 'subscription', amount: 2800 })],
});

function renderBilling() {
  return renderRoutes(
    [
      { path: '/account', element: <BillingSection /> },
      { path: '/sandbox/portal', element: <h1>Sandbox portal</h1> },
    ],
    { path: '/account?tab=billing', loadSession: signedInAs() },
  );
}
const section = () => within(screen.getByRole('region', { name: 'Plan & billing' }));

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('account Plan & billing', () => {
  it('shows the plan card (name, price paid, what it unlocks), lists payments and the subscription with its renewal date', async () => {
    routeFetch({ 'GET /billing/me': jsonResponse(200, owned) });
    await renderBilling();
    const card = within(await section().findByRole('article', { name: 'Founder Essential' }));
    expect(card.getByText('S$28.00')).toBeTruthy();
    expect(card.getByText('a month, last paid on 2 Jun 2025')).toBeTruthy();
    expect(within(card.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ExitCheck Pro', 'PitchPrep', '2 of 3 uses this month']);
    expect(section().getByText('Renews on 2 Jul 2025')).toBeTruthy();
    expect(section().getByText('Active')).toBeTruthy();
    const row = section().getByRole('row', { name: /S\$28\.00/ });
    expect(within(row).getByText('Paid')).toBeTruthy();
  });

  it('resumes a subscription that ends at period end', async () => {
    const ending = { ...essential, cancelAtPeriodEnd: true };
    let current = buildOverview({ ...owned, subscriptions: [ending] });
    const fetchMock = routeFetch({
      'GET /billing/me': () => jsonResponse(200, current),
      [`POST /billing/subscriptions/${essential.id}/resume`]: () => {
        current = owned;
        return jsonResponse(200, essential);
      },
    });
    await renderBilling();
    expect(await section().findByText('Ends on 2 Jul 2025')).toBeTruthy();
    fireEvent.click(section().getByRole('button', { name: 'Resume' }));
    expect(await section().findByText('Renews on 2 Jul 2025')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, `POST /billing/subscriptions/${essential.id}/resume`)).toHaveLength(1);
  });

  it('asks before canceling, and does nothing when the answer is no', async () => {
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const fetchMock = routeFetch({ 'GET /billing/me': jsonResponse(200, owned) });
    await renderBilling();
    fireEvent.click(await section().findByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Founder Essential?' });
    expect(dialog.textContent).toContain('You keep access until the current period ends');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodiesSentTo(fetchMock, `POST /billing/subscriptions/${essential.id}/cancel`)).toHaveLength(0);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it('a one-time plan that leaves a tool out offers Upgrade plan, to the plans', async () => {
    const starter = buildOverview({
      entitlement: { tools: ['exitcheck'], unlimited: true, monthlyAllowance: null, validUntil: null },
      payments: [buildPayment({ planType: 'starter', planName: 'Starter', tool: 'exitcheck', amount: 9800 })],
    });
    routeFetch({ 'GET /billing/me': jsonResponse(200, starter) });
    await renderBilling();
    const card = within(await section().findByRole('article', { name: 'Starter' }));
    expect(card.getByText('paid once on 2 Jun 2025')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/#pricing');
    expect(card.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
  });

  it('Manage subscription opens the portal: the sandbox page in the app, Stripe by leaving it', async () => {
    const { assign } = fakePageNavigation();
    const answers = [{ url: '/sandbox/portal' }, { url: 'https://billing.stripe.test/p/session/1' }];
    routeFetch({ 'GET /billing/me': jsonResponse(200, owned), 'POST /billing/portal': () => jsonResponse(200, answers.shift()) });
    const { router } = await renderBilling();
    fireEvent.click(await section().findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sandbox/portal'));

    await act(() => router.navigate('/account'));
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/1'));
  });

  it('has an empty state linking to the plans', async () => {
    routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview()) });
    await renderBilling();
    expect((await section().findByRole('link', { name: 'See plans and pricing' })).getAttribute('href')).toBe('/#pricing');
    expect(section().getByRole('heading', { name: 'No plan yet' })).toBeTruthy();
    expect(section().getByText('No payments yet.')).toBeTruthy();
  });

  it('is a section of the account page reachable as ?tab=billing', async () => {
    routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview()), 'GET /account/email-preferences': jsonResponse(200, { email: 'mei@example.sg', marketing: false }) });
    await renderRoutes([{ path: '/account', element: <AccountPage /> }], { path: '/account?tab=billing', loadSession: signedInAs() });
    expect(document.getElementById('billing')?.getAttribute('aria-labelledby')).toBe('billing-title');
    expect(screen.getByRole('link', { name: 'Plan & billing' }).getAttribute('aria-current')).toBe('page');
    // One tab at a time: the security sections are on their own tab.
    expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();
  });

  it('lists an early-bird holder’s price locks and how long they last', async () => {
    const earlyBird = { eligible: true, grantedAt: '2025-06-02T04:00:00.000Z', expiresAt: '2026-06-02T04:00:00.000Z', founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 };
    routeFetch({ 'GET /billing/me': jsonResponse(200, { ...owned, earlyBird }) });
    await renderBilling();
    const lock = within(await section().findByRole('complementary', { name: 'Your early-bird price lock' }));
    expect(lock.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Founder+ S$598', 'Founder Elite S$138/month']);
    expect(lock.getByText('Valid until 2 Jun 2026.')).toBeTruthy();
  });

  it('consultation_booking: the account page has the consultations section e-mails link to (?tab=consultations)', async () => {
    routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview()), 'GET /account/email-preferences': jsonResponse(200, { email: 'mei@example.sg', marketing: false }) });
    await renderRoutes([{ path: '/account', element: <AccountPage /> }], { path: '/account?tab=consultations', loadSession: signedInAs(), flags: { consultation_booking: true } });
    const consultations = document.getElementById('consultations') as HTMLElement;
    expect(within(consultations).getByRole('link', { name: 'Book a consultation' }).getAttribute('href')).toMatch(/^mailto:hello@blueprintvault\.example\?/);
    expect(screen.getByRole('link', { name: 'Consultations' }).getAttribute('aria-current')).toBe('page');
  });
});
