import { createContext, useContext } from 'react';

export type AuthUser = { id: string; email: string };
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';
export type AuthState = { status: AuthStatus; user: AuthUser | null; isAdmin: boolean };

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
