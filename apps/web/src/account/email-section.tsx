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
    <section aria-labelledby="email-title" className="account-section settings-row">
      <div className="settings-row__intro">
        <h2 id="email-title">E-mail address</h2>
        <p className="fine-print">
          You sign in with <span className="email-text">{currentEmail}</span>. A new address is confirmed by a link we send to it.
        </p>
      </div>
      <form className="auth-form settings-row__body" onSubmit={submit} aria-label="Change e-mail address">
        {sentTo && (
          <p className="form-success" role="status">
            We sent a link to {sentTo}. Your address changes when you open it.
          </p>
        )}
        <AuthField label="New e-mail address" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} required />
        <AuthField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <FormError message={error} />
        <div className="settings-row__actions">
          <button className="button button--secondary" type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending...' : 'Change e-mail address'}
          </button>
        </div>
      </form>
    </section>
  );
}
