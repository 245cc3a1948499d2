import './auth.css';
import { useState, type FormEvent } from 'react';
import { AuthField, RevealablePasswordField } from './auth-field';
import { MfaChallengeForm } from './mfa-challenge-form';
import { useAuth } from './auth-context';
import { useFormSubmit } from './use-form-submit';
import { FormError } from './form-error';

export function SignInForm({ initialEmail = '', onSignedIn }: { initialEmail?: string; onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const outcome = await signIn(email.trim(), password);
      if (outcome.done) onSignedIn();
      else setChallengeId(outcome.challengeId);
    });
  };

  if (challengeId) return <MfaChallengeForm challengeId={challengeId} onSignedIn={onSignedIn} />;

  return (
    <form className="auth-form" onSubmit={submit} aria-label="Sign in">
      <AuthField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <RevealablePasswordField label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
