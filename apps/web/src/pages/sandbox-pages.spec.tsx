/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import type { SandboxSession } from '@bv/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { buildOverview, buildSubscription } from '../test/billing.factory';
import { fakePageNavigation } from '../test/fake-browser';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { SandboxCheckoutPage } from './sandbox-checkout-page';
import { SandboxPortalPage } from './sandbox-portal-page';

const SESSION = 'GET /billing/sandbox/sessions/sbx_1';
const session = (overrides: Partial<SandboxSession> = {}): SandboxSession => ({
  id: 'sbx_1',
  planName: 'Starter',
  planType: 'starter',
  paymentType: 'one_time',
  tool: 'pitchprep',
  amount: 7800,
  currency: 'SGD',
  email: 'mei@example.sg',
  discountCode: 'LITE20',
  status: 'open',
  ...overrides,
});
const renderCheckout = () => renderRoutes([{ path: '/sandbox/checkout/:sessionId', element: <SandboxCheckoutPage /> }], { path: '/sandbox/checkout/sbx_1' });

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('sandbox checkout page', () => {
  it('says no real payment is taken, shows what is bought, and Pay follows the redirect', async () => {
    const { assign } = fakePageNavigation();
    const fetchMock = routeFetch({
      [SESSION]: jsonResponse(200, session()),
      'POST /billing/sandbox/sessions/sbx_1/pay': jsonResponse(200, { redirectUrl: '/payment-success?session_id=sbx_1' }),
    });
    await renderCheckout();
    expect(screen.getByText('Sandbox checkout — no real payment is taken.')).toBeTruthy();
    expect(await screen.findByText('S$78.00 (SGD, GST included)')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Starter (one-time)')).toBeTruthy();
    expect(main.getByText('PitchPrep')).toBeTruthy();
    expect(main.getByText('mei@example.sg')).toBeTruthy();
    expect(main.getByText('LITE20')).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');

    fireEvent.click(screen.getByRole('button', { name: 'Pay S$78.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment-success?session_id=sbx_1'));
    expect(bodiesSentTo(fetchMock, 'POST /billing/sandbox/sessions/sbx_1/pay')).toHaveLength(1);
  });

  it('Cancel follows the cancel redirect', async () => {
    const { assign } = fakePageNavigation();
    routeFetch({ [SESSION]: jsonResponse(200, session()), 'POST /billing/sandbox/sessions/sbx_1/cancel': jsonResponse(200, { redirectUrl: '/#pricing' }) });
    await renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/#pricing'));
  });

  it.each([
    ['paid', 'Already paid'],
    ['canceled', 'Checkout canceled'],
    ['expired', 'Checkout expired'],
  ] as const)('offers no payment for a %s session', async (status, heading) => {
    routeFetch({ [SESSION]: jsonResponse(200, session({ status })) });
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says an unknown session was not found', async () => {
    routeFetch({ [SESSION]: jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }) });
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeTruthy();
  });
});

describe('sandbox billing portal', () => {
  it('explains there are no cards, and cancels and resumes subscriptions', async () => {
    const live = buildSubscription({ id: '00000000-0000-4000-8000-0000000000aa' });
    let current = buildOverview({ subscriptions: [live] });
    const fetchMock = routeFetch({
      'GET /billing/me': () => jsonResponse(200, current),
      [`POST /billing/subscriptions/${live.id}/cancel`]: () => {
        current = buildOverview({ subscriptions: [{ ...live, cancelAtPeriodEnd: true }] });
        return jsonResponse(200, current.subscriptions[0]);
      },
    });
    await renderRoutes([{ path: '/sandbox/portal', element: <SandboxPortalPage /> }], { path: '/sandbox/portal', loadSession: signedInAs() });
    expect(screen.getByText(/The sandbox keeps no cards/)).toBeTruthy();
    expect(await screen.findByText('Renews on 2 Jul 2025')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Ends on 2 Jul 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, `POST /billing/subscriptions/${live.id}/cancel`)).toHaveLength(1);
  });
});
