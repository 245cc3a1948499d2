import { INACTIVITY_SIGN_OUT_MS } from '@bv/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authApi } from '../api/auth';
import { clearAccessToken } from './access-token';
import { AuthContext, type AuthActions, type AuthState } from './auth-context';
import { adoptSession, loadSession as defaultLoadSession, type LoadSession, type Session } from './session-source';
import { useLastActivity } from './use-activity';

type SessionState = Pick<AuthState, 'status' | 'user' | 'isAdmin'>;
const LOADING: SessionState = { status: 'loading', user: null, isAdmin: false };
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, isAdmin: false };
/** Refresh this long before the access token expires. */
const REFRESH_LEAD_MS = 60_000;
const INACTIVITY_CHECK_MS = 15_000;

export function AuthProvider({ children, loadSession = defaultLoadSession }: { children: ReactNode; loadSession?: LoadSession }) {
  const [state, setState] = useState<SessionState>(LOADING);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const lastActivity = useLastActivity();
  const signingOut = useRef(false);

  const apply = useCallback((session: Session | null) => {
    setState(session ? { status: 'signed-in', user: session.user, isAdmin: session.isAdmin } : SIGNED_OUT);
    setExpiresAt(session?.expiresAt ?? null);
  }, []);

  useEffect(() => {
    let active = true;
    loadSession()
      .then((session) => active && apply(session))
      // A session that cannot be read is no session: the guard sends the visitor to sign in.
      .catch(() => active && apply(null));
    return () => {
      active = false;
    };
  }, [loadSession, apply]);

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    try {
      await authApi.signOut();
    } finally {
      signingOut.current = false;
      clearAccessToken();
      apply(null);
    }
  }, [apply]);

  // Keep the access token fresh while the visitor is active; after 30 idle minutes sign out.
  useEffect(() => {
    if (state.status !== 'signed-in' || expiresAt === null) return;
    const idle = () => Date.now() - lastActivity.current >= INACTIVITY_SIGN_OUT_MS;
    const watch = setInterval(() => {
      if (idle()) void signOut().catch(() => undefined);
    }, INACTIVITY_CHECK_MS);
    const refresh = setTimeout(
      () => {
        if (idle()) return;
        authApi.refresh().then((s) => apply(s ? adoptSession(s) : null), () => apply(null));
      },
      Math.max(0, expiresAt - Date.now() - REFRESH_LEAD_MS),
    );
    return () => {
      clearInterval(watch);
      clearTimeout(refresh);
    };
  }, [state.status, expiresAt, lastActivity, signOut, apply]);

  const actions: AuthActions = useMemo(
    () => ({
      signIn: async (email, password) => {
        const result = await authApi.signIn(email, password);
        if (result.kind === 'mfa_required') return { done: false, challengeId: result.challengeId };
        apply(adoptSession(result));
        return { done: true };
      },
      answerChallenge: async (challengeId, code) => apply(adoptSession(await authApi.answerChallenge(challengeId, code))),
      adopt: (session) => apply(adoptSession(session)),
      signUp: async (input) => {
        await authApi.signUp(input);
      },
      verifyEmail: async (token) => (await authApi.verifyEmail(token)).email,
      signOut,
    }),
    [apply, signOut],
  );

  const value = useMemo<AuthState>(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
