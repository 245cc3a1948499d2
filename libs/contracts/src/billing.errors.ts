import { errorCatalogue } from './error-catalogue';

type PricedPlan = { name: string; paymentType: 'one_time' | 'subscription' };

/** Checkout, payments, subscriptions, coupons, refunds and price locks: billing raises them all. */
export const billingErrors = /* @__PURE__ */ errorCatalogue(['BILLING'], {
  BAD_SIGNATURE: { code: 'BILLING.BAD_SIGNATURE', kind: 'validation', message: 'Webhook signature verification failed.' },
  CHECKOUT_CANCELED: { code: 'BILLING.CHECKOUT_CANCELED', kind: 'conflict', message: 'This checkout was canceled. Start a new one from the pricing page.' },
  COUPON_NEEDS_ASSESSMENT: {
    code: 'BILLING.COUPON_NEEDS_ASSESSMENT',
    kind: 'validation',
    message: 'The coupon LITE20 comes with a completed Lite assessment: take the free assessment, then buy from its results.',
  },
  COUPON_NOT_ELIGIBLE: {
    code: 'BILLING.COUPON_NOT_ELIGIBLE',
    kind: 'validation',
    message: 'The coupon LITE20 belongs to the email address that took the Lite assessment. Enter that email, or buy without the coupon from our pricing section.',
  },
  // No 'plan' in the words: the Lite widget would show a Plan Error instead of a Discount Issue.
  COUPON_OTHER_OFFER: {
    code: 'BILLING.COUPON_OTHER_OFFER',
    kind: 'validation',
    message: (offered: { name: string }) => `The coupon LITE20 buys only what your Lite result offered: Blueprint ${offered.name}.`,
  },
  COUPON_UNVERIFIED: { code: 'BILLING.COUPON_UNVERIFIED', kind: 'unavailable', message: 'We could not check your coupon just now. Please try again in a moment.' },
  COUPON_USED: { code: 'BILLING.COUPON_USED', kind: 'conflict', message: 'The coupon LITE20 has already been used for this assessment.' },
  EMAIL_REQUIRED: { code: 'BILLING.EMAIL_REQUIRED', kind: 'validation', message: 'Enter an email address for the guest test.' },
  GUEST_CHECKOUT_DISABLED: { code: 'BILLING.GUEST_CHECKOUT_DISABLED', kind: 'forbidden', message: 'Guest checkout is turned off at the moment. Please sign in to buy.' },
  INVALID_COUPON: { code: 'BILLING.INVALID_COUPON', kind: 'validation', message: 'This coupon code is not valid for this purchase.' },
  /** The words of docs/product-rules.md, "Launch phases and early-bird price locks" (validate-pricing). */
  NOT_AUTHENTICATED: { code: 'BILLING.NOT_AUTHENTICATED', kind: 'unauthorized', message: 'User not authenticated' },
  NOT_REFUNDABLE: { code: 'BILLING.NOT_REFUNDABLE', kind: 'conflict', message: 'Only paid payments within 30 days of payment can be refunded.' },
  NO_PAYMENT_INTENT: { code: 'BILLING.NO_PAYMENT_INTENT', kind: 'unavailable', message: 'Refund this payment from the Stripe dashboard.' },
  NO_SUBSCRIPTION: { code: 'BILLING.NO_SUBSCRIPTION', kind: 'not_found', message: 'You have no subscription to manage yet.' },
  PAYMENT_NOT_FOUND: { code: 'BILLING.PAYMENT_NOT_FOUND', kind: 'not_found', message: 'Payment not found.' },
  PLAN_NOT_AVAILABLE: { code: 'BILLING.PLAN_NOT_AVAILABLE', kind: 'validation', message: (plan: PricedPlan) => `The ${plan.name} plan is coming soon and cannot be bought yet.` },
  PLAN_PAYMENT_TYPE: {
    code: 'BILLING.PLAN_PAYMENT_TYPE',
    kind: 'validation',
    message: (plan: PricedPlan) => `The ${plan.name} plan is sold as ${plan.paymentType === 'one_time' ? 'a one-time purchase' : 'a monthly subscription'}.`,
  },
  PLAN_REQUIRED: { code: 'BILLING.PLAN_REQUIRED', kind: 'validation', message: 'Choose a plan to buy.' },
  PRICE_CHANGED: { code: 'BILLING.PRICE_CHANGED', kind: 'validation', message: (plan: PricedPlan, price: number) => `The ${plan.name} plan now costs S$${price}. Refresh the page and try again.` },
  /** The words of docs/product-rules.md, "Launch phases and early-bird price locks" (validate-pricing). */
  PRICE_LOCK_VALIDATION_OFF: { code: 'BILLING.PRICE_LOCK_VALIDATION_OFF', kind: 'forbidden', message: 'Unable to validate pricing for this plan' },
  /** validate-pricing's own reasons (libs/domain pricing-validation: the spec's texts), passed through. */
  PRICING_INVALID: { code: 'BILLING.PRICING_INVALID', kind: 'validation', message: (reason: string) => reason },
  PROVIDER_ERROR: { code: 'BILLING.PROVIDER_ERROR', kind: 'unavailable', message: 'The payment system could not open a checkout. Please try again in a moment.' },
  SESSION_NOT_FOUND: { code: 'BILLING.SESSION_NOT_FOUND', kind: 'not_found', message: 'Payment session not found' },
  SUBSCRIPTION_ENDED: { code: 'BILLING.SUBSCRIPTION_ENDED', kind: 'conflict', message: 'This subscription has already ended.' },
  SUBSCRIPTION_NOT_FOUND: { code: 'BILLING.SUBSCRIPTION_NOT_FOUND', kind: 'not_found', message: 'Subscription not found.' },
  TEST_MODE_ONLY: { code: 'BILLING.TEST_MODE_ONLY', kind: 'forbidden', message: 'Test products can only be bought with a Stripe test key or in the sandbox.' },
  TOOL_REQUIRED: { code: 'BILLING.TOOL_REQUIRED', kind: 'validation', message: 'Choose ExitCheck or PitchPrep for the Starter plan.' },
  WEBHOOKS_OFF: { code: 'BILLING.WEBHOOKS_OFF', kind: 'not_found', message: 'Stripe is not configured here.' },
});
