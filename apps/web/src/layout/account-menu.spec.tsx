/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadSession } from '../auth/session-source';
import { jsonResponse, mockFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { SiteHeader } from './site-header';

const as = (isAdmin: boolean): LoadSession => async () => ({
  user: { id: 'u-1', email: 'mei@example.sg', name: 'Mei' },
  isAdmin,
  expiresAt: Date.now() + 900_000,
});

const routes = [
  { path: '/dashboard', element: <SiteHeader /> },
  { path: '/', element: <h1>Home</h1> },
];

describe('AccountMenu', () => {
  it('shows the e-mail after the initial of the name (the name heads the menu) and a menu with Dashboard and Account settings; Admin panel only for admins', async () => {
    await renderRoutes(routes, { path: '/dashboard', loadSession: as(false) });
    expect(screen.getByText('mei@example.sg')).toBeTruthy();
    expect(document.querySelector('.account-menu__avatar')?.textContent).toBe('M');
    expect(screen.queryByText('Mei')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menuId = screen.getByRole('button', { name: 'Account' }).getAttribute('aria-controls')!;
    const menu = document.getElementById(menuId)!;
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Account settings']);
    expect(within(menu).getByText('Mei')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById(menuId)).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the initial from the e-mail when the profile has no name, and heads the menu with nothing', async () => {
    await renderRoutes(routes, {
      path: '/dashboard',
      loadSession: async () => ({ user: { id: 'u-2', email: 'ops@example.sg', name: ' ' }, isAdmin: false, expiresAt: Date.now() + 900_000 }),
    });
    expect(screen.getByText('ops@example.sg')).toBeTruthy();
    expect(document.querySelector('.account-menu__avatar')?.textContent).toBe('O');
  });

  it('lists the Admin panel for an admin', async () => {
    await renderRoutes(routes, { path: '/dashboard', loadSession: as(true) });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Admin panel' })).toBeTruthy();
  });

  it('signs out with the spec toast and goes home', async () => {
    const fetchMock = mockFetch(jsonResponse(204, undefined));
    const { router } = await renderRoutes(routes, { path: '/dashboard', loadSession: as(false) });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(screen.getByText('You have been successfully signed out')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/sign-out');
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toMatchObject({ 'X-Requested-With': 'blueprint-vault' });
  });
});
