import type { AdminPaymentView, PaymentView, SubscriptionView } from '@bv/contracts';
import { getPlan, isPlanType, isWithinRefundWindow } from '@bv/domain';
import type { PaymentEntity } from '../fulfilment/entities/payment.entity';
import type { SubscriptionEntity } from '../fulfilment/entities/subscription.entity';

export function planNameOf(planType: string | null, paymentType: 'one_time' | 'subscription'): string {
  if (planType && isPlanType(planType)) return getPlan(planType).name;
  return paymentType === 'subscription' ? 'Test subscription (S$1/month)' : 'Test product (S$1)';
}

export function paymentView(p: PaymentEntity, now = new Date()): PaymentView {
  return {
    id: p.id,
    userId: p.userId,
    email: p.email,
    planType: p.planType as PaymentView['planType'],
    planName: planNameOf(p.planType, p.paymentType),
    paymentType: p.paymentType,
    tool: p.tool as PaymentView['tool'],
    amount: p.amount,
    currency: 'SGD',
    status: p.status,
    provider: p.provider,
    discountCode: p.discountCode,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    reviewReason: p.reviewReason,
    refundReason: p.refundReason,
    // A payment held for review may be given back too: that is how an admin resolves most of them.
    refundable: (p.status === 'paid' || p.status === 'needs_review') && p.paidAt !== null && isWithinRefundWindow(p.paidAt, now),
  };
}

/** Admins also see who refunded it; a customer's own view never carries an admin's id. */
export function adminPaymentView(p: PaymentEntity, now = new Date()): AdminPaymentView {
  return { ...paymentView(p, now), refundedById: p.refundedBy };
}

export function subscriptionView(s: SubscriptionEntity): SubscriptionView {
  const known = ['incomplete', 'active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused'] as const;
  const status = (known as readonly string[]).includes(s.status) ? (s.status as SubscriptionView['status']) : 'incomplete';
  return {
    id: s.id,
    planType: s.planType as SubscriptionView['planType'],
    planName: planNameOf(s.planType, 'subscription'),
    // A refunded subscription has no access left, whatever the provider still says.
    status: s.revokedAt ? 'canceled' : status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    provider: s.provider,
  };
}
