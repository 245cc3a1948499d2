/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { buildOverview, buildVerifyAnswer } from '../test/billing.factory';
import { fakePageNavigation } from '../test/fake-browser';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { PaymentSuccessPage } from './payment-success-page';

const PATH = '/payment-success?session_id=cs_test_42';
const VERIFY = 'POST /billing/verify-payment';
const earlyBird = { eligible: true, grantedAt: '2025-06-02T04:00:00.000Z', expiresAt: '2026-06-02T04:00:00.000Z', founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 };

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('payment-success page (docs/product-rules.md, "Payments and refunds")', () => {
  it('without a session id shows Payment Error and Return Home', async () => {
    const fetchMock = routeFetch({});
    await renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success' });
    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeTruthy();
    expect(screen.getByText('No payment session found. Please try again or contact support.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies the session, then thanks the buyer with What’s Next and the toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = routeFetch({
      [VERIFY]: () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /billing/me': jsonResponse(200, buildOverview()),
    });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs() });
    expect(screen.getByRole('heading', { name: 'Verifying Payment...' })).toBeTruthy();
    await act(async () => answer(jsonResponse(200, buildVerifyAnswer())));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, VERIFY)).toEqual([{ session_id: 'cs_test_42' }]);
    expect(screen.getByText('Thank you for your purchase. Your access has been activated.')).toBeTruthy();
    expect(screen.getByText('Payment verified successfully!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeTruthy();
    expect(screen.getByText('Start Your Assessment')).toBeTruthy();
    expect(screen.getByText('Download Reports')).toBeTruthy();
    // Pro Vault opens both tools: both are offered.
    expect(screen.getByRole('link', { name: 'Start ExitCheck Pro' }).getAttribute('href')).toBe('/exitcheck');
    expect(screen.getByRole('link', { name: 'Start PitchPrep' }).getAttribute('href')).toBe('/pitchprep#builder');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(screen.getByRole('main')).getByText(/Need help?/).textContent).toContain('hello@blueprintvault.example');
    // Signed in as the buyer: no set-your-password message, and not early-bird eligible.
    expect(screen.queryByText(/set your password/)).toBeNull();
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'GET /billing/me')).toHaveLength(1));
    expect(screen.queryByText('Join VIP Notification List')).toBeNull();
  });

  it.each([
    ['exitcheck', 'Start ExitCheck Pro', 'Start PitchPrep'],
    ['pitchprep', 'Start PitchPrep', 'Start ExitCheck Pro'],
  ] as const)('after a Starter for %s leads with that tool and never offers the other', async (tool, offered, notOffered) => {
    routeFetch({
      [VERIFY]: jsonResponse(200, buildVerifyAnswer({ planType: 'starter', planName: 'Starter', tool, amount: 9800 })),
      'GET /billing/me': jsonResponse(200, buildOverview()),
    });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs() });
    const start = await screen.findByRole('link', { name: offered });
    expect(start.className).toContain('button--primary');
    expect(screen.queryByRole('link', { name: notOffered })).toBeNull();
  });

  it('tells a guest buyer that a set-your-password e-mail went to their address', async () => {
    const fetchMock = routeFetch({ [VERIFY]: jsonResponse(200, buildVerifyAnswer({ email: 'guest@example.sg' })) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH });
    expect(await screen.findByText(/We've sent an e-mail to guest@example.sg with a link to set your password/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'GET /billing/me')).toHaveLength(0);
  });

  it('shows an early-bird buyer the price locks, the VIP list and the notification settings link', async () => {
    const fetchMock = routeFetch({
      [VERIFY]: jsonResponse(200, buildVerifyAnswer()),
      'GET /billing/me': jsonResponse(200, buildOverview({ earlyBird })),
      'POST /launch-notifications': jsonResponse(201, { success: true, message: 'Thank you!' }),
    });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs() });
    const panel = within(await screen.findByRole('region', { name: 'Your early-bird price locks' }));
    expect(panel.getByText(/Founder\+/).parentElement?.textContent).toContain('S$598');
    expect(panel.getByLabelText('Regular price S$898')).toBeTruthy();
    expect(panel.getByText('Save S$300')).toBeTruthy();
    expect(panel.getByLabelText('Regular price S$188/month')).toBeTruthy();
    expect(panel.getByText('Save S$50/month')).toBeTruthy();
    expect(panel.getByText('These prices lock forever when Phase 2 launches.')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Manage your notifications' }).getAttribute('href')).toBe('/account?tab=notifications');

    fireEvent.click(panel.getByRole('button', { name: 'Join VIP Notification List' }));
    expect(await panel.findByText(/You're on the VIP list/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /launch-notifications')).toEqual([{ email: 'mei@example.sg' }]);
  });

  it('price_lock_validation on: checks both locks with validate-pricing and shows the validated saving', async () => {
    const fetchMock = routeFetch({
      [VERIFY]: jsonResponse(200, buildVerifyAnswer()),
      'GET /billing/me': jsonResponse(200, buildOverview({ earlyBird })),
      'POST /billing/validate-pricing': () =>
        jsonResponse(200, { isEarlyBirdEligible: true, planType: 'founder_plus', originalPrice: 798, lockedPrice: 598, savings: 200 }),
    });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs(), flags: { price_lock_validation: true } });
    const panel = within(await screen.findByRole('region', { name: 'Your early-bird price locks' }));
    expect(await panel.findByText(/Price lock validated: S\$598, S\$200 below the S\$798 launch price/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /billing/validate-pricing')).toEqual([
      { planType: 'founder_plus', userId: null },
      { planType: 'elite_monthly', userId: null },
    ]);
  });

  it('price_lock_validation on but refused: says Pricing Validation Failed with the reason', async () => {
    routeFetch({
      [VERIFY]: jsonResponse(200, buildVerifyAnswer()),
      'GET /billing/me': jsonResponse(200, buildOverview({ earlyBird })),
      'POST /billing/validate-pricing': jsonResponse(403, { error: { code: 'BILLING.PRICE_LOCK_VALIDATION_OFF', message: 'Unable to validate pricing for this plan' } }),
    });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs(), flags: { price_lock_validation: true } });
    const panel = within(await screen.findByRole('region', { name: 'Your early-bird price locks' }));
    expect(await panel.findAllByText(/Pricing Validation Failed: Unable to validate pricing for this plan/)).toHaveLength(2);
  });

  it('price_lock_validation off: nothing is validated (the server would answer 403)', async () => {
    const fetchMock = routeFetch({ [VERIFY]: jsonResponse(200, buildVerifyAnswer()), 'GET /billing/me': jsonResponse(200, buildOverview({ earlyBird })) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs() });
    await screen.findByRole('region', { name: 'Your early-bird price locks' });
    expect(bodiesSentTo(fetchMock, 'POST /billing/validate-pricing')).toHaveLength(0);
    expect(screen.queryByText(/Price lock validated/)).toBeNull();
  });

  it('treats a failed eligibility read as not eligible', async () => {
    routeFetch({ [VERIFY]: jsonResponse(200, buildVerifyAnswer()), 'GET /billing/me': jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No' } }) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH, loadSession: signedInAs() });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your early-bird price locks' })).toBeNull();
  });

  it.each([
    [buildVerifyAnswer({ verified: false, status: 'failed', error: 'Card declined' }), 'Payment verification failed: Card declined'],
    [buildVerifyAnswer({ verified: false, status: 'expired' }), 'Payment verification failed: Unknown error'],
    [buildVerifyAnswer({ verified: false, status: 'refunded' }), 'Payment verification incomplete'],
  ])('shows Payment Verification Error for an unconfirmed payment (%#)', async (answer, message) => {
    routeFetch({ [VERIFY]: jsonResponse(200, answer) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Payment Verification Error' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('tells the buyer of a second LITE20 payment that it was refunded and why, with nothing to retry', async () => {
    const why = 'The LITE20 discount of this Lite assessment had already paid for another purchase, so we refunded this payment in full automatically.';
    routeFetch({ [VERIFY]: jsonResponse(200, buildVerifyAnswer({ verified: false, status: 'refunded', error: why })) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Payment Refunded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(why);
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry Verification' })).toBeNull();
  });

  it('says a pending payment is still processing and Retry Verification reloads', async () => {
    const { reload } = fakePageNavigation();
    routeFetch({ [VERIFY]: jsonResponse(200, buildVerifyAnswer({ verified: false, status: 'pending' })) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH });
    expect(await screen.findByText('Payment verification incomplete')).toBeTruthy();
    expect(screen.getByText(/still processing/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Verification' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says Failed to verify payment when the call fails', async () => {
    routeFetch({ [VERIFY]: jsonResponse(404, { error: { code: 'BILLING.SESSION_NOT_FOUND', message: 'Checkout session not found' } }) });
    await renderWithProviders(<PaymentSuccessPage />, { path: PATH });
    expect(await screen.findByText('Failed to verify payment: Checkout session not found')).toBeTruthy();
  });
});
