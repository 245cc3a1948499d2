/** The Stripe-shaped objects the fake stores and returns: the fields the platform reads, not the whole API. */
/** Form parameters as `qs` parses the SDK's encoding: nested records, arrays and strings. */
export type Params = Record<string, unknown>;
export type Metadata = Record<string, string>;
export type List<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };
type Base<O extends string> = { id: string; object: O; created: number; livemode: false };

export type Interval = 'day' | 'week' | 'month' | 'year';
export type Price = Base<'price'> & {
  active: true;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  product: string;
  recurring: { interval: Interval; interval_count: number } | null;
  type: 'one_time' | 'recurring';
};
export type CheckoutLineItem = {
  id: string;
  object: 'item';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: Price;
};
export type CheckoutSession = Base<'checkout.session'> & {
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string;
  cancel_url: string | null;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  expires_at: number;
};
export type PaymentIntent = Base<'payment_intent'> & {
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  customer: string | null;
  latest_charge: string | null;
  last_payment_error: { type: 'card_error'; code: string; message: string } | null;
  payment_method_types: string[];
  metadata: Metadata;
};
export type Charge = Base<'charge'> & {
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: boolean;
  paid: boolean;
  status: 'succeeded' | 'pending' | 'failed';
  payment_intent: string;
  customer: string | null;
  currency: string;
  billing_details: { email: string | null };
  failure_code: string | null;
  metadata: Metadata;
};
export type Refund = Base<'refund'> & {
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Metadata;
};
export type Customer = Base<'customer'> & { email: string | null; name: string | null; metadata: Metadata };
export type SubscriptionStatus = 'active' | 'past_due' | 'unpaid' | 'canceled';
export type SubscriptionItem = Base<'subscription_item'> & {
  current_period_start: number;
  current_period_end: number;
  price: Price;
  quantity: number;
  subscription: string;
  metadata: Metadata;
};
export type Subscription = Base<'subscription'> & {
  status: SubscriptionStatus;
  customer: string;
  currency: string;
  collection_method: 'charge_automatically';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: 'cancellation_requested' | null; comment: null; feedback: null };
  /** Legacy place; newer API versions keep the period only on the items. */
  current_period_start: number;
  current_period_end: number;
  start_date: number;
  billing_cycle_anchor: number;
  items: List<SubscriptionItem>;
  metadata: Metadata;
  latest_invoice: string | null;
};
export type InvoiceLine = {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
  metadata: Metadata;
  parent: { type: 'subscription_item_details'; subscription_item_details: { subscription: string; subscription_item: string; proration: false } };
  pricing: { type: 'price_details'; price_details: { price: string; product: string } };
};
export type BillingReason = 'subscription_create' | 'subscription_cycle';
export type Invoice = Base<'invoice'> & {
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  currency: string;
  customer: string;
  billing_reason: BillingReason;
  /** Legacy fields: newer API versions use `parent.subscription_details` and `payments`. */
  subscription: string;
  payment_intent: string | null;
  charge: string | null;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Metadata } };
  /** As Stripe: the usage period of pending items, not the service period (that is on the lines). */
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number; paid_at: number | null };
  metadata: Metadata;
  lines: List<InvoiceLine>;
};
export type InvoicePayment = Base<'invoice_payment'> & {
  amount_paid: number;
  amount_requested: number;
  currency: string;
  invoice: string;
  is_default: true;
  status: 'paid';
  payment: { type: 'payment_intent'; payment_intent: string };
  status_transitions: { paid_at: number; canceled_at: null };
};
export type PortalSession = Base<'billing_portal.session'> & {
  customer: string;
  return_url: string | null;
  url: string;
  configuration: string;
  locale: null;
  on_behalf_of: null;
  flow: null;
};

export type StoredObjects = {
  'checkout.session': CheckoutSession;
  payment_intent: PaymentIntent;
  charge: Charge;
  refund: Refund;
  customer: Customer;
  subscription: Subscription;
  invoice: Invoice;
  'billing_portal.session': PortalSession;
};
export type Kind = keyof StoredObjects;
export type Stored = StoredObjects[Kind];

export type SessionListFilter = { payment_intent?: string; subscription?: string; customer?: string; status?: string; limit?: number };
export type CompleteCheckoutOptions = { asyncPayment?: boolean; email?: string };
