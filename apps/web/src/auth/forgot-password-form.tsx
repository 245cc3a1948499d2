import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { AuthField } from './auth-field';
import { useFormSubmit } from './use-form-submit';
import { FormError } from './form-error';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await authApi.forgotPassword(email.trim());
      setSent(true);
    });
  };

  if (sent) {
    return (
      <p className="form-success" role="status">
        If {email.trim()} has an account, a link to choose a new password is on its way. It works once, for one hour.
      </p>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} aria-label="Reset password">
      <AuthField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Sending...' : 'Send reset link'}
      </button>
    </form>
  );
}
