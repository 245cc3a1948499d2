/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearAccessToken } from '../auth/access-token';
import { SiteHeader } from '../layout/site-header';
import { bodiesSentTo, jsonResponse, routeFetch } from '../test/fake-fetch';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { ProfileSection } from './profile-section';

afterEach(() => clearAccessToken());

describe('ProfileSection', () => {
  it('renames the account, says Saved, and shows the new name at once', async () => {
    const fetchMock = routeFetch({ 'PATCH /auth/me': jsonResponse(200, { id: 'u1', email: 'mei@example.sg', name: 'Tan Mei Ling', emailVerified: true, role: 'user', createdAt: '2025-06-01T00:00:00.000Z' }) });
    await renderRoutes(
      [
        {
          path: '/account',
          element: (
            <>
              <SiteHeader />
              <ProfileSection />
            </>
          ),
        },
      ],
      { path: '/account', loadSession: signedInAs() },
    );
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Mei Ling');
    const save = screen.getByRole('button', { name: 'Save name' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: ' Tan Mei Ling ' } });
    fireEvent.click(save);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PATCH /auth/me')).toEqual([{ name: 'Tan Mei Ling' }]);
    await waitFor(() => expect(name.value).toBe('Tan Mei Ling'));
    expect(save.disabled).toBe(true);
  });
});
