/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accessToken, clearAccessToken } from '../auth/access-token';
import { jsonResponse, mockFetch, sentJson } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { AuthPage } from './auth-page';

const session = {
  accessToken: 'header.payload.signature',
  accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
  user: { id: '0b9f4f1e-1c7a-4c47-9a57-2f4a52b0b0a1', email: 'mei@example.sg', name: 'Mei', role: 'user', aal: 'aal1' },
};

function routes() {
  return [
    { path: '/auth', element: <AuthPage /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
    { path: '/exitcheck', element: <h1>ExitCheck Pro</h1> },
  ];
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('AuthPage', () => {
  afterEach(() => clearAccessToken());

  it('shows and hides the typed password with the Show button beside the field', async () => {
    await renderRoutes(routes(), { path: '/auth' });
    const password = field('Password');
    expect(password.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('is not indexed and ignores an off-site returnTo', async () => {
    await renderRoutes(routes(), { path: '/auth?returnTo=%2F%2Fevil.example' });
    expect(screen.queryByText(/evil\.example/)).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it('signs in, keeps the access token in memory only, and continues to returnTo', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { kind: 'session', ...session }));
    const { router } = await renderRoutes(routes(), { path: '/auth?returnTo=%2Fexitcheck' });
    expect(screen.getByText('Sign in to continue to ExitCheck Pro.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    // Enabled before anything is typed (a grey button reads as broken); the browser holds a submit with an empty required field.
    expect(button.disabled).toBe(false);
    expect([field('Email'), field('Password')].every((input) => (input as HTMLInputElement).required)).toBe(true);
    fireEvent.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field('Email'), { target: { value: ' mei@example.sg ' } });
    fireEvent.change(field('Password'), { target: { value: 'harbour lights over marina bay' } });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/exitcheck'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/sign-in');
    expect(sentJson(fetchMock)).toEqual({ email: 'mei@example.sg', password: 'harbour lights over marina bay' });
    expect(accessToken()).toBe('header.payload.signature');
    expect(window.localStorage.length).toBe(0);
  });

  it('asks for the authenticator code when the account has two-step verification', async () => {
    const challengeId = '5d1c1f55-3c8e-4f7a-9d3a-0f5b7a3c9e21';
    const fetchMock = mockFetch(jsonResponse(200, { kind: 'mfa_required', challengeId, expiresAt: new Date().toISOString() }), jsonResponse(200, session));
    const { router } = await renderRoutes(routes(), { path: '/auth' });
    fireEvent.change(field('Email'), { target: { value: 'mei@example.sg' } });
    fireEvent.change(field('Password'), { target: { value: 'harbour lights over marina bay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetchMock.mock.calls[1][0]).toBe('/api/v1/auth/mfa/challenge');
    expect(sentJson(fetchMock, 1)).toEqual({ challengeId, code: '123456' });
    expect(accessToken()).toBe('header.payload.signature');
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetch(jsonResponse(401, { error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' } }));
    await renderRoutes(routes(), { path: '/auth' });
    fireEvent.change(field('Email'), { target: { value: 'mei@example.sg' } });
    fireEvent.change(field('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
  });

  it('creates an account and asks the visitor to open the e-mailed link', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { userId: session.user.id, email: 'new@example.sg', verificationRequired: true }));
    await renderRoutes(routes(), { path: '/auth?mode=sign-up' });
    fireEvent.change(field('Your name'), { target: { value: 'Mei Lin' } });
    fireEvent.change(field('Email'), { target: { value: 'new@example.sg' } });
    fireEvent.change(field('Password'), { target: { value: 'harbour lights over marina bay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(sentJson(fetchMock)).toEqual({ name: 'Mei Lin', email: 'new@example.sg', password: 'harbour lights over marina bay' });
  });

  it('spends the verification link once and offers sign-in with the address filled in', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { email: 'new@example.sg' }));
    await renderRoutes(routes(), { path: '/auth?verify=abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(await screen.findByText('Your email address new@example.sg is verified. Sign in to continue.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentJson(fetchMock)).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(field('Email').value).toBe('new@example.sg');
  });

  it('spends the undo link mailed to the old address and says what happened', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { email: 'mei@example.sg' }));
    await renderRoutes(routes(), { path: '/auth?undo-email=abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(await screen.findByText(/Your e-mail address is mei@example.sg again\. Every device was signed out/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/email/undo');
    expect(sentJson(fetchMock)).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(field('Email').value).toBe('mei@example.sg');
  });

  it('sets a new password from the e-mailed reset link, then offers sign-in', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { email: 'mei@example.sg' }));
    await renderRoutes(routes(), { path: '/auth?reset=abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    fireEvent.change(field('New password'), { target: { value: 'a new sentence about durian season' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your new password is saved. Sign in with it.')).toBeTruthy();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/auth/password/reset');
    expect(sentJson(fetchMock)).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz0123456789', password: 'a new sentence about durian season' });
    expect(field('Email').value).toBe('mei@example.sg');
  });

  it("a guest buyer's activation link sets the first password with its own copy and signs straight in to the dashboard", async () => {
    const fetchMock = mockFetch(jsonResponse(200, { email: 'mei@example.sg' }), jsonResponse(200, { kind: 'session', ...session }));
    const { router } = await renderRoutes(routes(), { path: '/auth?activate=abcdefghijklmnopqrstuvwxyz0123456789' });
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    expect(screen.queryByText(/signed out everywhere/)).toBeNull();
    fireEvent.change(field('Password'), { target: { value: 'a new sentence about durian season' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and open my dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/v1/auth/password/reset', '/api/v1/auth/sign-in']);
    expect(sentJson(fetchMock, 1)).toEqual({ email: 'mei@example.sg', password: 'a new sentence about durian season' });
    expect(accessToken()).toBe('header.payload.signature');
  });
});
