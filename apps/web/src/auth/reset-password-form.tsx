import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { AuthField } from './auth-field';
import { useFormSubmit } from './use-form-submit';
import { FormError } from './form-error';

/** The form behind the e-mailed reset link; every session is signed out afterwards. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const [password, setPassword] = useState('');
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onDone((await authApi.resetPassword(token, password)).email));
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-label="Choose a new password">
      <AuthField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. You will be signed out everywhere and can sign in with it straight away."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        minLength={8}
        maxLength={128}
        required
      />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy || password.length < 8}>
        {busy ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
