import { clearAccessToken, setAccessToken } from '../auth/access-token';
import type { LoadSession } from '../auth/session-source';

const EXPIRES_IN_MS = 900_000;

/** A signed-in session as session-source would adopt it: the access token is held in memory too. */
export function signedInAs(email = 'mei@example.sg', { isAdmin = false, withToken = true } = {}): LoadSession {
  return async () => {
    const expiresAt = Date.now() + EXPIRES_IN_MS;
    if (withToken) setAccessToken('test-access-token', new Date(expiresAt).toISOString());
    else clearAccessToken();
    return { user: { id: '5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60', email, name: 'Mei Ling' }, isAdmin, expiresAt };
  };
}
