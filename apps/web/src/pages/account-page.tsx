import '../account/account.css';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BillingSection } from '../account/billing-section';
import { BrandKitSection } from '../account/brand-kit-section';
import { EmailPreferencesSection } from '../account/email-preferences-section';
import { EmailSection } from '../account/email-section';
import { PasswordSection } from '../account/password-section';
import { ProfileSection, SignOutSection } from '../account/profile-section';
import { SessionsSection } from '../account/sessions-section';
import { TwoStepSection } from '../account/two-step-section';
// In the account page's chunk: a chunk of its own split a query module off the landing route's shared one (+0.5 kB there).
import { WebhooksSection } from '../account/webhooks/webhooks-section';
import { useAuth } from '../auth/auth-context';
import { BookConsultation } from '../consultation/book-consultation';
import { useFeatureFlag } from '../flags/use-feature-flags';
import { WorkspacePage } from '../layout/workspace-page';
import { usePathPrefix } from '../routing/path-prefix';
import { SectionNav } from '../ui/section-nav';

type Tab = { id: string; label: string; content: () => ReactNode };

/**
 * /account in tabs, each its own address (?tab=…) so e-mails and pages can link to one:
 * Profile, Security, Brand kit, Notifications, Webhooks, Plan & billing, and Consultations while booking is open.
 */
export function AccountPage() {
  const { user } = useAuth();
  const { withPrefix } = usePathPrefix();
  const consultations = useFeatureFlag('consultation_booking');
  const [searchParams] = useSearchParams();
  const tabs: Tab[] = [
    {
      id: 'profile',
      label: 'Profile',
      content: () => (
        <>
          <ProfileSection />
          {user && <EmailSection currentEmail={user.email} />}
          <SignOutSection />
        </>
      ),
    },
    {
      id: 'security',
      label: 'Security',
      content: () => (
        <>
          <PasswordSection />
          <TwoStepSection />
          <SessionsSection />
        </>
      ),
    },
    { id: 'brand', label: 'Brand kit', content: () => <BrandKitSection /> },
    { id: 'notifications', label: 'Notifications', content: () => <EmailPreferencesSection /> },
    {
      id: 'webhooks',
      label: 'Webhooks',
      content: () => <WebhooksSection />,
    },
    { id: 'billing', label: 'Plan & billing', content: () => <BillingSection /> },
    ...(consultations ? [{ id: 'consultations', label: 'Consultations', content: () => <BookConsultation /> }] : []),
  ];
  const current = tabs.find((t) => t.id === searchParams.get('tab')) ?? tabs[0];

  return (
    <WorkspacePage title="Account settings" heading="Account settings" breadcrumbs={[{ label: 'Account', to: '/account' }, { label: current.label }]}>
      <SectionNav label="Account sections" current={current.label} location={current.id} className="account-tabs">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={withPrefix(`/account?tab=${tab.id}`)} aria-current={tab === current ? 'page' : undefined} className="account-tabs__link">
              {tab.label}
            </Link>
          </li>
        ))}
      </SectionNav>
      <div id="account-panel" className={`account-tab-panel account-tab-panel--${current.id}`}>
        {current.content()}
      </div>
    </WorkspacePage>
  );
}
