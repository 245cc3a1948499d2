import { useEffect, useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { AuthField } from '../auth/auth-field';
import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/form-error';
import { useFormSubmit } from '../auth/use-form-submit';
import { useSignOut } from '../auth/use-sign-out';

/** The account's name (greetings, e-mails, the dashboard), editable, with the e-mail and Sign Out. */
export function ProfileSection() {
  const { user, renamed } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const [name, setName] = useState(user?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  // The session may arrive after the first render: show its name until the owner types.
  useEffect(() => {
    if (!touched) setName(user?.name ?? '');
  }, [user?.name, touched]);
  const { busy, error, run } = useFormSubmit();
  const unchanged = name.trim() === (user?.name ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void run(async () => {
      const account = await authApi.rename(name.trim());
      renamed(account.name);
      setName(account.name);
      setTouched(false);
      setSaved(true);
    });
  };

  return (
    <section aria-labelledby="profile-title" className="account-section" id="profile">
      <h2 id="profile-title">Profile</h2>
      <form className="auth-form" onSubmit={submit} aria-label="Your name">
        <AuthField
          label="Name"
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setTouched(true);
            setSaved(false);
          }}
          required
        />
        <FormError message={error} />
        {saved && (
          <p className="form-success" role="status">
            Saved.
          </p>
        )}
        <button className="button button--primary" type="submit" disabled={busy || name.trim() === '' || unchanged} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : 'Save name'}
        </button>
      </form>
      <dl className="account-profile">
        <div>
          <dt>E-mail</dt>
          <dd>{user && <span className="email-text">{user.email}</span>}</dd>
        </div>
      </dl>
      <button type="button" className="button" disabled={signingOut} aria-busy={signingOut || undefined} onClick={() => void signOut()}>
        {signingOut ? 'Signing Out...' : 'Sign Out'}
      </button>
    </section>
  );
}
