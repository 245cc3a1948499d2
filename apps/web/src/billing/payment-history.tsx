import type { PaymentView } from '@bv/contracts';
import { formatCents, formatDate, TOOL_NAMES } from './format';
import { TableScroll } from '../ui/table-scroll';

export const PAYMENT_STATUS_LABELS: Record<PaymentView['status'], string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded', needs_review: 'Needs review' };

export function planLabel(p: Pick<PaymentView, 'planName' | 'tool'>): string {
  return p.tool ? `${p.planName} (${TOOL_NAMES[p.tool]})` : p.planName;
}

/**
 * The customer's payments in the app's list-table style (light header, row lines, amounts
 * aligned); on a phone each payment is a card (data-table--cards). The API keeps no receipt
 * documents, so there is no receipt column.
 */
export function PaymentHistory({ payments, caption = 'Payment history' }: { payments: PaymentView[]; caption?: string }) {
  if (payments.length === 0) return <p className="fine-print">No payments yet.</p>;
  return (
    <TableScroll label="Payments">
      <table className="data-table data-table--cards payment-history">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Plan</th>
            <th scope="col" className="payment-history__amount">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <th scope="row">{formatDate(p.paidAt ?? p.createdAt)}</th>
              <td data-label="Plan">{planLabel(p)}</td>
              <td data-label="Amount" className="payment-history__amount">
                {formatCents(p.amount)}
              </td>
              <td data-label="Status">
                <span className={`billing-status billing-status--${p.status}`}>{PAYMENT_STATUS_LABELS[p.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
