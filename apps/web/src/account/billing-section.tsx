import '../billing/billing.css';
import { LOCKED_PRICES } from '@bv/domain';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../api/api-error';
import { billingApi } from '../api/billing';
import { FormError } from '../auth/form-error';
import { entitlementSummary } from '../billing/entitlement-summary';
import { formatDate } from '../billing/format';
import { pageNavigation } from '../billing/page-navigation';
import { PaymentHistory } from '../billing/payment-history';
import { SubscriptionList } from '../billing/subscription-list';
import { useBillingOverview } from '../billing/use-billing-overview';
import { usePathPrefix } from '../routing/path-prefix';

/** /account?tab=billing: what the user owns, what they paid, and their subscriptions. */
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
  const summary = data ? entitlementSummary(data) : null;
  const empty = data && !summary && data.payments.length === 0 && data.subscriptions.length === 0;

  return (
    <section aria-labelledby="billing-title" className="account-section" id="billing">
      <h2 id="billing-title">Plan &amp; billing</h2>
      {overview.isPending && <p role="status">Loading your plan…</p>}
      {overview.isError && <p className="form-error">{overview.error.message}</p>}
      {empty && (
        <p>
          You have no plan yet. <Link to={{ pathname: withPrefix('/'), hash: 'pricing' }}>See plans and pricing</Link>
        </p>
      )}
      {data && !empty && (
        <>
          <p className="entitlement-summary">{summary ?? 'No active plan.'}</p>
          {data.subscriptions.length > 0 && (
            <>
              <h3>Subscriptions</h3>
              <SubscriptionList subscriptions={data.subscriptions} />
              <button type="button" className="button button--secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
                {portal.isPending ? 'Opening...' : 'Update payment method'}
              </button>
              <FormError message={portal.error?.message ?? null} />
            </>
          )}
          {data.earlyBird.eligible && (
            <p className="early-bird-locks">
              Early-bird price locks: Founder+ S${data.earlyBird.founderPlusLockedPrice ?? LOCKED_PRICES.founder_plus}, Founder Elite S$
              {data.earlyBird.eliteMonthlyLockedPrice ?? LOCKED_PRICES.elite_monthly}/month
              {data.earlyBird.expiresAt && <>, valid until {formatDate(data.earlyBird.expiresAt)}</>}.
            </p>
          )}
          <h3>Payments</h3>
          <PaymentHistory payments={data.payments} />
        </>
      )}
    </section>
  );
}
