import { clearAccessToken, setAccessToken } from '../auth/access-token';
import type { LoadSession } from '../auth/session-source';

const EXPIRES_IN_MS = 900_000;

/** An unsigned token shaped like identity's (header.claims.signature): the page reads only its claims. */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/**
 * A signed-in session as session-source would adopt it: the access token is held in memory too.
 * With `aal` the token carries that claim, as identity's do; without, it is opaque.
 */
export function signedInAs(email = 'mei@example.sg', { isAdmin = false, withToken = true, aal }: { isAdmin?: boolean; withToken?: boolean; aal?: 'aal1' | 'aal2' } = {}): LoadSession {
  return async () => {
    const expiresAt = Date.now() + EXPIRES_IN_MS;
    const token = aal ? fakeAccessToken({ sub: '5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60', role: isAdmin ? 'admin' : 'user', aal }) : 'test-access-token';
    if (withToken) setAccessToken(token, new Date(expiresAt).toISOString());
    else clearAccessToken();
    return { user: { id: '5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60', email, name: 'Mei Ling' }, isAdmin, expiresAt };
  };
}
