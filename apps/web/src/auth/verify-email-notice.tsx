import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { useAuth } from './auth-context';

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'failed'; message: string };

/** Spends the e-mailed verification link once, then hands over to sign-in with the address filled in. */
export function VerifyEmailNotice({ token, onVerified }: { token: string; onVerified: (email: string) => void }) {
  const { verifyEmail } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the link is single-use.
    if (started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (email) => {
        setOutcome({ state: 'verified', email });
        onVerified(email);
      },
      (err) => setOutcome({ state: 'failed', message: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.' }),
    );
  }, [token, verifyEmail, onVerified]);

  if (outcome.state === 'verifying') return <p role="status">Verifying your email address…</p>;
  if (outcome.state === 'failed') {
    return (
      <p className="form-error" role="alert">
        {outcome.message}
      </p>
    );
  }
  return (
    <p className="form-success" role="status">
      Your email address {outcome.email} is verified. Sign in to continue.
    </p>
  );
}
