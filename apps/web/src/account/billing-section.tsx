import '../billing/billing.css';
import { LOCKED_PRICES } from '@bv/domain';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../api/api-error';
import { billingApi } from '../api/billing';
import { FormError } from '../auth/form-error';
import { formatDate } from '../billing/format';
import { pageNavigation } from '../billing/page-navigation';
import { PaymentHistory } from '../billing/payment-history';
import { SubscriptionList } from '../billing/subscription-list';
import { useBillingOverview } from '../billing/use-billing-overview';
import { usePathPrefix } from '../routing/path-prefix';
import { PlanCard } from './plan-card';

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** /account?tab=billing: the plan (what it unlocks, one action), the early-bird price lock, subscriptions and payments. */
export function BillingSection() {
  const overview = useBillingOverview();
  const navigate = useNavigate();
  const { withPrefix } = usePathPrefix();
  // Stripe's portal is another site; the sandbox's stand-in is a page of this app.
  const portal = useMutation<{ url: string }, ApiError>({
    mutationFn: billingApi.portal,
    onSuccess: ({ url }) => (url.startsWith('/') ? navigate(withPrefix(url)) : pageNavigation.assign(url)),
    retry: false,
  });
  const data = overview.data;
  const pricing = { pathname: withPrefix('/'), hash: 'pricing' };

  const action = (() => {
    if (!data) return null;
    if (data.subscriptions.some((s) => LIVE.has(s.status))) {
      return (
        <>
          <button type="button" className="button button--primary" disabled={portal.isPending} onClick={() => portal.mutate()}>
            {portal.isPending ? 'Opening…' : 'Manage subscription'}
          </button>
          <FormError message={portal.error?.message ?? null} />
        </>
      );
    }
    const { tools, unlimited } = data.entitlement;
    if (tools.length === 0) {
      return (
        <Link className="button button--primary" to={pricing}>
          See plans and pricing
        </Link>
      );
    }
    if (tools.length < 2 || !unlimited) {
      return (
        <Link className="button button--primary" to={pricing}>
          Upgrade plan
        </Link>
      );
    }
    return (
      <Link className="button button--secondary" to={pricing}>
        Compare plans
      </Link>
    );
  })();

  return (
    <section aria-labelledby="billing-title" className="account-section billing-section" id="billing">
      <h2 id="billing-title">Plan &amp; billing</h2>
      {overview.isPending && <p role="status">Loading your plan…</p>}
      {overview.isError && <p className="form-error">{overview.error.message}</p>}
      {data && (
        <>
          <div className={`billing-overview${data.earlyBird.eligible ? ' billing-overview--with-lock' : ''}`}>
            <PlanCard overview={data} action={action} />
            {data.earlyBird.eligible && (
              <aside className="price-lock-card" aria-labelledby="price-lock-title">
                <h3 id="price-lock-title">Your early-bird price lock</h3>
                <p className="fine-print">When these plans open, you pay:</p>
                <ul>
                  <li>
                    <span>Founder+</span>{' '}
                    <span>
                      <strong>S${data.earlyBird.founderPlusLockedPrice ?? LOCKED_PRICES.founder_plus}</strong>
                    </span>
                  </li>
                  <li>
                    <span>Founder Elite</span>{' '}
                    <span>
                      <strong>S${data.earlyBird.eliteMonthlyLockedPrice ?? LOCKED_PRICES.elite_monthly}</strong>/month
                    </span>
                  </li>
                </ul>
                {data.earlyBird.expiresAt && <p className="fine-print">Valid until {formatDate(data.earlyBird.expiresAt)}.</p>}
              </aside>
            )}
          </div>
          {data.subscriptions.length > 0 && (
            <>
              <h3>Subscriptions</h3>
              <SubscriptionList subscriptions={data.subscriptions} />
            </>
          )}
          <h3>Payments</h3>
          <PaymentHistory payments={data.payments} />
        </>
      )}
    </section>
  );
}
