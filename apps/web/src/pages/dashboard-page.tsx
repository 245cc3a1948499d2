import '../account/account.css';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../app/page-skeleton';
import { useAuth } from '../auth/auth-context';
import { EarlyBirdBanner } from '../billing/early-bird-banner';
import { useBillingOverview } from '../billing/use-billing-overview';
import { BookConsultation } from '../consultation/book-consultation';
import { DashboardSummary } from '../dashboard/dashboard-summary';
import { useFeatureFlag } from '../flags/use-feature-flags';
import { nextStep } from '../dashboard/next-step';
import { NextStepCard } from '../dashboard/next-step-card';
import { ProHistory } from '../exitcheck/pro-history';
import { ScoreTrend } from '../exitcheck/trend/score-trend';
import { useProHistory } from '../exitcheck/use-exitcheck-queries';
import { WorkspacePage } from '../layout/workspace-page';
import { PitchPrepOutputsList } from '../pitchprep/outputs-list';
import { useOutputs } from '../pitchprep/use-pitchprep-queries';
import { ConnectionBadge } from '../realtime/connection-badge';
import { usePathPrefix } from '../routing/path-prefix';
import { SharesTable } from '../sharing/shares-table';
import { useMyShares } from '../sharing/use-sharing-queries';
import { LoadError } from '../ui/load-states';

/** How many links the dashboard lists; the Shares page has them all. */
const DASHBOARD_SHARES = 5;

// Deal rooms live under /dashboard/rooms in a chunk of their own: a route of their own would
// grow the entry the landing page loads (its budget is full).
const RoomsSection = lazy(() => import('../rooms/rooms-section').then((m) => ({ default: m.RoomsSection })));

/** /dashboard, and /dashboard/rooms/* (deal rooms). */
export function DashboardPage() {
  const rest = useParams()['*'] ?? '';
  if (rest === 'rooms' || rest.startsWith('rooms/')) {
    return (
      <Suspense fallback={<PageSkeleton variant="table" />}>
        <RoomsSection />
      </Suspense>
    );
  }
  return <DashboardHome />;
}

/** The signed-in home: where the founder stands, the one next step, and their audits, materials and links. */
function DashboardHome() {
  const { user } = useAuth();
  const { withPrefix } = usePathPrefix();
  const billing = useBillingOverview();
  const history = useProHistory();
  const outputs = useOutputs();
  const shares = useMyShares();
  const consultationsOpen = useFeatureFlag('consultation_booking');
  const roomsOpen = useFeatureFlag('data_rooms');
  // Until every answer is in, the next step's place is kept, so the sections below do not jump.
  const settling = billing.isPending || history.isPending || outputs.isPending || shares.isPending;
  const step = nextStep({ billing: billing.data, assessments: history.data, outputs: outputs.data, shares: shares.data, consultationsOpen });
  // Which tools the plan includes; null until billing answers.
  const tools = billing.data?.entitlement.tools ?? null;
  // The whole name: in Singapore the first word is often the family name.
  const name = user?.name?.trim();

  return (
    <WorkspacePage title="Dashboard" heading={name ? `Welcome, ${name}` : 'Welcome'}>
      <div className="dashboard">
        <EarlyBirdBanner />
        <DashboardSummary billing={billing} history={history} shares={shares} />
        {step ? <NextStepCard step={step} /> : settling && <div className="next-step next-step--pending" aria-hidden="true" />}
        {/* Across the width: the chart reads badly in the audits' narrow column. */}
        {history.data && <ScoreTrend history={history.data} />}
        {/* Wide screens: the materials beside the audits, the links across the width below them. */}
        <div className="dashboard-columns">
          <div className="dashboard-section dashboard-section--outputs">
            <PitchPrepOutputsList owned={tools && tools.includes('pitchprep')} />
          </div>
          <div className="dashboard-section dashboard-section--audits">
            <ProHistory owned={tools && tools.includes('exitcheck')} />
          </div>
        </div>
        {roomsOpen && tools !== null && tools.length > 0 && (
          <section className="dashboard-section dashboard-rooms" aria-labelledby="dashboard-rooms-title">
            <h2 id="dashboard-rooms-title">Deal rooms</h2>
            <p>Every document a buyer or investor asks for, in folders behind one link.</p>
            <Link className="button button--secondary button--small" to={withPrefix('/dashboard/rooms')}>
              Open deal rooms
            </Link>
          </section>
        )}
        <section className="dashboard-section" aria-labelledby="dashboard-shares-title">
          <h2 id="dashboard-shares-title">Your share links</h2>
          {shares.isPending ? (
            <p className="muted" aria-busy="true">
              Loading your links…
            </p>
          ) : shares.isError ? (
            <LoadError message="Your share links could not be loaded." onRetry={() => void shares.refetch()} />
          ) : shares.data.length === 0 ? (
            <p className="dashboard-empty">No links yet. Open a deck, FAQ or checklist and choose Share to send it with a password, an expiry or an e-mail gate.</p>
          ) : (
            <>
              <SharesTable shares={shares.data.slice(0, DASHBOARD_SHARES)} caption="Your latest share links" />
              {shares.data.length > DASHBOARD_SHARES && <Link to={withPrefix('/shares')}>All {shares.data.length} links</Link>}
            </>
          )}
        </section>
        <BookConsultation id="dashboard-consultation" />
        <ConnectionBadge />
      </div>
    </WorkspacePage>
  );
}
