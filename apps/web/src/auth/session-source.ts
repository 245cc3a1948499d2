import { ApiError } from '../api/api-error';
import { authApi, type BrowserSession } from '../api/auth';
import { clearAccessToken, setAccessToken } from './access-token';
import type { AuthUser } from './auth-context';

export type Session = { user: AuthUser; isAdmin: boolean; expiresAt: number };
export type LoadSession = () => Promise<Session | null>;

/** Keeps the new access token in memory and describes the session for the UI. */
export function adoptSession(session: BrowserSession): Session {
  setAccessToken(session.accessToken, session.accessTokenExpiresAt);
  const { id, email, name, role } = session.user;
  return { user: { id, email, name }, isAdmin: role === 'admin', expiresAt: Date.parse(session.accessTokenExpiresAt) };
}

/** Exchanges the refresh cookie (if any) for a session; a missing or dead session is null. */
export const loadSession: LoadSession = async () => {
  try {
    const session = await authApi.refresh();
    return session ? adoptSession(session) : null;
  } catch (err) {
    clearAccessToken();
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return null;
    throw err;
  }
};
