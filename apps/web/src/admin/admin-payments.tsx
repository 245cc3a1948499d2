import type { AdminPaymentView, PaymentView } from '@bv/contracts';
import { PLANS } from '@bv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { adminBillingApi, type AdminPaymentsPage, type PaymentStatus } from '../api/billing';
import { FormError } from '../auth/form-error';
import { formatCents, formatDate } from '../billing/format';
import { PAYMENT_STATUS_LABELS, planLabel } from '../billing/payment-history';
import { usePathPrefix } from '../routing/path-prefix';
import { DataTable } from '../ui/data-table';
import { AdminList } from './admin-list';
import { AdminPager } from './admin-pager';
import { ConfirmDialog } from './confirm-dialog';
import { PaymentStatusCell, PaymentWhen } from './payment-cells';
import { PaymentTotals } from './payment-totals';

export const ADMIN_PAGE_SIZE = 25;
const STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];

/** Every payment with filters and paging; refundable ones (30 days) can be refunded after a confirmation. */
export function AdminPayments() {
  const { withPrefix } = usePathPrefix();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [planType, setPlanType] = useState<PaymentView['planType'] | ''>('');
  const [email, setEmail] = useState('');
  const [offset, setOffset] = useState(0);
  const address = useDeferredValue(email.trim());
  const filters = { status: status || undefined, planType: planType || undefined, email: address || undefined, limit: ADMIN_PAGE_SIZE, offset };
  const payments = useQuery<AdminPaymentsPage, ApiError>({
    queryKey: ['admin', 'payments', filters],
    queryFn: () => adminBillingApi.payments(filters),
  });
  const refund = useMutation<PaymentView, ApiError, string>({
    mutationFn: adminBillingApi.refund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
    retry: false,
  });
  // A filter change starts again at the first page.
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setOffset(0);
  };
  const [toRefund, setToRefund] = useState<AdminPaymentView | null>(null);
  const confirmRefund = (p: AdminPaymentView) => {
    refund.mutate(p.id, { onSettled: () => setToRefund(null) });
  };
  const total = payments.data?.total ?? 0;

  return (
    <div className="admin-section">
      <div className="filter-row">
        <div className="field">
          <label htmlFor="payment-status">Status</label>
          <select id="payment-status" value={status} onChange={(e) => filter(setStatus)(e.target.value as PaymentStatus | '')}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="payment-plan">Plan</label>
          <select id="payment-plan" value={planType} onChange={(e) => filter(setPlanType)(e.target.value as PaymentView['planType'] | '')}>
            <option value="">Any</option>
            {PLANS.map((p) => (
              <option key={p.planType} value={p.planType}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="payment-email">E-mail contains</label>
          <input id="payment-email" type="search" value={email} onChange={(e) => filter(setEmail)(e.target.value)} />
        </div>
      </div>
      {payments.data && <PaymentTotals summary={payments.data.summary} />}
      <AdminList
        pending={payments.isPending}
        loading="Loading payments…"
        notices={
          <>
            <FormError message={payments.error?.message ?? refund.error?.message ?? null} />
            {refund.isSuccess && (
              <p className="form-success" role="status">
                Refunded {formatCents(refund.data.amount)} to {refund.data.email}.
              </p>
            )}
          </>
        }
        rows={payments.data?.payments}
        empty="No payment matches these filters."
      >
        {(rows) => (
          <DataTable label="Payments" caption={<>{total} payment{total === 1 ? '' : 's'}</>} columns={['Date', 'E-mail', 'Plan', 'Amount', 'Status']} actions>
            {rows.map((p) => (
              <tr key={p.id}>
                <td className="data-table__when">
                  <PaymentWhen payment={p} />
                </td>
                <td className="data-table__wide">
                  {p.userId ? <Link to={withPrefix(`/admin/users/${p.userId}/billing`)}>{p.email}</Link> : p.email}
                  {!p.userId && <span className="fine-print"> (guest)</span>}
                </td>
                <td className="data-table__nowrap">
                  {planLabel(p)}
                  {p.discountCode && <span className="fine-print"> · {p.discountCode}</span>}
                </td>
                <td className="data-table__amount">{formatCents(p.amount)}</td>
                <td>
                  <PaymentStatusCell payment={p} />
                </td>
                <td>
                  {p.refundable && (
                    <button type="button" className="button button--small" disabled={refund.isPending} onClick={() => setToRefund(p)} aria-label={`Refund ${formatCents(p.amount)} to ${p.email}`}>
                      Refund
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
      <AdminPager offset={offset} total={total} pageSize={ADMIN_PAGE_SIZE} onChange={setOffset} />
      {toRefund && (
        <ConfirmDialog
          title={`Refund ${formatCents(toRefund.amount)} to ${toRefund.email}?`}
          confirmLabel={`Refund ${formatCents(toRefund.amount)}`}
          destructive
          busy={refund.isPending}
          onConfirm={() => confirmRefund(toRefund)}
          onCancel={() => setToRefund(null)}
        >
          <p>
            {planLabel(toRefund)}, paid {formatDate(toRefund.paidAt ?? toRefund.createdAt)}. The money goes back to the card it came from and the access this
            payment gave ends. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
