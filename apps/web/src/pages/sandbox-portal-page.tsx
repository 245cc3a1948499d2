import '../billing/billing.css';
import { Link } from 'react-router';
import { SubscriptionList } from '../billing/subscription-list';
import { useBillingOverview } from '../billing/use-billing-overview';
import { SimplePage } from '../layout/simple-page';
import { usePathPrefix } from '../routing/path-prefix';

/** Stands in for Stripe's customer portal when no Stripe key is configured (POST /billing/portal answers '/sandbox/portal'). */
export function SandboxPortalPage() {
  const { withPrefix } = usePathPrefix();
  const overview = useBillingOverview();
  return (
    <SimplePage title="Sandbox Billing Portal" heading="Billing portal" eyebrow="Sandbox" noindex>
      <p className="sandbox-banner" role="note">
        <strong>Sandbox billing portal — no real payment is taken.</strong> The sandbox keeps no cards, so there is no payment method to
        update here; with Stripe configured this link opens Stripe's customer portal instead.
      </p>
      {overview.isPending && <p role="status">Loading your subscriptions…</p>}
      {overview.isError && <p className="form-error">{overview.error.message}</p>}
      {overview.data && overview.data.subscriptions.length === 0 && <p>You have no subscriptions.</p>}
      {overview.data && overview.data.subscriptions.length > 0 && <SubscriptionList subscriptions={overview.data.subscriptions} />}
      <p>
        <Link to={withPrefix('/account?tab=billing')}>Back to Plan &amp; billing</Link>
      </p>
    </SimplePage>
  );
}
