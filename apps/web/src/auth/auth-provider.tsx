import { useEffect, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState } from './auth-context';
import { loadSession as defaultLoadSession, type LoadSession } from './session-source';

const LOADING: AuthState = { status: 'loading', user: null, isAdmin: false };
const SIGNED_OUT: AuthState = { status: 'signed-out', user: null, isAdmin: false };

export function AuthProvider({ children, loadSession = defaultLoadSession }: { children: ReactNode; loadSession?: LoadSession }) {
  const [auth, setAuth] = useState<AuthState>(LOADING);

  useEffect(() => {
    let active = true;
    loadSession()
      .then((session) => {
        if (!active) return;
        setAuth(session ? { status: 'signed-in', user: session.user, isAdmin: session.isAdmin } : SIGNED_OUT);
      })
      // A session that cannot be read is no session: the guard sends the visitor to sign in.
      .catch(() => active && setAuth(SIGNED_OUT));
    return () => {
      active = false;
    };
  }, [loadSession]);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
