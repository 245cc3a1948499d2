import type { AdminPaymentView, PaymentView } from '@bv/contracts';
import { PLANS } from '@bv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { adminBillingApi, type AdminPaymentsPage, type PaymentStatus } from '../api/billing';
import { FormError } from '../auth/form-error';
import { formatCents } from '../billing/format';
import { PAYMENT_STATUS_LABELS, planLabel } from '../billing/payment-history';
import { DataTable } from '../ui/data-table';
import { AdminList } from './admin-list';
import { AdminPager } from './admin-pager';
import { AdminPaymentDrawer } from './admin-payment-drawer';
import { PaymentStatusCell, PaymentWhen } from './payment-cells';
import { PaymentTotals } from './payment-totals';

export const ADMIN_PAGE_SIZE = 25;
const STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];

/** Every payment with filters and paging; a row opens its drawer, where a refundable one (30 days) is refunded after a confirmation. */
export function AdminPayments() {
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
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user-billing'] });
    },
    retry: false,
  });
  // A filter change starts again at the first page.
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setOffset(0);
  };
  // The open payment: read from the list while it is on this page, so a refund shows at once;
  // the snapshot taken on opening stands in when a filter change took the row away.
  const [opened, setOpened] = useState<AdminPaymentView | null>(null);
  const selected = opened ? (payments.data?.payments.find((p) => p.id === opened.id) ?? opened) : null;
  const open = (p: AdminPaymentView) => {
    refund.reset();
    setOpened(p);
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
        notices={<FormError message={payments.error?.message ?? null} />}
        rows={payments.data?.payments}
        empty="No payment matches these filters."
      >
        {(rows) => (
          <DataTable label="Payments" caption={<>{total} payment{total === 1 ? '' : 's'}</>} columns={['Date', 'E-mail', 'Plan', 'Amount', 'Status']} actions>
            {rows.map((p) => (
              <tr key={p.id} className={`admin-row--opens${p.id === selected?.id ? ' admin-row--selected' : ''}`} onClick={() => open(p)}>
                <td className="data-table__when">
                  <PaymentWhen payment={p} />
                </td>
                <td className="data-table__wide">
                  <button type="button" className="admin-row-open" onClick={(e) => (e.stopPropagation(), open(p))} aria-haspopup="dialog" aria-label={`${formatCents(p.amount)} from ${p.email}: details`}>
                    <span className="email-text">{p.email}</span>
                  </button>
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
                <td className="admin-row-chevron" aria-hidden="true">
                  ›
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
      <AdminPager offset={offset} total={total} pageSize={ADMIN_PAGE_SIZE} onChange={setOffset} />
      {selected && (
        <AdminPaymentDrawer
          payment={selected}
          onClose={() => setOpened(null)}
          refund={{
            busy: refund.isPending,
            error: refund.error ? `The refund did not go through: ${refund.error.message}` : null,
            done: refund.isSuccess ? `Refunded ${formatCents(refund.data.amount)} to ${refund.data.email}. The access this payment gave has ended.` : null,
            run: (payment) => refund.mutate(payment.id),
          }}
        />
      )}
    </div>
  );
}
