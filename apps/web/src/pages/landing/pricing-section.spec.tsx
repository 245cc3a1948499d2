/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { personalization } from '../../analytics/personalization';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../../auth/access-token';
import { SAVED_PLAN_KEY } from '../../billing/saved-plan';
import { GUEST_EMAIL_PROMPT } from '../../billing/use-guest-checkout';
import { fakePageNavigation, fakeWindowOpen } from '../../test/fake-browser';
import { buildOverview, buildPayment } from '../../test/billing.factory';
import { jsonResponse, mockFetch, routeFetch, sentJson } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render-with-providers';
import { signedInAs } from '../../test/session.factory';
import { PricingSection } from './pricing-section';

type Options = Parameters<typeof renderRoutes>[1];
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

function renderPricing(options: Options = {}) {
  return renderRoutes(
    [
      { path: '/', element: <PricingSection /> },
      { path: '/auth', element: <h1>Sign in</h1> },
    ],
    options,
  );
}
const card = (name: string) => within(screen.getByRole('heading', { name }).closest('article') as HTMLElement);

/** A signed-in member's cards read what they own (GET /billing/me); this answers it and hands every other call to the test's fetch mock. */
function answeringOverview(overview = buildOverview()): void {
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/billing/me') ? Promise.resolve(jsonResponse(200, overview)) : inner(input, init)) as typeof fetch;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('pricing checkout (docs/product-rules.md, "Plans and prices", "Checkout")', () => {
  it('keeps the banner, the SGD/GST note and, with phase2_previews on, Phase 2 plans as disabled Coming Soon', async () => {
    await renderPricing({ flags: { phase2_previews: true } });
    expect(screen.getByText('Save up to S$300', { exact: false })).toBeTruthy();
    expect(screen.getByText('Prices in SGD, GST included', { exact: false })).toBeTruthy();
    expect(card('Founder+').getByRole('button', { name: 'Coming Soon' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Subscription' }));
    expect(card('Founder Elite').getByRole('button', { name: 'Coming Soon' })).toHaveProperty('disabled', true);
    expect(card('Founder Pro').getByRole('button', { name: 'Start Founder Pro' })).toHaveProperty('disabled', false);
  });

  it('saves the plan of a signed-out visitor and sends them to sign in with returnTo, planType and paymentType', async () => {
    const fetchMock = mockFetch();
    const { router } = await renderPricing();
    fireEvent.click(card('Starter').getByLabelText('PitchPrep'));
    fireEvent.click(card('Starter').getByRole('button', { name: 'Get Starter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ returnTo: '/', planType: 'starter', paymentType: 'one_time', tool: 'pitchprep' });
    // Choosing a plan is the decision stage (personalization).
    expect(personalization().snapshot).toMatchObject({ conversionStage: 'decision', behaviorTags: expect.arrayContaining(['plan_selected']) });
    expect(JSON.parse(localStorage.getItem(SAVED_PLAN_KEY) ?? '{}')).toMatchObject({ planType: 'starter', paymentType: 'one_time', tool: 'pitchprep' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a tab in the click, shows Processing... while the session is created, then sends the tab to the checkout', async () => {
    const { open, tab } = fakeWindowOpen();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    answeringOverview();
    await renderPricing({ loadSession: signedInAs() });

    fireEvent.click(card('Starter').getByRole('button', { name: 'Get Starter' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(card('Starter').getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/billing/checkout');
    expect(sentJson(fetchMock as unknown as jest.Mock)).toEqual({ planType: 'starter', paymentType: 'one_time', tool: 'exitcheck' });

    await act(async () => answer(jsonResponse(201, { url: CHECKOUT_URL, checkoutId: 'cs_test_1' })));
    await waitFor(() => expect(tab.location.href).toBe(CHECKOUT_URL));
    expect(tab.opener).toBeNull();
    expect(card('Starter').getByRole('button', { name: 'Get Starter' })).toHaveProperty('disabled', false);
  });

  it('goes to the checkout in this tab when the new tab was blocked', async () => {
    fakeWindowOpen(true);
    const { assign } = fakePageNavigation();
    mockFetch(jsonResponse(201, { url: '/sandbox/checkout/sbx_1', checkoutId: 'sbx_1' }));
    answeringOverview();
    await renderPricing({ loadSession: signedInAs() });
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Get Pro Vault' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/sbx_1'));
  });

  it('says Session Expired when the access token is gone, and opens nothing', async () => {
    const { open } = fakeWindowOpen();
    const fetchMock = mockFetch();
    answeringOverview();
    await renderPricing({ loadSession: signedInAs('mei@example.sg', { withToken: false }) });
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Get Pro Vault' }));
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Authentication session expired. Please sign in again.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the tab and says No checkout URL received when the answer has no url', async () => {
    const { tab } = fakeWindowOpen();
    mockFetch(jsonResponse(201, { checkoutId: 'cs_1' }));
    answeringOverview();
    await renderPricing({ loadSession: signedInAs() });
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Get Pro Vault' }));
    expect(await screen.findByText('Checkout Error')).toBeTruthy();
    expect(screen.getByText('No checkout URL received')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('closes the tab and says Checkout Failed with the reason', async () => {
    const { tab } = fakeWindowOpen();
    mockFetch(jsonResponse(400, { error: { code: 'BILLING.PLAN_UNAVAILABLE', message: 'This plan is not available yet' } }));
    answeringOverview();
    await renderPricing({ loadSession: signedInAs() });
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Get Pro Vault' }));
    expect(await screen.findByText('Failed to create checkout session: This plan is not available yet')).toBeTruthy();
    expect(screen.getByText('Checkout Failed')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('tells a Pro Vault owner they own it instead of selling it again, and offers Starter for neither tool', async () => {
    mockFetch();
    answeringOverview(buildOverview({ payments: [buildPayment({ planType: 'pro' })] }));
    await renderPricing({ loadSession: signedInAs() });
    expect(await card('Pro Vault').findByText('You own Pro Vault')).toBeTruthy();
    expect(card('Pro Vault').queryByRole('button', { name: 'Get Pro Vault' })).toBeNull();
    expect(card('Pro Vault').getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(card('Starter').getByText('You own both tools for good')).toBeTruthy();
  });
});

describe('guest purchase from the pricing section (docs/product-rules.md, "Checkout")', () => {
  it('asks for the e-mail and creates a guest checkout without the bearer token', async () => {
    const { tab } = fakeWindowOpen();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(' mei@example.sg ');
    const fetchMock = mockFetch(jsonResponse(201, { url: CHECKOUT_URL, checkoutId: 'cs_2' }));
    await renderPricing();
    fireEvent.click(screen.getByRole('button', { name: 'Subscription' }));
    fireEvent.click(card('Founder Essential').getByRole('button', { name: 'Buy as guest' }));

    expect(prompt).toHaveBeenCalledWith(GUEST_EMAIL_PROMPT);
    await waitFor(() => expect(tab.location.href).toBe(CHECKOUT_URL));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/billing/checkout/guest');
    expect(sentJson(fetchMock)).toEqual({ planType: 'essential', paymentType: 'subscription', email: 'mei@example.sg' });
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('does nothing when the prompt is left empty or dismissed', async () => {
    const { open } = fakeWindowOpen();
    jest.spyOn(window, 'prompt').mockReturnValueOnce('').mockReturnValueOnce(null);
    const fetchMock = mockFetch();
    await renderPricing();
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Buy as guest' }));
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Buy as guest' }));
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Checkout Failed with the server message', async () => {
    fakeWindowOpen();
    jest.spyOn(window, 'prompt').mockReturnValue('mei');
    mockFetch(jsonResponse(400, { error: { code: 'VALIDATION', message: 'Please enter a valid email address' } }));
    await renderPricing();
    fireEvent.click(card('Pro Vault').getByRole('button', { name: 'Buy as guest' }));
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('is offered only to signed-out visitors while guest_checkout is on', async () => {
    const { unmount } = await renderPricing({ flags: { guest_checkout: false } });
    expect(screen.queryByRole('button', { name: 'Buy as guest' })).toBeNull();
    unmount();
    await renderPricing({ loadSession: signedInAs() });
    expect(screen.queryByRole('button', { name: 'Buy as guest' })).toBeNull();
  });
});

describe('flags and the launch phase on the plans (docs/web-app-notes.md, Realtime and flags)', () => {
  it('phase2_previews off: Phase 2 plans are a one-line teaser linking to the coming-soon page', async () => {
    await renderPricing();
    expect(screen.queryByRole('heading', { name: 'Founder+' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Coming Soon' })).toBeNull();
    const teaser = screen.getByText('Founder+').closest('p') as HTMLElement;
    expect(teaser.textContent).toContain('is coming soon');
    expect(within(teaser).getByRole('link', { name: 'Get notified when it launches' }).getAttribute('href')).toBe('/coming-soon');
  });

  it('Phase 2 active: Founder+ and Founder Elite are on sale, and a checkout asks for them', async () => {
    const { tab } = fakeWindowOpen();
    const fetchMock = routeFetch({
      'GET /billing/me': jsonResponse(200, buildOverview()),
      'POST /billing/checkout': jsonResponse(201, { url: CHECKOUT_URL, checkoutId: 'cs_9' }),
    });
    await renderPricing({ loadSession: signedInAs(), phase: 2 });
    expect(card('Founder+').queryByText('Coming soon')).toBeNull();
    fireEvent.click(card('Founder+').getByRole('button', { name: 'Get Founder+' }));
    await waitFor(() => expect(tab.location.href).toBe(CHECKOUT_URL));
    const checkout = fetchMock.mock.calls.findIndex(([, init]) => (init as RequestInit).method === 'POST');
    expect(sentJson(fetchMock, checkout)).toEqual({ planType: 'founder', paymentType: 'one_time' });
    fireEvent.click(screen.getByRole('button', { name: 'Subscription' }));
    expect(card('Founder Elite').getByRole('button', { name: 'Start Founder Elite' })).toHaveProperty('disabled', false);
  });

  it('Phase 2 active: each card shows the price this viewer would be charged, the locked one only to a live lock', async () => {
    const price = (name: string) => card(name).getByText(/^S\$/, { selector: '.plan-card__amount' }).textContent;
    const struck = (name: string) => card(name).queryByLabelText(/^Regular price/);

    // A visitor, and a member without a lock, pay the regular price: nothing is struck through.
    const { unmount: visitorGone } = await renderPricing({ phase: 2 });
    expect(price('Founder+')).toBe('S$898');
    expect(struck('Founder+')).toBeNull();
    visitorGone();
    routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview()) });
    const { unmount: memberGone } = await renderPricing({ loadSession: signedInAs(), phase: 2 });
    await waitFor(() => expect(price('Founder+')).toBe('S$898'));
    expect(struck('Founder+')).toBeNull();
    memberGone();

    // An early bird with a live lock pays the locked price, shown against the regular one.
    const lock = { eligible: true, grantedAt: '2026-03-01T00:00:00.000Z', expiresAt: '2027-03-01T00:00:00.000Z', founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 };
    routeFetch({ 'GET /billing/me': jsonResponse(200, buildOverview({ earlyBird: lock })) });
    await renderPricing({ loadSession: signedInAs(), phase: 2 });
    await waitFor(() => expect(price('Founder+')).toBe('S$598'));
    expect(struck('Founder+')?.textContent).toBe('S$898');
    fireEvent.click(screen.getByRole('button', { name: 'Subscription' }));
    expect(price('Founder Elite')).toBe('S$138');
  });

  it('early_bird_pricing: badges on the plans that earn the price lock, and the early-bird banner', async () => {
    const { unmount } = await renderPricing();
    expect(screen.queryByText('Early bird')).toBeNull();
    expect(screen.getByText('Save up to S$300 with launch pricing.')).toBeTruthy();
    unmount();
    await renderPricing({ flags: { early_bird_pricing: true } });
    expect(screen.getByText('Save up to S$300 with early-bird pricing on Phase 2 plans.')).toBeTruthy();
    expect(card('Starter').getByText('Early bird')).toBeTruthy();
    expect(card('Pro Vault').getByText('Buy now and lock in your Phase 2 price for good.')).toBeTruthy();
  });

  it('admin_overrides: an admin under /admin-preview sees the Phase 2 previews, still not on sale', async () => {
    const admin = signedInAs('boss@example.sg', { isAdmin: true });
    const routes = [{ path: '/admin-preview', element: <PricingSection /> }];
    const { unmount } = await renderRoutes(routes, { path: '/admin-preview', loadSession: admin });
    expect(screen.queryByRole('heading', { name: 'Founder+' })).toBeNull();
    unmount();
    await renderRoutes(routes, { path: '/admin-preview', loadSession: admin, flags: { admin_overrides: true } });
    expect(card('Founder+').getByRole('button', { name: 'Coming Soon' })).toHaveProperty('disabled', true);
  });
});
