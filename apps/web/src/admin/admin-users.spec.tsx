/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadSession } from '../auth/session-source';
import { jsonResponse, mockFetch, routeFetch, sentJson } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { AdminPage } from '../pages/admin-page';
import { signedInAs } from '../test/session.factory';
import { clearAccessToken } from '../auth/access-token';

afterEach(() => clearAccessToken());

const admin: LoadSession = async () => ({ user: { id: '00000000-0000-4000-8000-0000000000c1', email: 'boss@example.sg', name: 'Boss' }, isAdmin: true, expiresAt: Date.now() + 900_000 });
const member = { id: '00000000-0000-4000-8000-0000000000c2', email: 'mei@example.sg', name: 'Mei', emailVerified: true, role: 'user', createdAt: new Date().toISOString() };
const me = { ...member, id: '00000000-0000-4000-8000-0000000000c1', email: 'boss@example.sg', name: 'Boss', role: 'admin' };

describe('Admin users', () => {
  it('opens a person in a drawer with their purchases, and grants admin there after a confirmation naming them (never offering to demote yourself)', async () => {
    const nativeConfirm = jest.spyOn(window, 'confirm');
    let promoted = false;
    const noPurchases = { entitlement: { tools: [], unlimited: false, monthlyAllowance: null, validUntil: null }, payments: [], subscriptions: [] };
    const fetchMock = routeFetch({
      'GET /admin/users?query=&limit=25&offset=0': () => jsonResponse(200, { users: [me, promoted ? { ...member, role: 'admin' } : member], total: 2 }),
      [`GET /admin/billing/users/${member.id}`]: () => jsonResponse(200, { userId: member.id, ...noPurchases }),
      [`GET /admin/billing/users/${me.id}`]: () => jsonResponse(200, { userId: me.id, ...noPurchases }),
      [`PUT /admin/users/${member.id}/admin`]: () => {
        promoted = true;
        return jsonResponse(200, { ...member, role: 'admin' });
      },
    });
    await renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path: '/admin', loadSession: admin });
    expect(await screen.findByText('mei@example.sg')).toBeTruthy();
    // Your own drawer offers no role change.
    fireEvent.click(screen.getByRole('button', { name: 'Boss: details' }));
    expect(within(screen.getByRole('dialog', { name: 'User details' })).queryByRole('button', { name: /admin/i })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Mei: details' }));
    const drawer = within(screen.getByRole('dialog', { name: 'User details' }));
    expect(await drawer.findByText('No access to paid tools.')).toBeTruthy();
    const makeAdmin = drawer.getByRole('button', { name: 'Make admin' });
    fireEvent.click(makeAdmin);
    // Cancel leaves the role as it is and sends nothing.
    let confirm = within(drawer.getByRole('group', { name: 'Make Mei (mei@example.sg) an admin?' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(drawer.queryByRole('group')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);

    fireEvent.click(drawer.getByRole('button', { name: 'Make admin' }));
    confirm = within(drawer.getByRole('group', { name: 'Make Mei (mei@example.sg) an admin?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Make admin' }));
    expect(await drawer.findByText('Mei is now an admin.')).toBeTruthy();
    expect(nativeConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Revoke admin' })).toBeTruthy());
    const put = fetchMock.mock.calls.findIndex(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(fetchMock.mock.calls[put][0]).toBe(`/api/v1/admin/users/${member.id}/admin`);
    expect(sentJson(fetchMock, put)).toEqual({ admin: true });
  });

  it('sends an admin without two-step verification to set it up instead of showing broken sections', async () => {
    mockFetch(
      jsonResponse(403, {
        error: { code: 'AUTH.ADMIN_MFA_REQUIRED', message: 'Administrators must use two-step verification.' },
      }),
    );
    await renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path: '/admin', loadSession: admin });
    const link = await screen.findByRole('link', { name: 'Set up two-step verification' });
    expect(link.getAttribute('href')).toBe('/account?tab=security');
    expect(screen.getByRole('heading', { name: 'Two-step verification required' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it.each(['/admin', '/admin/payments', '/admin/flags', '/admin/users/5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60/billing'])(
    'on %s, an admin whose session has no second factor sees the prompt and the page sends no admin request',
    async (path) => {
      const fetchMock = mockFetch(jsonResponse(200, { users: [], total: 0 }));
      await renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path, loadSession: signedInAs('boss@example.sg', { isAdmin: true, aal: 'aal1' }) });
      expect(await screen.findByRole('heading', { name: 'Two-step verification required' })).toBeTruthy();
      // Long enough for a query to have started had any section mounted.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/admin/'))).toEqual([]);
    },
  );

  it('an admin whose session passed the second factor gets the users list', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { users: [member], total: 1 }));
    await renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path: '/admin', loadSession: signedInAs('boss@example.sg', { isAdmin: true, aal: 'aal2' }) });
    expect(await screen.findByText('mei@example.sg')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/v1/admin/users?query=&limit=25&offset=0');
  });

  it('shows a member nothing but the notice', async () => {
    const notAdmin: LoadSession = async () => ({ user: { id: 'u', email: 'a@example.sg', name: 'A' }, isAdmin: false, expiresAt: Date.now() + 900_000 });
    const fetchMock = mockFetch();
    await renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path: '/admin', loadSession: notAdmin });
    expect(screen.getByRole('heading', { name: 'This area is for administrators' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
