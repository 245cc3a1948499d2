import { z } from 'zod';
import { safeText } from './safe-text';
import { centsSchema, emailSchema, isoDateSchema, optionalNamePartSchema, paymentTypeSchema, personSchema, planTypeSchema, toolTypeSchema } from './common';

const nameSchema = optionalNamePartSchema;

/** Starter unlocks one tool, chosen at checkout; every other plan ignores `tool`. */
const toolChoice = { tool: toolTypeSchema.optional() };

/** Body of POST /api/v1/billing/checkout (docs/product-rules.md, "Checkout"). */
export const checkoutRequestSchema = z.object({ planType: planTypeSchema, paymentType: paymentTypeSchema, ...toolChoice });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Body of POST /api/v1/billing/checkout/guest (docs/product-rules.md, "Checkout"; Lite and test-page extras). */
export const guestCheckoutRequestSchema = z.object({
  planType: planTypeSchema,
  paymentType: paymentTypeSchema,
  email: emailSchema,
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  discountCode: safeText().trim().max(32).optional(),
  /** The completed Lite assessment (its id from the result) that earns LITE20; its e-mail must be the buyer's. */
  liteAssessmentId: z.uuid().optional(),
  /** The price the buyer saw; the server refuses the checkout if its own price differs. */
  priceValidation: z.object({ expectedPrice: z.number().nonnegative() }).optional(),
  ...toolChoice,
});
export type GuestCheckoutRequest = z.infer<typeof guestCheckoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: safeText().min(1), checkoutId: safeText() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** The $1 products of the payment test page (docs/product-rules.md, "Payment test page"): real sessions only in test mode or the sandbox. */
export const testCheckoutRequestSchema = z.object({
  paymentType: paymentTypeSchema,
  email: emailSchema.optional(),
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
});

export const verifyPaymentRequestSchema = z.object({ session_id: safeText().trim().min(1).max(255) });

