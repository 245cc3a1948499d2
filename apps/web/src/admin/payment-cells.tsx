import type { AdminPaymentView, Person } from '@bv/contracts';
import { PAYMENT_STATUS_LABELS } from '../billing/payment-history';
import { formatDateTime } from '../format/format';

/** "Benjamin Lee · ben@example.sg": admins see people, never their ids. */
export const personLabel = (person: Person) => `${person.name} · ${person.email}`;

/** When the money moved (or the attempt was made), with the time: two payments a day apart look alike by date. */
export function PaymentWhen({ payment }: { payment: Pick<AdminPaymentView, 'paidAt' | 'createdAt'> }) {
  const at = payment.paidAt ?? payment.createdAt;
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

const WHO_REFUNDED: Record<NonNullable<AdminPaymentView['refundReason']>, string> = {
  lite20_already_used: 'Automatically: LITE20 was already used for that assessment',
};

/** The status as a pill; a refund says who gave it and when, a held payment why it is held. */
export function PaymentStatusCell({ payment }: { payment: AdminPaymentView }) {
  const refunder = payment.refundedBy
    ? `By ${personLabel(payment.refundedBy)}`
    : payment.refundReason
      ? WHO_REFUNDED[payment.refundReason]
      : payment.refundedById
        ? 'By an admin whose account was deleted'
        : 'At the payment provider';
  return (
    <>
      <span className={`payment-status payment-status--${payment.status}`}>{PAYMENT_STATUS_LABELS[payment.status]}</span>
      {payment.status === 'refunded' && (
        <span className="payment-status__detail">
          {refunder}
          {payment.refundedAt && (
            <>
              {', '}
              <time dateTime={payment.refundedAt}>{formatDateTime(payment.refundedAt)}</time>
            </>
          )}
        </span>
      )}
      {payment.reviewReason && <span className="payment-status__detail">{payment.reviewReason}</span>}
    </>
  );
}
