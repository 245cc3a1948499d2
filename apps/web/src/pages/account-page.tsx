import '../account/account.css';
import { PasswordSection } from '../account/password-section';
import { SessionsSection } from '../account/sessions-section';
import { TwoStepSection } from '../account/two-step-section';
import { useAuth } from '../auth/auth-context';
import { SimplePage } from '../layout/simple-page';

export function AccountPage() {
  const { user, signOut } = useAuth();
  return (
    <SimplePage title="Account Settings" heading="Account settings" noindex>
      <section aria-labelledby="profile-title" className="account-section">
        <h2 id="profile-title">Profile</h2>
        <p>
          {user?.name}
          <br />
          {user?.email}
        </p>
        <button type="button" className="button" onClick={() => void signOut()}>
          Sign Out
        </button>
      </section>
      <PasswordSection />
      <TwoStepSection />
      <SessionsSection />
    </SimplePage>
  );
}
