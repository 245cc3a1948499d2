/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getPlan } from '@bv/domain';
import { accessToken, clearAccessToken } from '../auth/access-token';
import { visitorPrice } from '../auth/chosen-plan';
import { bodiesSentTo, jsonResponse, mockFetch, routeFetch, sentJson } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { AuthPage } from './auth-page';

// docs/product-rules.md, "Accounts and security": the verification link signs in; a plan picked while signed out is named on the form.
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const session = {
  accessToken: 'header.payload.signature',
  accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
  user: { id: '0b9f4f1e-1c7a-4c47-9a57-2f4a52b0b0a1', email: 'new@example.sg', name: 'Mei', role: 'user', aal: 'aal1' },
};

function routes() {
  return [
    { path: '/auth', element: <AuthPage /> },
    { path: '/dashboard', element: <h1>Dashboard</h1> },
  ];
}

describe('AuthPage journeys', () => {
  afterEach(() => clearAccessToken());

  it('the verification link verifies the address, signs the person in and lands on the dashboard', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { email: 'new@example.sg', signIn: { kind: 'session', ...session } }));
    const { router } = await renderRoutes(routes(), { path: `/auth?verify=${TOKEN}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentJson(fetchMock)).toEqual({ token: TOKEN });
    expect(accessToken()).toBe('header.payload.signature');
  });

  it('with two-step on, the verification link still asks for the authenticator code before signing in', async () => {
    const challengeId = '5d1c1f55-3c8e-4f7a-9d3a-0f5b7a3c9e21';
    const fetchMock = mockFetch(
      jsonResponse(200, { email: 'new@example.sg', signIn: { kind: 'mfa_required', challengeId, expiresAt: new Date().toISOString() } }),
      jsonResponse(200, session),
    );
    const { router } = await renderRoutes(routes(), { path: `/auth?verify=${TOKEN}` });
    expect(await screen.findByText('Your email address new@example.sg is verified. Enter the code from your authenticator app to finish signing in.')).toBeTruthy();
    expect(accessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentJson(fetchMock, 1)).toEqual({ challengeId, code: '123456' });
  });

  it('a spent or expired link signs nobody in and says so', async () => {
    mockFetch(jsonResponse(400, { error: { code: 'AUTH.LINK_INVALID', message: 'This link is invalid or has expired. Request a new one.' } }));
    const { router } = await renderRoutes(routes(), { path: `/auth?verify=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired. Request a new one.');
    expect(accessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('a plan picked while signed out opens sign-up with the plan and its price, and the inbox screen says checkout follows', async () => {
    const fetchMock = routeFetch({ 'POST /auth/sign-up': jsonResponse(201, { userId: session.user.id, email: 'new@example.sg', verificationRequired: true }) });
    await renderRoutes(routes(), { path: '/auth?returnTo=%2F&planType=pro&paymentType=one_time' });
    expect(screen.getByRole('form', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Chosen plan' }).textContent).toBe(
      "You're signing up for Pro Vault — S$198 one-timeCreate your account, open the link we e-mail you, and checkout continues from there.",
    );
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Mei Lin' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.sg' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'harbour lights over marina bay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Checkout for Pro Vault continues as soon as you are in.')).toBeTruthy();
    // The plan rides with sign-up, so the verification link resumes its checkout in any browser.
    expect(bodiesSentTo(fetchMock, 'POST /auth/sign-up')).toEqual([
      { name: 'Mei Lin', email: 'new@example.sg', password: 'harbour lights over marina bay', plan: { planType: 'pro', paymentType: 'one_time' } },
    ]);
  });

  it('the verification link that carries the plan verifies first, never showing the sign-up form', async () => {
    mockFetch(jsonResponse(200, { email: 'new@example.sg' }));
    await renderRoutes(routes(), { path: `/auth?verify=${TOKEN}&planType=pro&paymentType=one_time` });
    expect(await screen.findByText('Your email address new@example.sg is verified. Sign in to continue.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('Starter names the tool it unlocks; "Sign in" keeps the plan in view', async () => {
    await renderRoutes(routes(), { path: '/auth?planType=starter&paymentType=one_time&tool=pitchprep' });
    expect(screen.getByRole('note', { name: 'Chosen plan' }).textContent).toMatch(/^You're signing up for Starter for PitchPrep — S\$98 one-time/);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('note', { name: 'Chosen plan' }).textContent).toMatch(/^Sign in to continue with Starter for PitchPrep — S\$98 one-time/);
  });
});

describe('visitorPrice', () => {
  it('matches what a pricing card shows a visitor: Phase 2 plans at their regular price', () => {
    expect(visitorPrice(getPlan('pro'))).toBe(getPlan('pro').price);
    expect(visitorPrice(getPlan('founder'))).toBe(getPlan('founder').regularPrice);
  });
});
