/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadSession } from '../auth/session-source';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { AdminPage } from '../pages/admin-page';
import { signedInAs } from '../test/session.factory';
import { clearAccessToken } from '../auth/access-token';

afterEach(() => clearAccessToken());

const admin: LoadSession = async () => ({ user: { id: 'me', email: 'boss@example.sg', name: 'Boss' }, isAdmin: true, expiresAt: Date.now() + 900_000 });
const member = { id: 'u-2', email: 'mei@example.sg', name: 'Mei', emailVerified: true, role: 'user', createdAt: new Date().toISOString() };
const me = { ...member, id: 'me', email: 'boss@example.sg', name: 'Boss', role: 'admin' };

describe('Admin users', () => {
  it('lists users, and grants admin after an in-page confirmation naming the person (never offering to demote yourself)', async () => {
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const fetchMock = mockFetch(
      jsonResponse(200, { users: [me, member], total: 2 }),
      jsonResponse(200, { ...member, role: 'admin' }),
      jsonResponse(200, { users: [me, { ...member, role: 'admin' }], total: 2 }),
    );
    await renderRoutes([{ path: '/admin', element: <AdminPage /> }], { path: '/admin', loadSession: admin });
    expect(await screen.findByText('mei@example.sg')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /admin/i })).toHaveLength(1);
    const makeAdmin = screen.getByRole('button', { name: 'Make admin' });
    makeAdmin.focus();
    fireEvent.click(makeAdmin);
    // Cancel (and Escape) leave the role as it is and nothing is sent.
    let dialog = screen.getByRole('alertdialog', { name: 'Make Mei (mei@example.sg) an admin?' });
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(makeAdmin);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(makeAdmin);
    dialog = screen.getByRole('alertdialog', { name: 'Make Mei (mei@example.sg) an admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(nativeConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke admin' })).toBeTruthy());
    expect(fetchMock.mock.calls[1][0]).toBe('/api/v1/admin/users/u-2/admin');
    expect(sentJson(fetchMock, 1)).toEqual({ admin: true });
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
