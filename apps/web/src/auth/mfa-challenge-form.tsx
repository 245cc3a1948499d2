import { useState, type FormEvent } from 'react';
import { AuthField } from './auth-field';
import { useAuth } from './auth-context';
import { useFormSubmit } from './use-form-submit';
import { FormError } from './form-error';

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function MfaChallengeForm({ challengeId, onSignedIn }: { challengeId: string; onSignedIn: () => void }) {
  const { answerChallenge } = useAuth();
  const [code, setCode] = useState('');
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await answerChallenge(challengeId, code.trim());
      onSignedIn();
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-label="Two-step verification">
      <p>Enter the 6-digit code from your authenticator app. Lost your phone? Use one of your recovery codes instead.</p>
      <AuthField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy || code.trim().length < 6}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
    </form>
  );
}
