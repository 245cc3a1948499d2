import type { PaymentView } from '@bv/contracts';
import { formatCents, formatDate, TOOL_NAMES } from './format';
import { TableScroll } from '../ui/table-scroll';

export const PAYMENT_STATUS_LABELS: Record<PaymentView['status'], string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded', needs_review: 'Needs review' };

export function planLabel(p: Pick<PaymentView, 'planName' | 'tool'>): string {
  return p.tool ? `${p.planName} (${TOOL_NAMES[p.tool]})` : p.planName;
}

export function PaymentHistory({ payments, caption = 'Payment history' }: { payments: PaymentView[]; caption?: string }) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <TableScroll label="Payments">
      <table className="compare-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Plan</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>{formatDate(p.paidAt ?? p.createdAt)}</td>
              <td>{planLabel(p)}</td>
              <td>{formatCents(p.amount)}</td>
              <td>{PAYMENT_STATUS_LABELS[p.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
