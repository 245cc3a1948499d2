import { INACTIVITY_SIGN_OUT_MS } from '@bv/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setAnalyticsUser } from '../analytics/analytics';
import { authApi } from '../api/auth';
import { clearAccessToken } from './access-token';
import { openAuthChannel, type AuthChannel } from './auth-channel';
import { AuthContext, type AuthActions, type AuthState, type SignOutReason } from './auth-context';
import { adoptSession, loadSession as defaultLoadSession, type LoadSession, type Session } from './session-source';
import { useLastActivity } from './use-activity';
import { forgetVisitorStorage } from './forget-visitor';
import { forgetUserQueries } from './user-scoped-queries';

type SessionState = Pick<AuthState, 'status' | 'user' | 'isAdmin' | 'signOutReason'>;
const LOADING: SessionState = { status: 'loading', user: null, isAdmin: false, signOutReason: null };
/** Refresh this long before the access token expires. */
const REFRESH_LEAD_MS = 60_000;
const INACTIVITY_CHECK_MS = 15_000;

export function AuthProvider({ children, loadSession = defaultLoadSession }: { children: ReactNode; loadSession?: LoadSession }) {
  const [state, setState] = useState<SessionState>(LOADING);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const lastActivity = useLastActivity();
  const signingOut = useRef(false);
  const queryClient = useQueryClient();
  const currentUserId = useRef<string | null>(null);
  const channel = useRef<AuthChannel | null>(null);
  // Bumped when the person using the tab changes: the app below remounts, so no component keeps
  // the last person's state (a Lite result on screen, a half-filled form).
  const [visitor, setVisitor] = useState(0);

  const apply = useCallback(
    (session: Session | null, signOutReason: SignOutReason | null = null) => {
      // Another person (or nobody) now uses this tab: what the last user loaded must not show.
      const userId = session?.user.id ?? null;
      if (currentUserId.current !== null && userId !== currentUserId.current) {
        forgetUserQueries(queryClient);
        forgetVisitorStorage();
        setVisitor((n) => n + 1);
      }
      currentUserId.current = userId;
      // Analytics events carry who did them (docs/product-rules.md, "Accounts and security"); a
      // visitor's are anonymous.
      setAnalyticsUser(userId);
      setState(session ? { status: 'signed-in', user: session.user, isAdmin: session.isAdmin, signOutReason: null } : { status: 'signed-out', user: null, isAdmin: false, signOutReason });
      setExpiresAt(session?.expiresAt ?? null);
    },
    [queryClient],
  );

  /** Applies a session this tab signed into, and tells the other tabs. */
  const applySignedIn = useCallback(
    (session: Session) => {
      apply(session);
      channel.current?.post({ type: 'signed-in', userId: session.user.id });
    },
    [apply],
  );

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

  useEffect(() => {
    channel.current = openAuthChannel((message) => {
      if (message.type === 'signed-out') {
        if (currentUserId.current === null) return;
        clearAccessToken();
        apply(null, 'elsewhere');
      } else if (message.userId !== currentUserId.current) {
        loadSession().then(
          (session) => apply(session),
          () => apply(null, 'elsewhere'),
        );
      }
    });
    return () => channel.current?.close();
  }, [apply, loadSession]);

  const endSession = useCallback(
    async (reason: SignOutReason) => {
      if (signingOut.current) return;
      signingOut.current = true;
      try {
        await authApi.signOut();
      } finally {
        signingOut.current = false;
        clearAccessToken();
        apply(null, reason);
        channel.current?.post({ type: 'signed-out' });
      }
    },
    [apply],
  );
  const signOut = useCallback(() => endSession('user'), [endSession]);

  // Keep the access token fresh while the visitor is active; after 30 idle minutes sign out.
  useEffect(() => {
    if (state.status !== 'signed-in' || expiresAt === null) return;
    const idle = () => Date.now() - lastActivity.current >= INACTIVITY_SIGN_OUT_MS;
    const watch = setInterval(() => {
      if (idle()) void endSession('inactivity').catch(() => undefined);
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
  }, [state.status, expiresAt, lastActivity, endSession, apply]);

  const actions: AuthActions = useMemo(
    () => ({
      signIn: async (email, password) => {
        const result = await authApi.signIn(email, password);
        if (result.kind === 'mfa_required') return { done: false, challengeId: result.challengeId };
        applySignedIn(adoptSession(result));
        return { done: true };
      },
      answerChallenge: async (challengeId, code) => applySignedIn(adoptSession(await authApi.answerChallenge(challengeId, code))),
      adopt: (session) => applySignedIn(adoptSession(session)),
      renamed: (name) => setState((current) => (current.user ? { ...current, user: { ...current.user, name } } : current)),
      signUp: async (input) => {
        await authApi.signUp(input);
      },
      signOut,
    }),
    [applySignedIn, signOut],
  );

  const value = useMemo<AuthState>(() => ({ ...state, ...actions }), [state, actions]);
  return (
    <AuthContext.Provider value={value}>
      <Fragment key={visitor}>{children}</Fragment>
    </AuthContext.Provider>
  );
}
