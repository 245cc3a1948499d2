import { createContext, useContext } from 'react';
import type { BrowserSession, SignUpInput } from '../api/auth';

export type AuthUser = { id: string; email: string; name: string };
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
/** Sign-in either completes or needs the second factor for this challenge. */
export type SignInOutcome = { done: true } | { done: false; challengeId: string };
export type AuthActions = {
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  answerChallenge: (challengeId: string, code: string) => Promise<void>;
  /** Takes a session issued outside sign-in: mid-session (two-step turned on) or by the e-mailed verification link. */
  adopt: (session: BrowserSession) => void;
  /** The account was renamed: the header, greetings and forms show the new name at once. */
  renamed: (name: string) => void;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
};
/** Why the visitor is signed out: by their own click, in another tab, or after 30 idle minutes. */
export type SignOutReason = 'user' | 'elsewhere' | 'inactivity';
export type AuthState = { status: AuthStatus; user: AuthUser | null; isAdmin: boolean; signOutReason: SignOutReason | null } & AuthActions;

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
