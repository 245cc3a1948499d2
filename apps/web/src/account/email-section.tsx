import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { AuthField } from '../auth/auth-field';
import { useFormSubmit } from '../auth/use-form-submit';
import { FormError } from '../auth/form-error';

/** A new sign-in address: confirmed with the password now, and by a link sent to that address. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { email } = await authApi.requestEmailChange(password, newEmail.trim());
      setSentTo(email);
      setPassword('');
      setNewEmail('');
    });
  };

  return (
    <section aria-labelledby="email-title" className="account-section">
      <h2 id="email-title">E-mail address</h2>
      <p>
        You sign in with <span className="email-text">{currentEmail}</span>.
      </p>
      {sentTo && (
        <p className="form-success" role="status">
          We sent a link to {sentTo}. Your address changes when you open it.
        </p>
      )}
      <form className="auth-form" onSubmit={submit} aria-label="Change e-mail address">
        <AuthField label="New e-mail address" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} required />
        <AuthField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <FormError message={error} />
        <button className="button" type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending...' : 'Change e-mail address'}
        </button>
      </form>
    </section>
  );
}
