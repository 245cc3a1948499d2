/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { fakeWindowOpen } from '../test/fake-browser';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { StripeTestPage, TEST_GUEST_EMAIL } from './stripe-test-page';

// jest cannot read import.meta; these specs play a development build.
jest.mock('../build-env', () => ({ IS_PRODUCTION_BUILD: false }));

const product = (name: string) => within(screen.getByRole('region', { name }));
const created = (id: string) => jsonResponse(201, { url: `/sandbox/checkout/${id}`, checkoutId: id });

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('payment test page (docs/product-rules.md, "Payment test page")', () => {
  it('is labelled Admin Preview Mode, recommends test cards, and allows only guest tests when signed out', async () => {
    await renderWithProviders(<StripeTestPage />, { path: '/stripe-test' });
    expect(screen.getByText('Admin Preview Mode')).toBeTruthy();
    expect(screen.getByText(/Not signed in/)).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText(/test mode/)).toBeTruthy();
    expect((screen.getByLabelText('Guest e-mail') as HTMLInputElement).value).toBe(TEST_GUEST_EMAIL);
    expect(product('One-time test product').getByRole('button', { name: 'Test signed in' })).toHaveProperty('disabled', true);
    expect(product('Recurring test product').getByText('$1/month')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Guest e-mail'), { target: { value: ' ' } });
    expect(product('One-time test product').getByRole('button', { name: 'Test as guest' })).toHaveProperty('disabled', true);
  });

  it('runs an authenticated $1/month test in a new tab and logs it', async () => {
    const { tab } = fakeWindowOpen();
    const fetchMock = mockFetch(created('sbx_t1'));
    await renderWithProviders(<StripeTestPage />, { path: '/stripe-test', loadSession: signedInAs('admin@example.sg', { isAdmin: true }) });
    expect(screen.getByText('Signed in as admin@example.sg')).toBeTruthy();

    fireEvent.click(product('Recurring test product').getByRole('button', { name: 'Test signed in' }));
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/sandbox/checkout/sbx_t1'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/billing/checkout/test');
    expect(sentJson(fetchMock)).toEqual({ paymentType: 'subscription' });
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toHaveProperty('Authorization', 'Bearer test-access-token');
    const log = within(screen.getByRole('region', { name: 'Log' }));
    expect(log.getByText(/Opened monthly authenticated checkout in a new tab/)).toBeTruthy();
    expect(log.getAllByRole('listitem')[0].querySelector('time')).toBeTruthy();
  });

  it('runs a guest test with the typed e-mail and no bearer token, and toasts a failure', async () => {
    fakeWindowOpen();
    const fetchMock = mockFetch(jsonResponse(403, { error: { code: 'BILLING.TEST_MODE_ONLY', message: 'Test checkouts need Stripe test mode' } }));
    await renderWithProviders(<StripeTestPage />, { path: '/stripe-test', loadSession: signedInAs() });
    fireEvent.change(screen.getByLabelText('Guest e-mail'), { target: { value: 'tester@example.sg' } });
    fireEvent.click(product('One-time test product').getByRole('button', { name: 'Test as guest' }));

    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(sentJson(fetchMock)).toEqual({ paymentType: 'one_time', email: 'tester@example.sg' });
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).not.toHaveProperty('Authorization');
    expect(within(screen.getByRole('region', { name: 'Log' })).getByText('Failed: Test checkouts need Stripe test mode')).toBeTruthy();
  });

  it('keeps only the latest 10 log entries', async () => {
    fakeWindowOpen();
    mockFetch(...Array.from({ length: 6 }, (_, i) => created(`sbx_${i}`)));
    await renderWithProviders(<StripeTestPage />, { path: '/stripe-test' });
    for (let i = 0; i < 6; i++) {
      fireEvent.click(product('One-time test product').getByRole('button', { name: 'Test as guest' }));
      await waitFor(() => expect(product('One-time test product').getByRole('button', { name: 'Test as guest' })).toHaveProperty('disabled', false));
    }
    const entries = within(screen.getByRole('region', { name: 'Log' })).getAllByRole('listitem');
    expect(entries).toHaveLength(10);
    expect(entries[0].textContent).toContain('sbx_5');
  });

  it('asks to sign in when the session has no access token', async () => {
    const { open } = fakeWindowOpen();
    await renderWithProviders(<StripeTestPage />, { path: '/stripe-test', loadSession: signedInAs('mei@example.sg', { withToken: false }) });
    fireEvent.click(product('One-time test product').getByRole('button', { name: 'Test signed in' }));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please sign in to test authenticated checkout')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
