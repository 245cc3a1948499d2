import type { AdminPaymentsSummary, AdminPaymentView, BillingOverview, PaymentView, SubscriptionView, VerifyPaymentResponse } from '@bv/contracts';

const NOW = '2025-06-02T04:00:00.000Z';
let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function buildPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: uuid(),
    userId: '5d1f9e6a-3b2c-4d8e-9f0a-1b2c3d4e5f60',
    email: 'mei@example.sg',
    planType: 'pro',
    planName: 'Pro Vault',
    paymentType: 'one_time',
    tool: null,
    amount: 19800,
    currency: 'SGD',
    status: 'paid',
    provider: 'sandbox',
    discountCode: null,
    createdAt: NOW,
    paidAt: NOW,
    refundedAt: null,
    refundable: true,
    ...overrides,
  };
}

/** A payment as the admin list carries it (who refunded it, if anyone). */
export function buildAdminPayment(overrides: Partial<AdminPaymentView> = {}): AdminPaymentView {
  return { ...buildPayment(), refundedById: null, refundedBy: null, ...overrides };
}

/** The admin list's totals for a set of payments, as billing would sum them. */
export function summaryOf(payments: readonly PaymentView[], count = payments.length): AdminPaymentsSummary {
  const sum = (statuses: PaymentView['status'][]) => payments.filter((p) => statuses.includes(p.status)).reduce((total, p) => total + p.amount, 0);
  const gross = sum(['paid', 'refunded']);
  const refunded = sum(['refunded']);
  return { count, gross, refunded, net: gross - refunded };
}

export function buildSubscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: uuid(),
    planType: 'essential',
    planName: 'Founder Essential',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2025-07-02T04:00:00.000Z',
    provider: 'sandbox',
    ...overrides,
  };
}

export function buildOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    entitlement: { tools: [], unlimited: false, monthlyAllowance: null, validUntil: null },
    usedThisMonth: 0,
    payments: [],
    subscriptions: [],
    earlyBird: { eligible: false, grantedAt: null, expiresAt: null, founderPlusLockedPrice: null, eliteMonthlyLockedPrice: null },
    ...overrides,
  };
}

export function buildVerifyAnswer(overrides: Partial<VerifyPaymentResponse> = {}): VerifyPaymentResponse {
  return {
    verified: true,
    status: 'paid',
    planType: 'pro',
    planName: 'Pro Vault',
    paymentType: 'one_time',
    tool: null,
    amount: 19800,
    email: 'mei@example.sg',
    ...overrides,
  };
}
