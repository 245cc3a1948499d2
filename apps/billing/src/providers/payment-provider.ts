/**
 * What billing needs from a payment provider. Fulfilment never trusts an event's copy of an
 * object: it asks the provider for the current state, so events may arrive in any order.
 */
export type ProviderKind = 'stripe' | 'sandbox';

export type NewCheckout = {
  checkoutId: string;
  mode: 'payment' | 'subscription';
  productName: string;
  /** Integer cents of SGD. */
  amount: number;
  email: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
};

export type SubscriptionSnapshot = {
  ref: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  customerRef: string | null;
};

export type CheckoutSnapshot = {
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** An asynchronous payment (e.g. PayNow, bank debit) failed after the session completed. */
  paymentFailed: boolean;
  /** The provider's id for this payment: payment intent (one-time) or first invoice (subscription). */
  paymentRef: string | null;
  paymentIntentRef: string | null;
  refunded: boolean;
  /** Integer cents the buyer was charged for the session, in `currency`. */
  amountPaid: number | null;
  /** ISO currency code as the provider reports it (Stripe: lower case). */
  currency: string | null;
  customerRef: string | null;
  subscription: SubscriptionSnapshot | null;
};

export type InvoiceSnapshot = {
  ref: string;
  subscriptionRef: string | null;
  paid: boolean;
  amountPaid: number;
  paymentIntentRef: string | null;
  refunded: boolean;
};

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** Test products may be sold only where no real money moves (docs/product-rules.md, "Payment test page"). */
  readonly allowsTestProducts: boolean;
  createCheckout(input: NewCheckout): Promise<{ sessionRef: string; url: string }>;
  fetchCheckout(sessionRef: string): Promise<CheckoutSnapshot>;
  fetchSubscription(subscriptionRef: string): Promise<SubscriptionSnapshot>;
  fetchInvoice(invoiceRef: string): Promise<InvoiceSnapshot>;
  /** Is the charge behind this payment intent refunded? */
  isRefunded(paymentIntentRef: string): Promise<boolean>;
  findCheckoutSession(by: { paymentIntentRef?: string; subscriptionRef?: string }): Promise<string | null>;
  refund(paymentIntentRef: string, idempotencyKey: string): Promise<void>;
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  cancelNow(subscriptionRef: string): Promise<void>;
  portalUrl(customerRef: string, returnUrl: string): Promise<string>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
