/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { SiteHeader } from '../layout/site-header';
import { AccountPage } from '../pages/account-page';
import { RequireAuth } from '../routing/require-auth';
import { jsonResponse, mockFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { EVENTS_KEY, trackEvent } from '../analytics/analytics';
import { readStored } from '../analytics/local-store';
import type { LoadSession, Session } from './session-source';

const session = (id: string, email: string): Session => ({ user: { id, email, name: id }, isAdmin: false, expiresAt: Date.now() + 900_000 });
const as = (id: string): LoadSession => async () => session(id, `${id}@example.sg`);

const routes: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <SiteHeader />
        <p>Private dashboard</p>
      </RequireAuth>
    ),
  },
  { path: '/', element: <h1>Home</h1> },
  { path: '/auth', element: <p>Sign-in page</p> },
];

/** A stand-in for the same channel opened by another tab of this browser. */
function otherTab() {
  const channel = new BroadcastChannel('blueprint-vault-auth');
  return { post: (message: unknown) => channel.postMessage(message), close: () => channel.close() };
}

describe('AuthProvider: one person per tab', () => {
  it('tags analytics events with the signed-in user, and a visitor’s as anonymous', async () => {
    await renderRoutes(routes, { path: '/dashboard', loadSession: as('mei') });
    await screen.findByText('Private dashboard');
    trackEvent('page_view', { path: '/dashboard' });
    expect(readStored<{ userId: string | null }[]>(EVENTS_KEY, []).at(-1)?.userId).toBe('mei');
  });

  it('signing out from a protected page goes home with the Signed out toast, not to the sign-in wall', async () => {
    mockFetch(jsonResponse(204, undefined));
    const { router } = await renderRoutes(routes, { path: '/dashboard', loadSession: as('mei') });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(screen.queryByText('Sign-in page')).toBeNull();
  });

  it('the Sign out button on /account shows its busy state, the toast and goes home', async () => {
    let finish: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (finish = resolve))) as unknown as typeof fetch;
    const accountRoutes: RouteObject[] = [
      { path: '/account', element: <RequireAuth><AccountPage /></RequireAuth> },
      { path: '/', element: <h1>Home</h1> },
    ];
    const { router } = await renderRoutes(accountRoutes, { path: '/account', loadSession: as('mei') });
    const button = screen.getAllByRole('button', { name: 'Sign out' })[0];
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Signing out…' })).toHaveProperty('disabled', true);
    await act(async () => finish(jsonResponse(204, undefined)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it("sign-out forgets the user's cached answers but keeps the public ones", async () => {
    mockFetch(jsonResponse(204, undefined));
    const { queryClient } = await renderRoutes(routes, { path: '/dashboard', loadSession: as('mei') });
    queryClient.setQueryData(['billing', 'overview'], { plan: 'pro' });
    queryClient.setQueryData(['service-status'], { ok: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(queryClient.getQueryData(['billing', 'overview'])).toBeUndefined();
    expect(queryClient.getQueryData(['service-status'])).toEqual({ ok: true });
  });

  it("sign-out forgets what the person left in this tab's storage, and keeps the device's own ids", async () => {
    mockFetch(jsonResponse(204, undefined));
    window.sessionStorage.setItem('bv.lite-result.exitcheck', JSON.stringify({ result: { name: 'Benjamin Lee' } }));
    window.sessionStorage.setItem('bv.shareGrant.abc', '{}');
    window.localStorage.setItem('bv.viewerEmail', 'benjamin@example.sg');
    window.localStorage.setItem('bv.savedPlan', JSON.stringify({ planType: 'pro', paymentType: 'one_time', savedAt: Date.now() }));
    window.localStorage.setItem('bv.visitorId', 'device-1');
    await renderRoutes(routes, { path: '/dashboard', loadSession: as('mei') });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('bv.lite-result') || key.startsWith('bv.shareGrant'))).toEqual([]);
    expect(window.localStorage.getItem('bv.viewerEmail')).toBeNull();
    expect(window.localStorage.getItem('bv.savedPlan')).toBeNull();
    expect(window.localStorage.getItem('bv.visitorId')).toBe('device-1');
  });

  it('another person taking over the tab gets fresh components: nothing typed or shown for the first stays on screen', async () => {
    let current = session('mei', 'mei@example.sg');
    const withForm: RouteObject[] = [{ path: '/notes', element: <input aria-label="Notes" defaultValue="" /> }];
    await renderRoutes(withForm, { path: '/notes', loadSession: async () => current });
    const notes = (await screen.findByLabelText('Notes')) as HTMLInputElement;
    fireEvent.change(notes, { target: { value: 'Mei’s private note' } });
    current = session('raj', 'raj@example.sg');
    const tab = otherTab();
    tab.post({ type: 'signed-in', userId: 'raj' });
    await waitFor(() => expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe(''));
    tab.close();
  });

  it('another tab signing out signs this tab out and sends it home', async () => {
    const { router, queryClient } = await renderRoutes(routes, { path: '/dashboard', loadSession: as('mei') });
    expect(await screen.findByText('Private dashboard')).toBeTruthy();
    queryClient.setQueryData(['auth', 'mfa-status'], { enabled: true });
    const tab = otherTab();
    tab.post({ type: 'signed-out' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(['auth', 'mfa-status'])).toBeUndefined();
    tab.close();
  });

  it('another person signing in in another tab replaces this tab’s user and forgets the first one’s data', async () => {
    let current = session('mei', 'mei@example.sg');
    const { queryClient } = await renderRoutes(routes, { path: '/dashboard', loadSession: async () => current });
    expect(await screen.findByText('mei@example.sg')).toBeTruthy();
    queryClient.setQueryData(['billing', 'overview'], { plan: 'pro', owner: 'mei' });
    current = session('raj', 'raj@example.sg');
    const tab = otherTab();
    tab.post({ type: 'signed-in', userId: 'raj' });
    expect(await screen.findByText('raj@example.sg')).toBeTruthy();
    expect(queryClient.getQueryData(['billing', 'overview'])).toBeUndefined();
    tab.close();
  });
});