/** verify-payment: `verified` is the spec's field; the rest lets the success page say what was bought. */
export const verifyPaymentResponseSchema = z.object({
  verified: z.boolean(),
  status: z.enum(['paid', 'pending', 'failed', 'expired', 'open', 'refunded', 'needs_review']),
  error: safeText().optional(),
  planType: planTypeSchema.nullable(),
  planName: safeText().nullable(),
  paymentType: paymentTypeSchema.nullable(),
  tool: toolTypeSchema.nullable(),
  amount: centsSchema.nullable(),
  email: emailSchema.nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** validate-pricing (docs/product-rules.md, "Launch phases and early-bird price locks"): `userId` is sent as null by the client and ignored; the session decides. */
// planType is checked by identity, so a missing or empty one gets the spec's 'Invalid plan type provided'.
export const validatePricingRequestSchema = z.object({ planType: z.unknown().optional(), userId: z.null().optional() });
export const validatePricingResponseSchema = z.object({
  isEarlyBirdEligible: z.boolean(),
  planType: safeText(),
  originalPrice: z.number(),
  lockedPrice: z.number(),
  savings: z.number(),
});
export type ValidatePricingResponse = z.infer<typeof validatePricingResponseSchema>;

export const entitlementSchema = z.object({
  tools: z.array(toolTypeSchema),
  unlimited: z.boolean(),
  /** Founder Essential: uses per calendar month (Asia/Singapore); null when unlimited or nothing bought. */
  monthlyAllowance: z.number().int().positive().nullable(),
  /** The end of the paid subscription period when access rests on a subscription alone. */
  validUntil: isoDateSchema.nullable(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

/** needs_review: the provider took another amount or currency than we priced; nothing was granted. */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded', 'needs_review']);

export const paymentViewSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  email: emailSchema,
  planType: planTypeSchema,
  planName: safeText(),
  paymentType: paymentTypeSchema,
  tool: toolTypeSchema.nullable(),
  amount: centsSchema,
  currency: z.literal('SGD'),
  status: paymentStatusSchema,
  provider: z.enum(['stripe', 'sandbox']),
  discountCode: safeText().nullable(),
  createdAt: isoDateSchema,
  paidAt: isoDateSchema.nullable(),
  refundedAt: isoDateSchema.nullable(),
  /** Why a needs_review payment was held (amounts in cents with their currency). */
  reviewReason: safeText().nullable().optional(),
  /** Set when billing refunded the payment by itself: 'lite20_already_used' (docs/product-rules.md, "Coupons (LITE20)"). */
  refundReason: z.enum(['lite20_already_used']).nullable().optional(),
  /** True while a refund may still be given (30 days from payment). */
  refundable: z.boolean(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const subscriptionViewSchema = z.object({
  id: z.uuid(),
  planType: planTypeSchema,
  planName: safeText(),
  status: z.enum(['incomplete', 'active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: isoDateSchema.nullable(),
  provider: z.enum(['stripe', 'sandbox']),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const earlyBirdStatusSchema = z.object({
  eligible: z.boolean(),
  grantedAt: isoDateSchema.nullable(),
  expiresAt: isoDateSchema.nullable(),
  founderPlusLockedPrice: z.number().nullable(),
  eliteMonthlyLockedPrice: z.number().nullable(),
});
export type EarlyBirdStatus = z.infer<typeof earlyBirdStatusSchema>;

/** GET /api/v1/billing/me: what the signed-in user owns. */
export const billingOverviewSchema = z.object({
  entitlement: entitlementSchema,
  /** Uses counted this calendar month, or null while no service reports them. */
  usedThisMonth: z.number().int().nonnegative().nullable(),
  payments: z.array(paymentViewSchema),
  subscriptions: z.array(subscriptionViewSchema),
  earlyBird: earlyBirdStatusSchema,
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /api/v1/billing/subscriptions/:id/cancel|resume and POST /api/v1/billing/portal. */
export const portalResponseSchema = z.object({ url: safeText().min(1) });

/** The sandbox checkout page's view of its session (GET /api/v1/billing/sandbox/sessions/:id). */
export const sandboxSessionSchema = z.object({
  id: safeText(),
  planName: safeText(),
  /** Null for the $1 products of the payment test page. */
  planType: planTypeSchema.nullable(),
  paymentType: paymentTypeSchema,
  tool: toolTypeSchema.nullable(),
  amount: centsSchema,
  currency: z.literal('SGD'),
  email: emailSchema,
  discountCode: safeText().nullable(),
  status: z.enum(['open', 'paid', 'canceled', 'expired']),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;
/** Sandbox session refs are random and unguessable: holding one is the right to pay or cancel it. */
export const sandboxSessionRefSchema = safeText().regex(/^cs_sandbox_[A-Za-z0-9_-]{10,64}$/, 'Payment session not found');
/** Where the browser goes after Pay or Cancel on the sandbox page. */
export const sandboxRedirectSchema = z.object({ redirectUrl: safeText().min(1) });

export const adminPaymentsQuerySchema = z.object({
  status: paymentStatusSchema.optional(),
  planType: planTypeSchema.optional(),
  email: safeText().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
/**
 * A payment as admins see it: who refunded it (the admin's id from billing; the gateway adds the
 * person, so the browser never resolves ids). Customers' own views never carry it.
 */
export const adminPaymentViewSchema = paymentViewSchema.extend({
  refundedById: z.uuid().nullable(),
  refundedBy: personSchema.nullable().optional(),
});
export type AdminPaymentView = z.infer<typeof adminPaymentViewSchema>;
/** Totals of every payment the filter matches, not only the page shown; SGD cents. */
export const adminPaymentsSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  /** Money taken: paid and refunded payments in SGD (held and failed ones took nothing we keep). */
  gross: centsSchema,
  refunded: centsSchema,
  net: z.number().int(),
});
export type AdminPaymentsSummary = z.infer<typeof adminPaymentsSummarySchema>;
export const adminPaymentsListSchema = z.object({
  payments: z.array(adminPaymentViewSchema),
  total: z.number().int().nonnegative(),
  summary: adminPaymentsSummarySchema,
});
export const adminUserBillingSchema = z.object({
  userId: z.uuid(),
  /** Added by the gateway from identity; null when the account no longer exists. */
  user: personSchema.nullable().optional(),
  entitlement: entitlementSchema,
  payments: z.array(adminPaymentViewSchema),
  subscriptions: z.array(subscriptionViewSchema),
});


/**
 * The gateway resolved who buys (the session's user, or a guest's e-mail when userId is null);
 * billing decides the rest (the guest_checkout flag, the phase, a locked price), prices and opens the session.
 */
export const createCheckoutRpcSchema = z.object({
  purpose: z.enum(['plan', 'test']),
  userId: z.uuid().nullable(),
  email: emailSchema,
  planType: planTypeSchema.nullable(),
  paymentType: paymentTypeSchema,
  tool: toolTypeSchema.nullable(),
  firstName: safeText().max(80).nullable(),
  lastName: safeText().max(80).nullable(),
  discountCode: safeText().max(32).nullable(),
  /** Required with LITE20: billing asks assessments whether it belongs to this buyer. */
  liteAssessmentId: z.uuid().nullable().optional(),
  expectedPrice: z.number().nonnegative().nullable(),
});
export type CreateCheckoutRpc = z.infer<typeof createCheckoutRpcSchema>;

/**
 * POST /api/v1/billing/webhooks/stripe: Stripe's event, passed on as the bytes it signed (the
 * gateway does not parse it; billing checks the Stripe-Signature header, then reads it).
 */
export const stripeEventBodySchema = z.looseObject({ id: safeText(), type: safeText() });
export const stripeWebhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

const userRef = { userId: z.uuid() };
const subscriptionRef = { ...userRef, subscriptionId: z.uuid() };
const sandboxRef = { id: safeText().min(1).max(100) };

export const billingRpcSchemas = {
  'billing.checkout.create': { service: 'billing', request: createCheckoutRpcSchema, response: checkoutResponseSchema },
  'billing.checkout.verify': { service: 'billing', request: z.object({ sessionId: safeText().min(1).max(255) }), response: verifyPaymentResponseSchema },
  'billing.overview': { service: 'billing', request: z.object(userRef), response: billingOverviewSchema },
  'billing.subscriptions.setCancel': {
    service: 'billing',
    request: z.object({ ...subscriptionRef, cancelAtPeriodEnd: z.boolean() }),
    response: subscriptionViewSchema,
  },
  'billing.portal': { service: 'billing', request: z.object({ ...userRef, returnUrl: safeText().min(1).max(500) }), response: portalResponseSchema },
  'billing.sandbox.get': { service: 'billing', request: z.object(sandboxRef), response: sandboxSessionSchema },
  'billing.sandbox.pay': { service: 'billing', request: z.object(sandboxRef), response: sandboxRedirectSchema },
  'billing.sandbox.cancel': { service: 'billing', request: z.object(sandboxRef), response: sandboxRedirectSchema },
  /** The raw body and Stripe-Signature header: billing owns the secret and checks the signature. */
  'billing.webhook.stripe': {
    service: 'billing',
    request: z.object({ payload: safeText().max(1_000_000), signature: safeText().max(2_000) }),
    response: stripeWebhookResultSchema,
  },
  // Admin: the gateway checked the admin role and passes who acted.
  'billing.admin.payments.list': { service: 'billing', request: adminPaymentsQuerySchema, response: adminPaymentsListSchema },
  'billing.admin.payments.refund': { service: 'billing', request: z.object({ actorId: z.uuid(), paymentId: z.uuid() }), response: paymentViewSchema },
  'billing.admin.user': { service: 'billing', request: z.object(userRef), response: adminUserBillingSchema },
} as const;

/** Identity owns profiles and so the price lock: its status and validate-pricing (docs/product-rules.md, "Launch phases and early-bird price locks"). */
export const earlyBirdRpcSchemas = {
  /** validate-pricing: refused while price_lock_validation is off; a null user is told to sign in. */
  'billing.pricing.validate': {
    service: 'billing',
    request: z.object({ userId: z.uuid().nullable(), planType: z.unknown().optional() }),
    response: validatePricingResponseSchema,
  },
} as const;
