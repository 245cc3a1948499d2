/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { liteCheckoutErrorNotice } from '../../billing/lite-checkout-errors';
import { fakeWindowOpen } from '../../test/fake-browser';
import { jsonResponse, mockFetch, sentJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { GuestCheckoutWidget, emailProblem } from './guest-checkout-widget';

type Props = Partial<Parameters<typeof GuestCheckoutWidget>[0]>;
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_lite';
const LITE_ASSESSMENT_ID = '6f1c2a4e-2b7d-4c1e-9a3f-5d8e7b6c4a21';

const renderWidget = (props: Props = {}, flags: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <GuestCheckoutWidget planType="starter" planName="Blueprint Starter" guestPrice={78} discountCode="LITE20" tool="pitchprep" liteAssessmentId={LITE_ASSESSMENT_ID} {...props} />,
    flags,
  );
const emailInput = () => screen.getByLabelText('Email');
const buyButton = () => screen.getByRole('button', { name: /^Buy for S\$|^Processing/ });

async function openWith(email: string, firstName = '') {
  fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
  fireEvent.change(emailInput(), { target: { value: email } });
  if (firstName) fireEvent.change(screen.getByLabelText(/First name/), { target: { value: firstName } });
}

afterEach(() => jest.restoreAllMocks());

describe('emailProblem', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['mei', 'Please enter a valid email address'],
    ['mei@example', 'Please enter a valid email address'],
    ['mei@example.sg', null],
  ])('%j -> %j', (email, problem) => expect(emailProblem(email)).toBe(problem));
});

describe('liteCheckoutErrorNotice (docs/product-rules.md, "Checkout")', () => {
  it.each([
    ['Request timeout after 30s', 'Connection Timeout'],
    ['Network request failed. Please check your internet connection and try again.', 'Network Error'],
    ['Please enter a valid email address', 'Invalid Email'],
    ['Unsupported plan for this offer', 'Plan Error'],
    ['Could not reach the payment provider', 'Payment System Error'],
    ['This coupon has expired', 'Discount Issue'],
    ['Something odd', 'Checkout Error'],
  ])('%j -> %s', (message, title) => expect(liteCheckoutErrorNotice(message).title).toBe(title));

  it('uses the spec wording for timeouts and the default', () => {
    expect(liteCheckoutErrorNotice('timeout').description).toBe('Request timed out. Please check your connection and try again.');
    expect(liteCheckoutErrorNotice('').description).toBe('Failed to create checkout session. Please try again.');
  });
});

describe('GuestCheckoutWidget', () => {
  it('starts collapsed as Upgrade Now and expands into the 30-Second Checkout with focus on its heading', async () => {
    await renderWidget();
    expect(screen.queryByText('30-Second Checkout')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    const heading = screen.getByRole('heading', { name: '30-Second Checkout' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByLabelText(/First name/)).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('is hidden while guest_checkout is off', async () => {
    await renderWidget({}, { flags: { guest_checkout: false } });
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it('re-checks the e-mail on every change and enables the purchase only for a valid one', async () => {
    await renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(buyButton()).toHaveProperty('disabled', true);

    fireEvent.change(emailInput(), { target: { value: 'mei' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(buyButton()).toHaveProperty('disabled', true);

    fireEvent.change(emailInput(), { target: { value: 'mei@example.sg' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(emailInput().getAttribute('aria-invalid')).toBeNull();
    expect(buyButton()).toHaveProperty('disabled', false);

    fireEvent.change(emailInput(), { target: { value: '' } });
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('says Email is required when the field is left empty', async () => {
    await renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    fireEvent.blur(emailInput());
    expect(screen.getByText('Email is required')).toBeTruthy();
  });

  it('sends the Lite offer with LITE20, the Lite assessment id, the price seen and the tool, disables Back while processing, then redirects', async () => {
    const { open, tab } = fakeWindowOpen();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await renderWidget();
    await openWith(' Mei@Example.sg ', 'Mei');

    fireEvent.click(buyButton());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/billing/checkout/guest');
    expect(sentJson(fetchMock as unknown as jest.Mock)).toEqual({
      planType: 'starter',
      paymentType: 'one_time',
      email: 'Mei@Example.sg',
      firstName: 'Mei',
      discountCode: 'LITE20',
      liteAssessmentId: LITE_ASSESSMENT_ID,
      priceValidation: { expectedPrice: 78 },
      tool: 'pitchprep',
    });

    await act(async () => answer(jsonResponse(201, { url: CHECKOUT_URL, checkoutId: 'cs_lite' })));
    expect(await screen.findByText('Redirecting to checkout...')).toBeTruthy();
    expect(tab.location.href).toBe(CHECKOUT_URL);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', false);
  });

  it('sends no tool for the Pro Vault offer', async () => {
    fakeWindowOpen();
    const fetchMock = mockFetch(jsonResponse(201, { url: CHECKOUT_URL, checkoutId: 'cs_pro' }));
    await renderWidget({ planType: 'pro', planName: 'Blueprint Pro Vault', guestPrice: 158 });
    await openWith('mei@example.sg');
    fireEvent.click(buyButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentJson(fetchMock)).toEqual({
      planType: 'pro',
      paymentType: 'one_time',
      email: 'mei@example.sg',
      discountCode: 'LITE20',
      liteAssessmentId: LITE_ASSESSMENT_ID,
      priceValidation: { expectedPrice: 158 },
    });
  });

  it('maps a failure by its message, closes the tab, and retries from the toast', async () => {
    const { tab } = fakeWindowOpen();
    const fetchMock = mockFetch(
      jsonResponse(400, { error: { code: 'BILLING.COUPON_INVALID', message: 'The coupon LITE20 cannot be used' } }),
      jsonResponse(201, { url: CHECKOUT_URL, checkoutId: 'cs_retry' }),
    );
    await renderWidget();
    await openWith('mei@example.sg');
    fireEvent.click(buyButton());

    expect(await screen.findByText('Discount Issue')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    tab.closed = false; // the Retry click opens a fresh tab
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Redirecting to checkout...')).toBeTruthy();
    expect(tab.location.href).toBe(CHECKOUT_URL);
    expect(screen.queryByText('Discount Issue')).toBeNull();
  });

  it('collapses again with Back and returns focus to Upgrade Now', async () => {
    await renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByText('30-Second Checkout')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upgrade Now' }));
  });
});
