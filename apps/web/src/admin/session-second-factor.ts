import { accessToken } from '../auth/access-token';
import { useAuth } from '../auth/auth-context';

export type Aal = 'aal1' | 'aal2';

/**
 * The assurance level the identity service wrote into the access token: aal2 once the session
 * passed a second factor. Null when there is no token or it cannot be read; the server still
 * checks every admin call, so an unreadable token only means the page asks and is told.
 */
export function aalOfAccessToken(token: string | null): Aal | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const aal = typeof claims === 'object' && claims !== null ? (claims as { aal?: unknown }).aal : undefined;
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session's assurance level, read again whenever the session changes (a new
 * token after setting up two-step verification re-renders every useAuth reader).
 */
export function useSessionAal(): Aal | null {
  useAuth();
  return aalOfAccessToken(accessToken());
}
