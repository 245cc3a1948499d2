/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { LoadSession } from '../auth/session-source';
import { renderRoutes } from '../test/render-with-providers';
import { RequireAuth } from './require-auth';

const privatePage = (text: string) => (
  <RequireAuth>
    <p>{text}</p>
  </RequireAuth>
);

const routes: RouteObject[] = [
  { path: '/dashboard', element: privatePage('Private dashboard') },
  { path: '/auth', element: <p>Sign-in page</p> },
  { path: '/admin-preview/dashboard', element: privatePage('Preview dashboard') },
  { path: '/admin-preview/auth', element: <p>Preview sign-in page</p> },
];

const signedOut: LoadSession = async () => null;
const signedIn: LoadSession = async () => ({ user: { id: 'u-1', email: 'mei@example.sg', name: 'Mei' }, isAdmin: false, expiresAt: Date.now() + 900_000 });
const stillLoading: LoadSession = () => new Promise(() => undefined);

describe('RequireAuth', () => {
  it('shows Checking authentication... while the session loads, and not the page', async () => {
    await renderRoutes(routes, { path: '/dashboard', loadSession: stillLoading });
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    expect(screen.queryByText('Private dashboard')).toBeNull();
  });

  it('replaces the location with /auth?returnTo=<path and search> when nobody is signed in', async () => {
    const { router } = await renderRoutes(routes, { path: '/dashboard?tab=reports', loadSession: signedOut });
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/dashboard?tab=reports')}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Private dashboard')).toBeNull();
  });

  it('keeps the /admin-preview prefix in the redirect and in returnTo', async () => {
    const { router } = await renderRoutes(routes, { path: '/admin-preview/dashboard', loadSession: signedOut });
    expect(await screen.findByText('Preview sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-preview/auth');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/admin-preview/dashboard');
  });

  it('renders the page for a signed-in user', async () => {
    await renderRoutes(routes, { path: '/dashboard', loadSession: signedIn });
    expect(await screen.findByText('Private dashboard')).toBeTruthy();
  });
});
