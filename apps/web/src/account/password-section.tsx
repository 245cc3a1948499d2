import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { AuthField, NewPasswordField } from '../auth/auth-field';
import { useFormSubmit } from '../auth/use-form-submit';
import { FormError } from '../auth/form-error';

export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { otherSessionsRevoked } = await authApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setDone(otherSessionsRevoked > 0 ? `Password changed. ${otherSessionsRevoked} other session(s) were signed out.` : 'Password changed.');
    });
  };

  return (
    <section aria-labelledby="password-title" className="account-section">
      <h2 id="password-title">Password</h2>
      <form className="auth-form" onSubmit={submit} aria-label="Change password">
        <AuthField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
        <NewPasswordField label="New password" hint="At least 8 characters." value={next} onChange={setNext} />
        <FormError message={error} />
        {done && (
          <p className="form-success" role="status">
            {done}
          </p>
        )}
        <button className="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
