import '../account/account.css';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BillingSection } from '../account/billing-section';
import { EmailPreferencesSection } from '../account/email-preferences-section';
import { EmailSection } from '../account/email-section';
import { PasswordSection } from '../account/password-section';
import { SessionsSection } from '../account/sessions-section';
import { TwoStepSection } from '../account/two-step-section';
import { useAuth } from '../auth/auth-context';
import { useSignOut } from '../auth/use-sign-out';
import { BookConsultation } from '../consultation/book-consultation';
import { SimplePage } from '../layout/simple-page';

export function AccountPage() {
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  // E-mails link to /account?tab=notifications: bring that section into view.
  useEffect(() => {
    if (tab) document.getElementById(tab)?.scrollIntoView();
  }, [tab]);
  return (
    <SimplePage title="Account Settings" heading="Account settings" noindex>
      <section aria-labelledby="profile-title" className="account-section">
        <h2 id="profile-title">Profile</h2>
        <p>
          {user?.name}
          <br />
          {user?.email}
        </p>
        <button type="button" className="button" disabled={signingOut} onClick={() => void signOut()}>
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </button>
      </section>
      <BillingSection />
      <BookConsultation />
      {user && <EmailSection currentEmail={user.email} />}
      <PasswordSection />
      <TwoStepSection />
      <SessionsSection />
      <EmailPreferencesSection />
    </SimplePage>
  );
}
