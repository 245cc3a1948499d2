import type {
  AdminPaymentsSummary,
  AdminPaymentView,
  BillingOverview,
  Person,
  CheckoutRequest,
  GuestCheckoutRequest,
  PaymentView,
  SandboxSession,
  SubscriptionView,
  ValidatePricingResponse,
  VerifyPaymentResponse,
} from '@bv/contracts';
import type { UpgradePlanType } from '@bv/domain';
import { loadContracts } from './load-contracts';
import type { ApiBody } from './api-paths';
import { request } from './request';

export type TestCheckoutRequest = { paymentType: 'one_time' | 'subscription'; email?: string; firstName?: string; lastName?: string };
export type PaymentStatus = PaymentView['status'];
export type AdminPaymentFilters = { status?: PaymentStatus; planType?: PaymentView['planType']; email?: string; limit: number; offset: number };
export type AdminUserBilling = Pick<BillingOverview, 'entitlement' | 'subscriptions'> & { userId: string; user?: Person | null; payments: AdminPaymentView[] };
export type AdminPaymentsPage = { payments: AdminPaymentView[]; total: number; summary: AdminPaymentsSummary };

/**
 * A checkout answer may lack its url (docs/product-rules.md, "Checkout": 'No checkout URL received'), so it is checked with
 * every field optional and the caller decides what a missing url means.
 */
export type CheckoutAnswer = { url?: string; checkoutId?: string };

const id = (value: string) => encodeURIComponent(value);

async function checkout<P extends '/billing/checkout' | '/billing/checkout/guest' | '/billing/checkout/test'>(path: P, body: ApiBody<'POST', P>, anonymous: boolean): Promise<CheckoutAnswer> {
  const { checkoutResponseSchema } = await loadContracts();
  return request('POST', path, body, checkoutResponseSchema.partial(), { anonymous });
}

export const billingApi = {
  checkout: (body: CheckoutRequest) => checkout('/billing/checkout', body, false),
  // Guest calls never carry the bearer token: the e-mail typed in is who buys.
  guestCheckout: (body: GuestCheckoutRequest) => checkout('/billing/checkout/guest', body, true),
  /** With an e-mail it is a guest test (sent without the token), without one an authenticated test. */
  testCheckout: (body: TestCheckoutRequest) => checkout('/billing/checkout/test', body, body.email !== undefined),

  verifyPayment: async (sessionId: string): Promise<VerifyPaymentResponse> => {
    const { verifyPaymentResponseSchema } = await loadContracts();
    return request('POST', '/billing/verify-payment', { session_id: sessionId }, verifyPaymentResponseSchema);
  },
  /** validate-pricing (docs/product-rules.md, "Launch phases and early-bird price locks"): the signed-in user's early-bird lock for founder_plus or elite_monthly. */
  validatePricing: async (planType: UpgradePlanType): Promise<ValidatePricingResponse> => {
    const { validatePricingResponseSchema } = await loadContracts();
    return request('POST', '/billing/validate-pricing', { planType, userId: null }, validatePricingResponseSchema);
  },
  overview: async (): Promise<BillingOverview> => {
    const { billingOverviewSchema } = await loadContracts();
    return request('GET', '/billing/me', undefined, billingOverviewSchema);
  },
  cancelSubscription: async (subscriptionId: string): Promise<SubscriptionView> => {
    const { subscriptionViewSchema } = await loadContracts();
    return request('POST', `/billing/subscriptions/${id(subscriptionId)}/cancel`, undefined, subscriptionViewSchema);
  },
  resumeSubscription: async (subscriptionId: string): Promise<SubscriptionView> => {
    const { subscriptionViewSchema } = await loadContracts();
    return request('POST', `/billing/subscriptions/${id(subscriptionId)}/resume`, undefined, subscriptionViewSchema);
  },
  portal: async (): Promise<{ url: string }> => {
    const { portalResponseSchema } = await loadContracts();
    return request('POST', '/billing/portal', undefined, portalResponseSchema);
  },

  sandboxSession: async (sessionId: string): Promise<SandboxSession> => {
    const { sandboxSessionSchema } = await loadContracts();
    return request('GET', `/billing/sandbox/sessions/${id(sessionId)}`, undefined, sandboxSessionSchema);
  },
  sandboxPay: (sessionId: string) => sandboxAction(sessionId, 'pay'),
  sandboxCancel: (sessionId: string) => sandboxAction(sessionId, 'cancel'),
};

async function sandboxAction(sessionId: string, action: 'pay' | 'cancel'): Promise<{ redirectUrl: string }> {
  const { sandboxRedirectSchema } = await loadContracts();
  return request('POST', `/billing/sandbox/sessions/${id(sessionId)}/${action}`, undefined, sandboxRedirectSchema);
}

export const adminBillingApi = {
  payments: async (filters: AdminPaymentFilters): Promise<AdminPaymentsPage> => {
    const { adminPaymentsListSchema } = await loadContracts();
    const params = new URLSearchParams({ limit: String(filters.limit), offset: String(filters.offset) });
    if (filters.status) params.set('status', filters.status);
    if (filters.planType) params.set('planType', filters.planType);
    if (filters.email) params.set('email', filters.email);
    return request('GET', `/admin/billing/payments?${params}`, undefined, adminPaymentsListSchema);
  },
  refund: async (paymentId: string): Promise<PaymentView> => {
    const { paymentViewSchema } = await loadContracts();
    return request('POST', `/admin/billing/payments/${id(paymentId)}/refund`, undefined, paymentViewSchema);
  },
  user: async (userId: string): Promise<AdminUserBilling> => {
    const { adminUserBillingSchema } = await loadContracts();
    return request('GET', `/admin/billing/users/${id(userId)}`, undefined, adminUserBillingSchema);
  },
};
