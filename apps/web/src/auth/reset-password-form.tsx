import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { MIN_PASSWORD_LENGTH, NewPasswordField } from './auth-field';
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
      <NewPasswordField
        label="New password"
        hint="At least 8 characters. You will be signed out everywhere and can sign in with it straight away."
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy || password.length < MIN_PASSWORD_LENGTH}>
        {busy ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
