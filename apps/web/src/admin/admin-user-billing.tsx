import '../billing/billing.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { adminBillingApi, type AdminUserBilling as UserBilling } from '../api/billing';
import { entitlementSummary } from '../billing/entitlement-summary';
import { formatCents, formatDate } from '../billing/format';
import { planLabel } from '../billing/payment-history';
import { usePathPrefix } from '../routing/path-prefix';
import { DataTable } from '../ui/data-table';
import { PaymentStatusCell, PaymentWhen } from './payment-cells';

/** One person's entitlements, payments and subscriptions, read-only, headed by who they are. */
export function AdminUserBilling({ userId }: { userId: string }) {
  const { withPrefix } = usePathPrefix();
  const billing = useQuery<UserBilling, ApiError>({ queryKey: ['admin', 'user-billing', userId], queryFn: () => adminBillingApi.user(userId) });
  const data = billing.data;
  const summary = data ? entitlementSummary(data) : null;
  // Never the id: the name and e-mail once loaded, a neutral title before.
  const heading = !data ? (
    'Customer billing'
  ) : data.user ? (
    <>
      {data.user.name}
      <span className="admin-person-title__email">
        {' · '}
        <span className="email-text">{data.user.email}</span>
      </span>
    </>
  ) : (
    'A deleted account'
  );

  return (
    <section aria-labelledby="user-billing-title">
      <h2 id="user-billing-title" className="admin-person-title">
        {heading}
      </h2>
      {billing.isPending && <p role="status">Loading…</p>}
      {billing.isError && <p className="form-error">{billing.error.message}</p>}
      {data && (
        <>
          <h3>Entitlements</h3>
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
          <h3>Payments</h3>
          {data.payments.length === 0 ? (
            <p>No payments yet.</p>
          ) : (
            <DataTable label="Payments" caption={<>{data.payments.length} payment{data.payments.length === 1 ? '' : 's'}</>} columns={['Date', 'Plan', 'Amount', 'Status']}>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td className="data-table__when">
                    <PaymentWhen payment={p} />
                  </td>
                  <td className="data-table__nowrap">
                    {planLabel(p)}
                    {p.discountCode && <span className="fine-print"> · {p.discountCode}</span>}
                  </td>
                  <td className="data-table__amount">{formatCents(p.amount)}</td>
                  <td>
                    <PaymentStatusCell payment={p} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
      <p>
        <Link to={withPrefix('/admin/payments')}>All payments</Link>
      </p>
    </section>
  );
}
