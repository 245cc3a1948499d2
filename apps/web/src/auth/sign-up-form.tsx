import { useState, type FormEvent } from 'react';
import { AuthField, NewPasswordField } from './auth-field';
import { useAuth } from './auth-context';
import { useFormSubmit } from './use-form-submit';
import { FormError } from './form-error';
import type { PlanSelection } from '../billing/saved-plan';

export function SignUpForm({ plan, onSignedUp }: { plan?: PlanSelection; onSignedUp: (email: string, password: string) => void }) {
  const { signUp } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await signUp({ name: name.trim(), email: email.trim(), password, ...(plan ? { plan } : {}) });
      onSignedUp(email.trim(), password);
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-label="Create account">
      <AuthField label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required />
      <AuthField label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <NewPasswordField
        label="Password"
        hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
