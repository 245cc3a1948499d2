import { useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { MIN_PASSWORD_LENGTH, NewPasswordField } from './auth-field';
import { useFormSubmit } from './use-form-submit';
import { FormError } from './form-error';

type Purpose = 'reset' | 'activate';

const COPY: Record<Purpose, { label: string; hint: string; form: string; submit: string }> = {
  reset: {
    label: 'New password',
    hint: 'At least 8 characters. You will be signed out everywhere and can sign in with it straight away.',
    form: 'Choose a new password',
    submit: 'Save new password',
  },
  activate: {
    label: 'Password',
    hint: 'At least 8 characters. You are signed in as soon as it is saved, and your purchase is in your dashboard.',
    form: 'Set your password',
    submit: 'Set password and open my dashboard',
  },
};

/**
 * The form behind an e-mailed one-time link: a reset (every session is signed out afterwards)
 * or a guest buyer's first password (`activate`). `onDone` gets the address and the password,
 * so an activation can sign straight in.
 */
export function ResetPasswordForm({ token, purpose = 'reset', onDone }: { token: string; purpose?: Purpose; onDone: (email: string, password: string) => Promise<void> | void }) {
  const copy = COPY[purpose];
  const [password, setPassword] = useState('');
  const { busy, error, run } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onDone((await authApi.resetPassword(token, password)).email, password));
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-label={copy.form}>
      <NewPasswordField
        label={copy.label}
        hint={copy.hint}
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <button className="button button--primary" type="submit" disabled={busy || password.length < MIN_PASSWORD_LENGTH}>
        {busy ? 'Saving...' : copy.submit}
      </button>
    </form>
  );
}
