import { useEffect, useState, type FormEvent } from 'react';
import { authApi } from '../api/auth';
import { AuthField } from '../auth/auth-field';
import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/form-error';
import { useFormSubmit } from '../auth/use-form-submit';
import { useSignOut } from '../auth/use-sign-out';

/** The account's name (greetings, e-mails, the dashboard), editable, as a settings row: what it is on the left, the field on the right. */
export function ProfileSection() {
  const { user, renamed } = useAuth();
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
    <section aria-labelledby="profile-title" className="account-section settings-row" id="profile">
      <div className="settings-row__intro">
        <h2 id="profile-title">Profile</h2>
        <p className="fine-print">Your name greets you here and signs the e-mails we send for you.</p>
      </div>
      <form className="auth-form settings-row__body" onSubmit={submit} aria-label="Your name">
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
        <div className="settings-row__actions">
          <button className="button button--primary" type="submit" disabled={busy || name.trim() === '' || unchanged} aria-busy={busy || undefined}>
            {busy ? 'Saving...' : 'Save name'}
          </button>
          {saved && (
            <p className="form-success" role="status">
              Saved.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

/** Sign out at the foot of the profile tab, apart from the fields (the header's account menu has it too). */
export function SignOutSection() {
  const { signOut, signingOut } = useSignOut();
  return (
    <section aria-labelledby="sign-out-title" className="account-section settings-row">
      <div className="settings-row__intro">
        <h2 id="sign-out-title">Sign out</h2>
        <p className="fine-print">Ends your session in this browser. Your other devices stay signed in (see Security).</p>
      </div>
      <div className="settings-row__body settings-row__actions">
        <button type="button" className="button button--secondary" disabled={signingOut} aria-busy={signingOut || undefined} onClick={() => void signOut()}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </section>
  );
}
