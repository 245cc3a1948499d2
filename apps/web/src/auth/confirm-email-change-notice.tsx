import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { authApi } from '../api/auth';

type Outcome = { state: 'working' } | { state: 'done'; email: string } | { state: 'failed'; message: string };

/** Opens the link sent to a new address: from now on that address signs in. */
export function ConfirmEmailChangeNotice({ token, onConfirmed }: { token: string; onConfirmed: (email: string) => void }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // the link is single-use; StrictMode runs effects twice
    started.current = true;
    authApi.confirmEmailChange(token).then(
      ({ email }) => {
        setOutcome({ state: 'done', email });
        onConfirmed(email);
      },
      (err) => setOutcome({ state: 'failed', message: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.' }),
    );
  }, [token, onConfirmed]);

  if (outcome.state === 'working') return <p role="status">Confirming your new e-mail address…</p>;
  if (outcome.state === 'failed') {
    return (
      <p className="form-error" role="alert">
        {outcome.message}
      </p>
    );
  }
  return (
    <p className="form-success" role="status">
      Your e-mail address is now {outcome.email}. Sign in with it.
    </p>
  );
}
