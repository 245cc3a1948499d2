import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePathPrefix } from '../routing/path-prefix';
import { useToast } from '../ui/toast/toast-context';
import { useAuth } from './auth-context';

/** Sign out as every button offers it: a busy state, the spec's toast, and home. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const auth = useAuth();
  const { withPrefix } = usePathPrefix();
  const navigate = useNavigate();
  const showToast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
      showToast({ title: 'Signed out', description: 'You have been successfully signed out' });
      navigate(withPrefix('/'), { replace: true });
    } catch (err) {
      showToast({ title: 'Sign out failed', description: err instanceof Error && err.message ? err.message : 'Please try again', variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}
