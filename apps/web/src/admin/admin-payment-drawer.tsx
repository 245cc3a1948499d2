import type { AdminPaymentView } from '@bv/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-error';
import { adminBillingApi, type AdminUserBilling } from '../api/billing';
import { FormError } from '../auth/form-error';
import { formatCents, formatDate } from '../billing/format';
import { planLabel } from '../billing/payment-history';
import { formatDateTime } from '../format/format';
import { usePathPrefix } from '../routing/path-prefix';
import { DrawerAction, DrawerFacts, DrawerSection, SideDrawer } from '../ui/side-drawer';
import { PaymentStatusCell, personLabel } from './payment-cells';

type Refund = { busy: boolean; error: string | null; done: string | null; run: (payment: AdminPaymentView) => void };

/** Why a payment offers no refund, in words an admin can act on. */
function noRefundReason(p: AdminPaymentView): string {
  if (p.status === 'refunded') return 'Already refunded.';
  if (p.status === 'failed' || p.status === 'pending') return 'Nothing was charged, so there is nothing to refund.';
  if (p.status === 'needs_review') return 'Held for review: nothing is refunded until the payment is settled at the provider.';
  return `Refunds are possible for 30 days after payment; this one was paid on ${formatDate(p.paidAt ?? p.createdAt)}.`;
}

/** What happened to the payment, oldest first. */
function PaymentTimeline({ payment: p }: { payment: AdminPaymentView }) {
  const events: Array<{ what: string; at: string | null; detail?: string }> = [
    { what: 'Checkout started', at: p.createdAt },
    ...(p.paidAt ? [{ what: `Paid ${formatCents(p.amount)}${p.provider === 'sandbox' ? ' (test payment)' : ''}`, at: p.paidAt }] : []),
    ...(p.status === 'failed' ? [{ what: 'Payment failed', at: null }] : []),
    ...(p.reviewReason ? [{ what: 'Held for review', at: null, detail: p.reviewReason }] : []),
    ...(p.status === 'refunded'
      ? [{ what: p.refundedBy ? `Refunded by ${personLabel(p.refundedBy)}` : p.refundReason ? 'Refunded automatically (LITE20 already used)' : 'Refunded', at: p.refundedAt }]
      : []),
  ];
  return (
    <ol className="side-drawer__history">
      {events.map((e) => (
        <li key={e.what}>
          {e.what}
          {e.at && <time dateTime={e.at}>{formatDateTime(e.at)}</time>}
          {e.detail && <span className="fine-print">{e.detail}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The customer's other payments, so a refund is given knowing what else they bought. */
function OtherPayments({ payment }: { payment: AdminPaymentView }) {
  const userId = payment.userId;
  const billing = useQuery<AdminUserBilling, ApiError>({ queryKey: ['admin', 'user-billing', userId], queryFn: () => adminBillingApi.user(userId ?? ''), enabled: !!userId });
  if (!userId) return <p className="side-drawer__note">A guest purchase: no account holds it yet.</p>;
  if (billing.isPending) return <p role="status">Loading their payments…</p>;
  if (billing.isError) return <FormError message={billing.error.message} />;
  const others = billing.data.payments.filter((p) => p.id !== payment.id);
  if (others.length === 0) return <p className="side-drawer__note">No other payments from this customer.</p>;
  return (
    <ul className="side-drawer__history">
      {others.map((p) => (
        <li key={p.id}>
          {planLabel(p)}, {formatCents(p.amount)} <span className="fine-print">{`${formatDateTime(p.paidAt ?? p.createdAt)} · ${p.status === 'paid' ? 'Paid' : p.status.replace('_', ' ')}`}</span>
        </li>
      ))}
    </ul>
  );
}

/** One payment's details, history and refund (confirmed in the panel), opened from its row. */
export function AdminPaymentDrawer({ payment: p, refund, onClose }: { payment: AdminPaymentView; refund: Refund; onClose: () => void }) {
  const { withPrefix } = usePathPrefix();
  const amount = formatCents(p.amount);
  return (
    <SideDrawer label="Payment details" title={`${amount} · ${planLabel(p)}`} subtitle={<span className="email-text">{p.email}</span>} onClose={onClose} busy={refund.busy}>
      <DrawerSection title="Details">
        <DrawerFacts
          facts={[
            { label: 'Status', value: <PaymentStatusCell payment={p} /> },
            { label: p.paidAt ? 'Paid' : 'Attempted', value: formatDateTime(p.paidAt ?? p.createdAt) },
            { label: 'Customer', value: p.userId ? <Link to={withPrefix(`/admin/users/${p.userId}/billing`)}>{p.email}</Link> : `${p.email} (guest)` },
            { label: 'Discount code', value: p.discountCode ?? 'None' },
            { label: 'Payment type', value: p.paymentType === 'one_time' ? 'One-time' : 'Subscription' },
            { label: 'Processed by', value: p.provider === 'stripe' ? 'Stripe' : 'Sandbox (no real money)' },
          ]}
        />
      </DrawerSection>
      <DrawerSection title="History">
        <PaymentTimeline payment={p} />
      </DrawerSection>
      <DrawerSection title="Actions">
        {p.refundable ? (
          <div className="side-drawer__actions">
            <DrawerAction
              label={`Refund ${amount}`}
              question={`Refund ${amount} to ${p.email}?`}
              destructive
              busy={refund.busy}
              onConfirm={() => refund.run(p)}
              consequence={
                <p>
                  {planLabel(p)}, paid {formatDate(p.paidAt ?? p.createdAt)}. The money goes back to the card it came from and the access this payment gave ends. This cannot be undone.
                </p>
              }
            />
          </div>
        ) : (
          <p className="side-drawer__note">{noRefundReason(p)}</p>
        )}
        <FormError message={refund.error} />
        {refund.done && (
          <p className="form-success" role="status">
            {refund.done}
          </p>
        )}
      </DrawerSection>
      <DrawerSection title="Other payments by this customer">
        <OtherPayments payment={p} />
      </DrawerSection>
    </SideDrawer>
  );
}
