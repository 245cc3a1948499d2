import '../billing/billing.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { adminBillingApi, type AdminUserBilling as UserBilling } from '../api/billing';
import { entitlementSummary } from '../billing/entitlement-summary';
import { formatDate } from '../billing/format';
import { PaymentHistory } from '../billing/payment-history';
import { usePathPrefix } from '../routing/path-prefix';

/** One user's entitlements, payments and subscriptions, read-only. */
export function AdminUserBilling({ userId }: { userId: string }) {
  const { withPrefix } = usePathPrefix();
  const billing = useQuery<UserBilling, ApiError>({ queryKey: ['admin', 'user-billing', userId], queryFn: () => adminBillingApi.user(userId) });
  const data = billing.data;
  const summary = data ? entitlementSummary(data) : null;

  return (
    <section aria-labelledby="user-billing-title">
      <h2 id="user-billing-title">Entitlements</h2>
      <p className="fine-print">User {userId}</p>
      {billing.isPending && <p role="status">Loading…</p>}
      {billing.isError && <p className="form-error">{billing.error.message}</p>}
      {data && (
        <>
          <p className="entitlement-summary">{summary ?? 'No access to paid tools.'}</p>
          {data.subscriptions.length > 0 && (
            <ul className="billing-list">
              {data.subscriptions.map((s) => (
                <li key={s.id} className="billing-list__item">
                  <span>
                    <strong>{s.planName}</strong> {s.status}
                    {s.cancelAtPeriodEnd && ' (cancels at period end)'}
                  </span>
                  {s.currentPeriodEnd && <span className="fine-print">Period ends {formatDate(s.currentPeriodEnd)}</span>}
                </li>
              ))}
            </ul>
          )}
          <PaymentHistory payments={data.payments} caption="Payments" />
        </>
      )}
      <p>
        <Link to={withPrefix('/admin/payments')}>All payments</Link>
      </p>
    </section>
  );
}
