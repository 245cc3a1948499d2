/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { AdminPage } from '../pages/admin-page';
import { buildAdminPayment, buildSubscription, summaryOf } from '../test/billing.factory';
import { jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';

const admin = signedInAs('boss@example.sg', { isAdmin: true });
const LIST = 'GET /admin/billing/payments?limit=25&offset=0';
const paid = buildAdminPayment({ id: '00000000-0000-4000-8000-00000000a001', email: 'mei@example.sg' });
const old = buildAdminPayment({ id: '00000000-0000-4000-8000-00000000a002', userId: null, email: 'guest@example.sg', refundable: false, planName: 'Starter', tool: 'exitcheck' });
const renderAdmin = (path: string) => renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path, loadSession: admin });

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('Admin payments', () => {
  it('opens a payment in a drawer with its history, and refunds there after a confirmation naming the person and the amount', async () => {
    const nativeConfirm = jest.spyOn(window, 'confirm');
    let refunded = false;
    const other = buildAdminPayment({ id: '00000000-0000-4000-8000-00000000a003', email: 'mei@example.sg', planName: 'Starter', tool: 'pitchprep', amount: 4900 });
    const fetchMock = routeFetch({
      [LIST]: () => jsonResponse(200, { payments: [refunded ? { ...paid, status: 'refunded', refundable: false } : paid, old], total: 2, summary: summaryOf([paid, old]) }),
      [`GET /admin/billing/users/${paid.userId}`]: () =>
        jsonResponse(200, { userId: paid.userId, entitlement: { tools: ['exitcheck'], unlimited: false, monthlyAllowance: null, validUntil: null }, payments: [paid, other], subscriptions: [] }),
      [`POST /admin/billing/payments/${paid.id}/refund`]: () => {
        refunded = true;
        return jsonResponse(200, { ...paid, status: 'refunded', refundable: false });
      },
    });
    await renderAdmin('/admin/payments');
    const row = within((await screen.findByText('mei@example.sg')).closest('tr') as HTMLElement);
    expect(row.getByText('S$198.00')).toBeTruthy();
    expect(screen.getByText('Starter (ExitCheck)')).toBeTruthy();

    // A payment past its refund window says why it offers no refund.
    fireEvent.click(screen.getByRole('button', { name: 'S$198.00 from guest@example.sg: details' }));
    let drawer = within(screen.getByRole('dialog', { name: 'Payment details' }));
    expect(drawer.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(drawer.getByText(/Refunds are possible for 30 days after payment/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    const opener = row.getByRole('button', { name: 'S$198.00 from mei@example.sg: details' });
    opener.focus();
    fireEvent.click(opener);
    drawer = within(screen.getByRole('dialog', { name: 'Payment details' }));
    expect(drawer.getByText('Checkout started')).toBeTruthy();
    expect(await drawer.findByText(/Starter \(PitchPrep\), S\$49\.00/)).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Refund S$198.00' }));
    const confirm = within(drawer.getByRole('group', { name: 'Refund S$198.00 to mei@example.sg?' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/refund'))).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Refund S$198.00' }));
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(await drawer.findByText('Refunded S$198.00 to mei@example.sg. The access this payment gave has ended.')).toBeTruthy();
    await waitFor(() => expect(drawer.getByText('Already refunded.')).toBeTruthy());
    expect(drawer.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url === `/api/v1/admin/billing/payments/${paid.id}/refund`)).toHaveLength(1);
    fireEvent.click(drawer.getByRole('button', { name: 'Close payment details' }));
    expect(document.activeElement).toBe(opener);
  });

  it('shows a payment held for review with its reason, and offers a refund for it in its drawer', async () => {
    const held = buildAdminPayment({ email: 'held@example.sg', status: 'needs_review', amount: 100, reviewReason: 'paid 100 SGD, priced 19800 SGD' });
    routeFetch({
      [LIST]: () => jsonResponse(200, { payments: [held], total: 1, summary: summaryOf([held]) }),
      [`GET /admin/billing/users/${held.userId}`]: () => jsonResponse(200, { userId: held.userId, entitlement: { tools: [], unlimited: false, monthlyAllowance: null, validUntil: null }, payments: [held], subscriptions: [] }),
    });
    await renderAdmin('/admin/payments');
    const row = within((await screen.findByText('held@example.sg')).closest('tr') as HTMLElement);
    expect(row.getByText('Needs review')).toBeTruthy();
    expect(row.getByText(/paid 100 SGD, priced 19800 SGD/)).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: /details$/ }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund S$1.00' })).toBeTruthy();
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Needs review' })).toBeTruthy();
  });

  it('filters by status, plan and e-mail, and pages through', async () => {
    const many = { payments: [paid], total: 60, summary: summaryOf([paid], 60) };
    const fetchMock = routeFetch({
      [LIST]: jsonResponse(200, many),
      'GET /admin/billing/payments?limit=25&offset=25': jsonResponse(200, many),
      'GET /admin/billing/payments?limit=25&offset=0&status=refunded': jsonResponse(200, many),
      'GET /admin/billing/payments?limit=25&offset=0&status=refunded&planType=pro': jsonResponse(200, many),
      'GET /admin/billing/payments?limit=25&offset=0&status=refunded&planType=pro&email=mei': jsonResponse(200, { payments: [], total: 0, summary: summaryOf([]) }),
    });
    await renderAdmin('/admin/payments');
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'pro' } });
    fireEvent.change(screen.getByLabelText('E-mail contains'), { target: { value: 'mei' } });
    expect(await screen.findByText('No payment matches these filters.')).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/v1/admin/billing/payments?limit=25&offset=0&status=refunded&planType=pro&email=mei');
  });

  it('shows each payment’s date and time (Singapore), and the totals of everything the filter matches', async () => {
    const refundedOne = buildAdminPayment({ email: 'ren@example.sg', amount: 5000, status: 'refunded', refundable: false, paidAt: '2025-06-01T01:05:00.000Z', refundedAt: '2025-06-03T06:30:00.000Z' });
    routeFetch({
      [LIST]: jsonResponse(200, { payments: [paid, refundedOne], total: 62, summary: { count: 62, gross: 1_234_500, refunded: 19_800, net: 1_214_700 } }),
    });
    await renderAdmin('/admin/payments');
    const row = within((await screen.findByText('mei@example.sg')).closest('tr') as HTMLElement);
    // 2025-06-02T04:00Z is noon in Singapore.
    expect(row.getByText('2 Jun 2025, 12:00 pm')).toBeTruthy();
    expect(row.getByText('2 Jun 2025, 12:00 pm').getAttribute('dateTime')).toBe(paid.paidAt);
    const totals = within(screen.getByLabelText('Totals for these filters (SGD)'));
    const figure = (label: string) => totals.getByText(label).nextElementSibling?.textContent;
    expect(figure('Payments')).toBe('62');
    expect(figure('Gross')).toBe('S$12,345.00');
    expect(figure('Refunded')).toBe('−S$198.00');
    expect(figure('Net')).toBe('S$12,147.00');
  });

  it('says who refunded a payment and when, by name and e-mail', async () => {
    const admin = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Benjamin Lee', email: 'ben@example.sg' };
    const byAdmin = buildAdminPayment({ email: 'ren@example.sg', status: 'refunded', refundable: false, refundedAt: '2025-06-03T06:30:00.000Z', refundedById: admin.id, refundedBy: admin });
    const byStripe = buildAdminPayment({ email: 'kai@example.sg', status: 'refunded', refundable: false, refundedAt: '2025-06-04T06:30:00.000Z' });
    routeFetch({ [LIST]: jsonResponse(200, { payments: [byAdmin, byStripe], total: 2, summary: summaryOf([byAdmin, byStripe]) }) });
    await renderAdmin('/admin/payments');
    const row = (await screen.findByText('ren@example.sg')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('By Benjamin Lee · ben@example.sg, 3 Jun 2025, 2:30 pm');
    expect(row.textContent).not.toContain(admin.id);
    expect((screen.getByText('kai@example.sg').closest('tr') as HTMLElement).textContent).toContain('At the payment provider, 4 Jun 2025, 2:30 pm');
  });

  it('heads one user’s billing with their name and e-mail, never their id', async () => {
    routeFetch({
      [`GET /admin/billing/users/${paid.userId}`]: jsonResponse(200, {
        userId: paid.userId,
        user: { id: paid.userId, name: 'Benjamin Lee', email: 'ben@example.sg' },
        entitlement: { tools: ['exitcheck'], unlimited: false, monthlyAllowance: null, validUntil: null },
        payments: [paid],
        subscriptions: [],
      }),
    });
    await renderAdmin(`/admin/users/${paid.userId}/billing`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Benjamin Lee · ben@example.sg' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(paid.userId!);
    expect(screen.getByText('2 Jun 2025, 12:00 pm')).toBeTruthy();
  });

  it('heads the billing of an account that no longer exists without its id', async () => {
    routeFetch({
      [`GET /admin/billing/users/${paid.userId}`]: jsonResponse(200, {
        userId: paid.userId,
        user: null,
        entitlement: { tools: [], unlimited: false, monthlyAllowance: null, validUntil: null },
        payments: [],
        subscriptions: [],
      }),
    });
    await renderAdmin(`/admin/users/${paid.userId}/billing`);
    expect(await screen.findByRole('heading', { level: 2, name: 'A deleted account' })).toBeTruthy();
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    expect(document.body.textContent).not.toContain(paid.userId!);
  });

  it('shows one user’s entitlements, reached from the payments list', async () => {
    routeFetch({
      [LIST]: jsonResponse(200, { payments: [paid], total: 1, summary: summaryOf([paid]) }),
      [`GET /admin/billing/users/${paid.userId}`]: jsonResponse(200, {
        userId: paid.userId,
        entitlement: { tools: ['exitcheck', 'pitchprep'], unlimited: true, monthlyAllowance: null, validUntil: null },
        payments: [paid],
        subscriptions: [buildSubscription({ planName: 'Founder Pro', status: 'canceled' })],
      }),
    });
    await renderAdmin('/admin/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'S$198.00 from mei@example.sg: details' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'mei@example.sg' }));
    expect(await screen.findByText('Pro Vault — ExitCheck and PitchPrep, unlimited')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Entitlements' })).toBeTruthy();
    expect(screen.getByText('Founder Pro')).toBeTruthy();
  });
});
