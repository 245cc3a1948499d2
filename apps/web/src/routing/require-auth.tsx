import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { usePathPrefix } from './path-prefix';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signOutReason } = useAuth();
  const location = useLocation();
  const { withPrefix } = usePathPrefix();

  if (status === 'loading') {
    return (
      <p className="auth-check" role="status">
        Checking authentication...
      </p>
    );
  }
  // Whoever chose to sign out (here or in another tab) goes home, not to a sign-in wall.
  if (status === 'signed-out' && (signOutReason === 'user' || signOutReason === 'elsewhere')) return <Navigate to={withPrefix('/')} replace />;
  if (status === 'signed-out') {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={withPrefix(`/auth?returnTo=${returnTo}`)} replace />;
  }
  return <>{children}</>;
}
