import type { BillingOverview, OwnerShare } from '@bv/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { formatDate, TOOL_NAMES } from '../billing/format';
import { usePathPrefix } from '../routing/path-prefix';

type Assessment = { id: string; totalScore: number; readinessLevel: string; completedAt: string };

type SummaryProps = {
  billing: UseQueryResult<BillingOverview, ApiError>;
  history: UseQueryResult<Assessment[], ApiError>;
  shares: UseQueryResult<OwnerShare[], ApiError>;
};

/** Four figures at the top of the dashboard: the plan, this month's uses, the latest score and its change, and the links' views this week. */
export function DashboardSummary({ billing, history, shares }: SummaryProps) {
  const { withPrefix } = usePathPrefix();
  const entitlement = billing.data?.entitlement;
  const latest = history.data?.[0];
  const previous = history.data?.[1];
  const change = latest && previous ? latest.totalScore - previous.totalScore : null;
  const weekViews = shares.data?.reduce((sum, s) => sum + s.viewsThisWeek, 0) ?? 0;
  const liveShares = shares.data?.filter((s) => s.state === 'active').length ?? 0;

  return (
    <ul className="dashboard-summary" aria-label="Summary">
      <Figure label="Plan" loading={billing.isPending} failed={billing.isError}>
        {entitlement && entitlement.tools.length > 0 ? (
          <>
            <strong>{entitlement.tools.map((t) => TOOL_NAMES[t]).join(' + ')}</strong>
            <span>{entitlement.validUntil ? `Until ${formatDate(entitlement.validUntil)}` : entitlement.unlimited ? 'Unlimited use' : 'Monthly allowance'}</span>
          </>
        ) : (
          <>
            <strong>No plan yet</strong>
            <Link to={{ pathname: withPrefix('/'), hash: 'pricing' }}>See plans</Link>
          </>
        )}
      </Figure>
      <Figure label="This month" loading={billing.isPending} failed={billing.isError}>
        {entitlement?.unlimited ? (
          <>
            <strong>{billing.data?.usedThisMonth ?? 0} used</strong>
            <span>No monthly limit</span>
          </>
        ) : entitlement?.monthlyAllowance ? (
          <>
            <strong>
              {Math.max(0, entitlement.monthlyAllowance - (billing.data?.usedThisMonth ?? 0))} of {entitlement.monthlyAllowance} left
            </strong>
            <span>Renews on the 1st (Singapore time)</span>
          </>
        ) : (
          <>
            <strong>—</strong>
            <span>Uses come with a plan</span>
          </>
        )}
      </Figure>
      <Figure label="Latest ExitCheck Pro score" loading={history.isPending} failed={history.isError}>
        {latest ? (
          <>
            <strong>
              {latest.totalScore} / 100 <span className="dashboard-summary__level">{latest.readinessLevel}</span>
            </strong>
            <span className={change === null ? undefined : change >= 0 ? 'dashboard-summary__up' : 'dashboard-summary__down'}>
              {change === null ? `Taken ${formatDate(latest.completedAt)}` : `${change >= 0 ? '+' : '−'}${Math.abs(change)} since your previous audit`}
            </span>
          </>
        ) : (
          <>
            <strong>Not taken yet</strong>
            <span>About 20 minutes</span>
          </>
        )}
      </Figure>
      <Figure label="Share links" loading={shares.isPending} failed={shares.isError}>
        <strong>
          {weekViews} view{weekViews === 1 ? '' : 's'} this week
        </strong>
        <span>
          {liveShares} active link{liveShares === 1 ? '' : 's'}
        </span>
      </Figure>
    </ul>
  );
}

function Figure({ label, loading, failed, children }: { label: string; loading: boolean; failed: boolean; children: ReactNode }) {
  return (
    <li className="dashboard-summary__figure">
      <span className="dashboard-summary__label">{label}</span>
      {loading ? (
        <>
          <span className="visually-hidden">Loading</span>
          <span className="skeleton__bar dashboard-summary__loading" aria-hidden="true" />
        </>
      ) : failed ? <span className="muted">Could not load</span> : children}
    </li>
  );
}
