import '../account/account.css';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { EarlyBirdBanner } from '../billing/early-bird-banner';
import { ProHistory } from '../exitcheck/pro-history';
import { PitchPrepOutputsList } from '../pitchprep/outputs-list';
import { BookConsultation } from '../consultation/book-consultation';
import { SimplePage } from '../layout/simple-page';
import { ConnectionBadge } from '../realtime/connection-badge';
import { usePathPrefix } from '../routing/path-prefix';

export function DashboardPage() {
  const { user } = useAuth();
  const { withPrefix } = usePathPrefix();
  return (
    <SimplePage title="Dashboard" heading={user ? `Welcome, ${user.name}` : 'Your dashboard'} eyebrow={user?.email} noindex>
      <EarlyBirdBanner />
      <p>Your ExitCheck Pro audits, PitchPrep materials and shared links will be listed here as you create them. Nothing has been saved yet.</p>
      <div className="button-row">
        <Link className="button button--primary" to={{ pathname: withPrefix('/'), hash: 'exitcheck-lite' }}>
          Take the free ExitCheck Lite
        </Link>
        <Link className="button" to={withPrefix('/account')}>
          Account Settings
        </Link>
      </div>
      <ProHistory />
      <PitchPrepOutputsList />
      <BookConsultation id="dashboard-consultation" />
      <ConnectionBadge />
    </SimplePage>
  );
}
