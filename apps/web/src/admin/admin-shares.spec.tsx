/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { AdminPage } from '../pages/admin-page';
import { buildAdminShare, OTHER_SHARE_ID, SHARE_ID } from '../sharing/sharing.factory';
import { jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';

const admin = signedInAs('boss@example.sg', { isAdmin: true });
const LIST = 'GET /admin/shares?limit=25&offset=0';
const active = buildAdminShare({ id: SHARE_ID, title: 'Deck for Harbour Capital', viewCount: 2, maxViews: 10, requiresPassword: true });
const revoked = buildAdminShare({ id: OTHER_SHARE_ID, title: 'Old FAQ link', outputType: 'exit_faq', state: 'revoked', revokedAt: '2025-06-01T02:00:00.000Z' });
const renderAdmin = (path: string) => renderRoutes([{ path: '/admin/*', element: <AdminPage /> }], { path, loadSession: admin });

afterEach(() => {
  clearAccessToken();
  jest.restoreAllMocks();
});

describe('Admin shares', () => {
  it('is linked from the admin navigation and lists shares with state, views and password; revokes after confirming', async () => {
    const nativeConfirm = jest.spyOn(window, 'confirm');
    let done = false;
    const fetchMock = routeFetch({
      'GET /admin/users?query=&limit=25&offset=0': jsonResponse(200, { users: [], total: 0 }),
      [LIST]: () => jsonResponse(200, { shares: [done ? { ...active, state: 'revoked', revokedAt: '2025-06-02T05:00:00.000Z' } : active, revoked], total: 2 }),
      [`POST /admin/shares/${SHARE_ID}/revoke`]: () => {
        done = true;
        return jsonResponse(200, { ...active, state: 'revoked', revokedAt: '2025-06-02T05:00:00.000Z' });
      },
    });
    await renderAdmin('/admin/users');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: 'Shares' }));

    const row = within((await screen.findByRole('cell', { name: 'Deck for Harbour Capital' })).closest('tr') as HTMLElement);
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText('Exit deck')).toBeTruthy();
    expect(row.getByText('Yes')).toBeTruthy();
    expect(row.getByText('/ 10')).toBeTruthy();
    const old = within(screen.getByRole('cell', { name: 'Old FAQ link' }).closest('tr') as HTMLElement);
    expect(old.getByText('Revoked')).toBeTruthy();
    expect(old.queryByRole('button', { name: /^Revoke/ })).toBeNull();

    fireEvent.click(row.getByRole('button', { name: 'Revoke Deck for Harbour Capital' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke “Deck for Harbour Capital”?' });
    expect(dialog.textContent).toContain('Owner: ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(await screen.findByText('Revoked “Deck for Harbour Capital”.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/v1/admin/shares/${SHARE_ID}/revoke` && init.method === 'POST')).toBe(true);
  });

  it('does nothing when the revocation is not confirmed', async () => {
    const fetchMock = routeFetch({ [LIST]: jsonResponse(200, { shares: [active], total: 1 }) });
    await renderAdmin('/admin/shares');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Deck for Harbour Capital' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/admin/shares?limit=25&offset=0']);
  });

  it('filters by state and pages through', async () => {
    const many = { shares: [active], total: 60 };
    const fetchMock = routeFetch({
      [LIST]: jsonResponse(200, many),
      'GET /admin/shares?limit=25&offset=25': jsonResponse(200, many),
      'GET /admin/shares?limit=25&offset=0&state=expired': jsonResponse(200, { shares: [], total: 0 }),
    });
    await renderAdmin('/admin/shares');
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'expired' } });
    expect(await screen.findByText('No share matches this filter.')).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/v1/admin/shares?limit=25&offset=0&state=expired');
  });
});
