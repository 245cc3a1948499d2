/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoadSession } from '../auth/session-source';
import { jsonResponse, routeFetch, sentJson } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { TwoStepSection } from './two-step-section';

const signedIn: LoadSession = async () => ({ user: { id: 'me', email: 'mei@example.sg', name: 'Mei' }, isAdmin: false, expiresAt: Date.now() + 900_000 });
const field = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Two-step verification settings', () => {
  it('asks for the current password before showing the set-up key', async () => {
    const fetchMock = routeFetch({
      'GET /auth/mfa': jsonResponse(200, { enrolled: false, verifiedAt: null, recoveryCodesLeft: 0 }),
      'POST /auth/mfa/enrol': jsonResponse(201, { factorId: 'f-1', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg/>' }),
    });
    await renderRoutes([{ path: '/account', element: <TwoStepSection /> }], { path: '/account', loadSession: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    field('Current password', 'harbour lights over marina bay');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const enrolCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/v1/auth/mfa/enrol');
    expect(sentJson(fetchMock, enrolCall)).toEqual({ password: 'harbour lights over marina bay' });
  });

  it('turns it off only with the password and a current code', async () => {
    const fetchMock = routeFetch({
      'GET /auth/mfa': jsonResponse(200, { enrolled: true, verifiedAt: new Date().toISOString(), recoveryCodesLeft: 10 }),
      'DELETE /auth/mfa': jsonResponse(200, { removed: true }),
    });
    await renderRoutes([{ path: '/account', element: <TwoStepSection /> }], { path: '/account', loadSession: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    const turnOff = screen.getByRole('button', { name: 'Turn off' }) as HTMLButtonElement;
    field('Current password', 'harbour lights over marina bay');
    // Enabled, and the browser holds the submit while the required code is empty.
    expect(turnOff.disabled).toBe(false);
    fireEvent.click(turnOff);
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/auth/mfa' && (init as RequestInit).method === 'DELETE')).toBe(false);
    field('Code from the app', '123456');
    fireEvent.click(turnOff);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/auth/mfa' && (init as RequestInit).method === 'DELETE')).toBe(true));
    const removal = fetchMock.mock.calls.findIndex(([, init]) => (init as RequestInit).method === 'DELETE');
    expect(sentJson(fetchMock, removal)).toEqual({ password: 'harbour lights over marina bay', code: '123456' });
  });
});
