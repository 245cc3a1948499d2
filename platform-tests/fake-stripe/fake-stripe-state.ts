import { randomInt } from 'node:crypto';
import { invalidState, parameterInvalid, parameterMissing, resourceMissing } from './fake-stripe-errors';
import type {
  BillingReason,
  Charge,
  CheckoutLineItem,
  CheckoutSession,
  CompleteCheckoutOptions,
  Customer,
  Interval,
  Invoice,
  InvoicePayment,
  Kind,
  List,
  Metadata,
  Params,
  PaymentIntent,
  PortalSession,
  Price,
  Refund,
  SessionListFilter,
  Stored,
  StoredObjects,
  Subscription,
  SubscriptionStatus,
} from './fake-stripe-objects';

const DAY = 86_400;
const INTERVAL_SECONDS: Record<Interval, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string, length = 24) => `${prefix}_${Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []);
const list = <T>(data: T[], url: string, hasMore = false): List<T> => ({ object: 'list', data, has_more: hasMore, url });

function integer(value: unknown, param: string, { required = true, min = 0 } = {}): number | undefined {
  if (value === undefined || value === '') {
    if (required) throw parameterMissing(param);
    return undefined;
  }
  const text = str(value) ?? '';
  if (!/^-?\d+$/.test(text)) throw parameterInvalid(param, `Invalid integer: ${text}`, 'parameter_invalid_integer');
  const n = Number(text);
  if (n < min) throw parameterInvalid(param, `This value must be greater than or equal to ${min}.`, 'parameter_invalid_integer');
  return n;
}

function boolean(value: unknown, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw parameterInvalid(param, `Invalid boolean: ${String(value)}`, 'parameter_invalid_boolean');
}

function url(value: unknown, param: string, required: boolean): string | null {
  const text = str(value);
  if (!text) {
    if (required) throw parameterMissing(param);
    return null;
  }
  if (!/^https?:\/\//.test(text) || !URL.canParse(text)) throw parameterInvalid(param, 'Not a valid URL', 'url_invalid');
  return text;
}

/** Stripe stores metadata values as strings; an empty value deletes the key on update. */
function metadata(value: unknown, base: Metadata = {}): Metadata {
  const out = { ...base };
  if (!isRecord(value)) return out;
  for (const [key, v] of Object.entries(value)) {
    if (v === '') delete out[key];
    else if (typeof v === 'string') out[key] = v;
  }
  return out;
}

type SessionExtras = { lineItems: CheckoutLineItem[]; subscriptionMetadata: Metadata; paymentIntentMetadata: Metadata };

/** Every object the fake knows, by id, and the transitions Stripe would make on them. */
export class FakeStripeState {
  private readonly objects = new Map<string, Stored>();
  private readonly sessionExtras = new Map<string, SessionExtras>();
  private readonly invoicePayments = new Map<string, InvoicePayment>();

  constructor(private readonly baseUrl: string) {}

  find<K extends Kind>(kind: K, id: string): StoredObjects[K] | undefined {
    const found = this.objects.get(id);
    return found?.object === kind ? (found as StoredObjects[K]) : undefined;
  }

  /** The stored object, or Stripe's resource_missing (a 404, or a 400 naming `param` when the id came in a parameter). */
  lookup<K extends Kind>(kind: K, id: string, param?: string): StoredObjects[K] {
    const found = this.find(kind, id);
    if (!found) throw resourceMissing(kind, id, param);
    return found;
  }

  private store<T extends Stored>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  createCustomer(email: string | null): Customer {
    return this.store({ id: newId('cus', 14), object: 'customer', created: nowSeconds(), livemode: false, email, name: null, metadata: {} });
  }

  createCheckoutSession(params: Params): CheckoutSession {
    const mode = str(params.mode);
    if (!mode) throw parameterMissing('mode');
    if (mode !== 'payment' && mode !== 'subscription') throw parameterInvalid('mode', `Invalid mode: the fake supports payment and subscription, not ${mode}.`);
    const successUrl = url(params.success_url, 'success_url', true) as string;
    const cancelUrl = url(params.cancel_url, 'cancel_url', false);
    const lineItems = this.lineItems(params.line_items, mode);
    if (params.payment_intent_data !== undefined && mode !== 'payment')
      throw parameterInvalid('payment_intent_data', 'You can not pass `payment_intent_data` in `subscription` mode.');
    if (params.subscription_data !== undefined && mode !== 'subscription')
      throw parameterInvalid('subscription_data', 'You can only pass `subscription_data` in `subscription` mode.');
    const customerEmail = str(params.customer_email) ?? null;
    if (customerEmail !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail))
      throw parameterInvalid('customer_email', `Invalid email address: ${customerEmail}`, 'email_invalid');
    const customerId = str(params.customer);
    if (customerId && customerEmail) throw parameterInvalid('customer_email', 'You may only specify one of these parameters: customer, customer_email.');
    const customer = customerId ? this.lookup('customer', customerId, 'customer') : null;

    const created = nowSeconds();
    const id = newId('cs_test', 58);
    const amount = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    this.sessionExtras.set(id, {
      lineItems,
      subscriptionMetadata: metadata(isRecord(params.subscription_data) ? params.subscription_data.metadata : undefined),
      paymentIntentMetadata: metadata(isRecord(params.payment_intent_data) ? params.payment_intent_data.metadata : undefined),
    });
    return this.store({
      id,
      object: 'checkout.session',
      created,
      livemode: false,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.baseUrl}/pay/${id}`,
      amount_subtotal: amount,
      amount_total: amount,
      currency: lineItems[0].currency,
      customer: customer?.id ?? null,
      customer_email: customerEmail,
      customer_details: customerEmail ? { email: customerEmail, name: null } : null,
      client_reference_id: str(params.client_reference_id) ?? null,
      metadata: metadata(params.metadata),
      success_url: successUrl,
      cancel_url: cancelUrl,
      payment_intent: null,
      subscription: null,
      invoice: null,
      expires_at: created + DAY,
    });
  }

  private lineItems(value: unknown, mode: CheckoutSession['mode']): CheckoutLineItem[] {
    const raw = items(value);
    if (raw.length === 0) throw parameterMissing('line_items');
    const parsed = raw.map((item, i) => {
      const at = `line_items[${i}]`;
      const priceData = isRecord(item) ? item.price_data : undefined;
      if (!isRecord(item) || !isRecord(priceData))
        throw parameterMissing(`${at}[price_data]`, `You must specify either \`price\` or \`price_data\` in \`${at}\` (the fake supports only \`price_data\`).`);
      const currency = str(priceData.currency)?.toLowerCase();
      if (!currency) throw parameterMissing(`${at}[price_data][currency]`);
      const unitAmount = integer(priceData.unit_amount, `${at}[price_data][unit_amount]`) as number;
      const name = isRecord(priceData.product_data) ? str(priceData.product_data.name) : undefined;
      if (!name) throw parameterMissing(`${at}[price_data][product_data][name]`);
      if (item.quantity === undefined) throw parameterMissing(`${at}[quantity]`, `Quantity is required. Add \`quantity\` to \`${at}\``);
      const quantity = integer(item.quantity, `${at}[quantity]`, { min: 1 }) as number;
      let recurring: Price['recurring'] = null;
      if (isRecord(priceData.recurring)) {
        const interval = str(priceData.recurring.interval);
        if (!interval || !(interval in INTERVAL_SECONDS))
          throw parameterInvalid(`${at}[price_data][recurring][interval]`, `Invalid interval: must be one of ${Object.keys(INTERVAL_SECONDS).join(', ')}`);
        const count = integer(priceData.recurring.interval_count, `${at}[price_data][recurring][interval_count]`, { required: false, min: 1 }) ?? 1;
        recurring = { interval: interval as Interval, interval_count: count };
      }
      const price: Price = {
        id: newId('price'),
        object: 'price',
        created: nowSeconds(),
        livemode: false,
        active: true,
        currency,
        unit_amount: unitAmount,
        unit_amount_decimal: String(unitAmount),
        product: newId('prod', 14),
        recurring,
        type: recurring ? 'recurring' : 'one_time',
      };
      const amount = unitAmount * quantity;
      return { id: newId('li'), object: 'item' as const, amount_subtotal: amount, amount_total: amount, currency, description: name, quantity, price };
    });
    if (new Set(parsed.map((item) => item.currency)).size > 1) throw parameterInvalid('line_items', 'All line items must use the same currency.');
    const recurring = parsed.some((item) => item.price.recurring);
    if (mode === 'payment' && recurring)
      throw parameterInvalid('mode', 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.');
    if (mode === 'subscription' && !recurring)
      throw parameterInvalid('mode', 'You must provide at least one recurring price in `subscription` mode when using prices.');
    return parsed;
  }

  sessionLineItems(sessionId: string): List<CheckoutLineItem> {
    return list(this.extras(sessionId).lineItems, `/v1/checkout/sessions/${sessionId}/line_items`);
  }

  private extras(sessionId: string): SessionExtras {
    const extras = this.sessionExtras.get(sessionId);
    if (!extras) throw resourceMissing('checkout.session', sessionId);
    return extras;
  }

  listCheckoutSessions(filter: SessionListFilter): List<CheckoutSession> {
    const limit = filter.limit ?? 10;
    const matches = [...this.objects.values()]
      .filter((o): o is CheckoutSession => o.object === 'checkout.session')
      .filter((s) => (['payment_intent', 'subscription', 'customer', 'status'] as const).every((key) => filter[key] === undefined || s[key] === filter[key]))
      .reverse();
    return list(matches.slice(0, limit), '/v1/checkout/sessions', matches.length > limit);
  }

  expireCheckout(sessionId: string): CheckoutSession {
    const session = this.lookup('checkout.session', sessionId);
    if (session.status !== 'open') throw invalidState(`Only Checkout Sessions with a status in ["open"] can be expired. This session has status "${session.status}".`);
    return Object.assign(session, { status: 'expired', url: null });
  }

  /** Test hook: the session reports another total or currency, as a tampered or foreign one would. */
  alterCheckout(sessionId: string, change: { amount_total?: number; currency?: string }): CheckoutSession {
    return Object.assign(this.lookup('checkout.session', sessionId), change);
  }

  completeCheckout(sessionId: string, opts: CompleteCheckoutOptions = {}): CheckoutSession {
    const session = this.lookup('checkout.session', sessionId);
    if (session.status !== 'open') throw invalidState(`Checkout session ${sessionId} is ${session.status}, not open.`);
    const extras = this.extras(sessionId);
    const existing = session.customer ? this.lookup('customer', session.customer) : null;
    const email = session.customer_email ?? existing?.email ?? opts.email ?? 'buyer@example.com';
    const customer = existing ?? this.createCustomer(email);
    Object.assign(session, { status: 'complete', url: null, customer: customer.id, customer_details: { email, name: null } });

    if (session.mode === 'payment') {
      const pi = this.collectPayment(session.amount_total, session.currency, customer, extras.paymentIntentMetadata, opts.asyncPayment ? 'processing' : 'succeeded');
      return Object.assign(session, { payment_intent: pi.id, payment_status: opts.asyncPayment ? 'unpaid' : 'paid' });
    }
    if (opts.asyncPayment) throw new Error('FakeStripe: asyncPayment is supported for payment-mode sessions only.');
    const now = nowSeconds();
    const subId = newId('sub');
    const recurringItems = extras.lineItems.filter((item) => item.price.recurring);
    const end = addInterval(now, recurringItems[0].price);
    const subscription = this.store<Subscription>({
      id: subId,
      object: 'subscription',
      created: now,
      livemode: false,
      status: 'active',
      customer: customer.id,
      currency: session.currency,
      collection_method: 'charge_automatically',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { reason: null, comment: null, feedback: null },
      current_period_start: now,
      current_period_end: end,
      start_date: now,
      billing_cycle_anchor: now,
      items: list(
        recurringItems.map((item) => ({
          id: newId('si', 14),
          object: 'subscription_item' as const,
          created: now,
          livemode: false as const,
          current_period_start: now,
          current_period_end: end,
          price: structuredClone(item.price),
          quantity: item.quantity,
          subscription: subId,
          metadata: {},
        })),
        `/v1/subscription_items?subscription=${subId}`,
      ),
      metadata: { ...extras.subscriptionMetadata },
      latest_invoice: null,
    });
    const invoice = this.invoiceSubscription(subscription, 'subscription_create', { start: now, end: now });
    return Object.assign(session, { subscription: subId, invoice: invoice.id, payment_status: 'paid' });
  }

  private collectPayment(amount: number, currency: string, customer: Customer, meta: Metadata, status: 'succeeded' | 'processing'): PaymentIntent {
    const created = nowSeconds();
    const pi = this.store<PaymentIntent>({
      id: newId('pi'),
      object: 'payment_intent',
      created,
      livemode: false,
      amount,
      amount_received: status === 'succeeded' ? amount : 0,
      currency,
      status,
      customer: customer.id,
      latest_charge: null,
      last_payment_error: null,
      payment_method_types: ['card'],
      metadata: { ...meta },
    });
    const charge = this.store<Charge>({
      id: newId('ch'),
      object: 'charge',
      created,
      livemode: false,
      amount,
      amount_captured: status === 'succeeded' ? amount : 0,
      amount_refunded: 0,
      refunded: false,
      captured: status === 'succeeded',
      paid: status === 'succeeded',
      status: status === 'succeeded' ? 'succeeded' : 'pending',
      payment_intent: pi.id,
      customer: customer.id,
      currency,
      billing_details: { email: customer.email },
      failure_code: null,
      metadata: { ...meta },
    });
    pi.latest_charge = charge.id;
    return pi;
  }

  private asyncPayment(sessionId: string): { session: CheckoutSession; pi: PaymentIntent; charge: Charge } {
    const session = this.lookup('checkout.session', sessionId);
    const pi = session.payment_intent ? this.lookup('payment_intent', session.payment_intent) : undefined;
    if (!pi || pi.status !== 'processing') throw invalidState(`Checkout session ${sessionId} has no processing payment.`);
    return { session, pi, charge: this.lookup('charge', pi.latest_charge as string) };
  }

  succeedAsyncPayment(sessionId: string): CheckoutSession {
    const { session, pi, charge } = this.asyncPayment(sessionId);
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
    Object.assign(charge, { status: 'succeeded', paid: true, captured: true, amount_captured: charge.amount });
    return Object.assign(session, { payment_status: 'paid' });
  }

  failAsyncPayment(sessionId: string): CheckoutSession {
    const { session, pi, charge } = this.asyncPayment(sessionId);
    const error = { type: 'card_error' as const, code: 'payment_intent_payment_attempt_failed', message: 'The payment failed.' };
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: error });
    Object.assign(charge, { status: 'failed', failure_code: 'generic_decline' });
    return session;
  }

  private invoiceSubscription(sub: Subscription, reason: BillingReason, usagePeriod: { start: number; end: number }): Invoice {
    const customer = this.lookup('customer', sub.customer);
    const amount = sub.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
    const pi = this.collectPayment(amount, sub.currency, customer, {}, 'succeeded');
    const now = nowSeconds();
    const id = newId('in');
    const lines = sub.items.data.map((item) => ({
      id: newId('il'),
      object: 'line_item' as const,
      amount: item.price.unit_amount * item.quantity,
      currency: sub.currency,
      description: `${item.quantity} × subscription`,
      quantity: item.quantity,
      period: { start: item.current_period_start, end: item.current_period_end },
      metadata: {},
      parent: { type: 'subscription_item_details' as const, subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration: false as const } },
      pricing: { type: 'price_details' as const, price_details: { price: item.price.id, product: item.price.product } },
    }));
    const invoice = this.store<Invoice>({
      id,
      object: 'invoice',
      created: now,
      livemode: false,
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      total: amount,
      currency: sub.currency,
      customer: sub.customer,
      billing_reason: reason,
      subscription: sub.id,
      payment_intent: pi.id,
      charge: pi.latest_charge,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      period_start: usagePeriod.start,
      period_end: usagePeriod.end,
      status_transitions: { finalized_at: now, paid_at: now },
      metadata: {},
      lines: list(lines, `/v1/invoices/${id}/lines`),
    });
    this.invoicePayments.set(id, {
      id: newId('inpay'),
      object: 'invoice_payment',
      created: now,
      livemode: false,
      amount_paid: amount,
      amount_requested: amount,
      currency: sub.currency,
      invoice: id,
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status_transitions: { paid_at: now, canceled_at: null },
    });
    sub.latest_invoice = id;
    return invoice;
  }

  invoicePaymentsOf(invoiceId: string): List<InvoicePayment> {
    const payment = this.invoicePayments.get(invoiceId);
    return list(payment ? [payment] : [], `/v1/invoice_payments?invoice=${invoiceId}`);
  }

  renewSubscription(subId: string): Invoice {
    const sub = this.lookup('subscription', subId);
    if (sub.status === 'canceled') throw new Error(`FakeStripe: subscription ${subId} is canceled and cannot renew.`);
    if (sub.cancel_at_period_end)
      throw new Error(`FakeStripe: subscription ${subId} is set to cancel at period end; use setSubscriptionStatus(id, 'canceled') to end it.`);
    const previous = { start: sub.current_period_start, end: sub.current_period_end };
    const end = addInterval(previous.end, sub.items.data[0].price);
    Object.assign(sub, { current_period_start: previous.end, current_period_end: end });
    for (const item of sub.items.data) Object.assign(item, { current_period_start: previous.end, current_period_end: end });
    if (sub.status === 'past_due' || sub.status === 'unpaid') sub.status = 'active';
    return this.invoiceSubscription(sub, 'subscription_cycle', previous);
  }

  setSubscriptionStatus(subId: string, status: SubscriptionStatus): Subscription {
    const sub = this.lookup('subscription', subId);
    sub.status = status;
    if (status === 'canceled') {
      const now = nowSeconds();
      Object.assign(sub, { canceled_at: sub.canceled_at ?? now, ended_at: now, cancel_at_period_end: false });
    } else {
      sub.ended_at = null;
    }
    return sub;
  }

  updateSubscription(subId: string, params: Params): Subscription {
    const sub = this.lookup('subscription', subId);
    const atPeriodEnd = boolean(params.cancel_at_period_end, 'cancel_at_period_end');
    if (sub.status === 'canceled' && Object.keys(params).some((key) => !['metadata', 'cancellation_details', 'expand'].includes(key)))
      throw invalidState('A canceled subscription can only update its cancellation_details and metadata.');
    if (atPeriodEnd !== undefined) {
      Object.assign(sub, {
        cancel_at_period_end: atPeriodEnd,
        cancel_at: atPeriodEnd ? sub.current_period_end : null,
        canceled_at: atPeriodEnd ? nowSeconds() : null,
        cancellation_details: { reason: atPeriodEnd ? 'cancellation_requested' : null, comment: null, feedback: null },
      });
    }
    sub.metadata = metadata(params.metadata, sub.metadata);
    return sub;
  }

  cancelSubscription(subId: string): Subscription {
    const sub = this.lookup('subscription', subId);
    if (sub.status === 'canceled') return sub;
    const now = nowSeconds();
    return Object.assign(sub, {
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancel_at_period_end: false,
      cancel_at: null,
      cancellation_details: { reason: 'cancellation_requested', comment: null, feedback: null },
    });
  }

  createRefund(params: Params): Refund {
    const chargeId = str(params.charge);
    const piId = str(params.payment_intent);
    let charge: Charge;
    if (chargeId) charge = this.lookup('charge', chargeId, 'charge');
    else if (piId) {
      const pi = this.lookup('payment_intent', piId, 'payment_intent');
      if (pi.status !== 'succeeded' || !pi.latest_charge)
        throw invalidState(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, undefined, 'payment_intent');
      charge = this.lookup('charge', pi.latest_charge);
    } else throw parameterMissing('payment_intent', 'One of the following params should be provided for this request: payment_intent or charge.');

    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) throw invalidState(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    if (charge.status !== 'succeeded') throw invalidState(`Charge ${charge.id} has not succeeded and cannot be refunded.`);
    const amount = integer(params.amount, 'amount', { required: false, min: 1 }) ?? remaining;
    if (amount > remaining)
      throw invalidState(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, 'amount_too_large', 'amount');
    const reason = str(params.reason) ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
      throw parameterInvalid('reason', `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`);

    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return this.store<Refund>({
      id: newId('re'),
      object: 'refund',
      created: nowSeconds(),
      livemode: false,
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded',
      reason,
      metadata: metadata(params.metadata),
    });
  }

  createPortalSession(params: Params): PortalSession {
    const customerId = str(params.customer);
    if (!customerId) throw parameterMissing('customer');
    const customer = this.lookup('customer', customerId, 'customer');
    const id = newId('bps');
    return this.store<PortalSession>({
      id,
      object: 'billing_portal.session',
      created: nowSeconds(),
      livemode: false,
      customer: customer.id,
      return_url: url(params.return_url, 'return_url', false),
      url: `${this.baseUrl}/portal/${id}`,
      configuration: 'bpc_fake',
      locale: null,
      on_behalf_of: null,
      flow: null,
    });
  }

  /** A copy of `value` with each `expand` path (`payment_intent.latest_charge`, `data.subscription`) replaced by the object. */
  render(value: object, expand: string[]): unknown {
    const copy = structuredClone(value) as Record<string, unknown>;
    for (const path of expand) this.expandPath(copy, path.split('.'), path);
    return copy;
  }

  private expandPath(target: Record<string, unknown>, [field, ...rest]: string[], path: string): void {
    let value = target[field];
    if (field === 'line_items' && target.object === 'checkout.session') value = structuredClone(this.sessionLineItems(String(target.id)));
    else if (field === 'payments' && target.object === 'invoice') value = structuredClone(this.invoicePaymentsOf(String(target.id)));
    else if (typeof value === 'string' && this.objects.has(value)) value = structuredClone(this.objects.get(value));
    else if (value === undefined) throw parameterInvalid('expand', `This property cannot be expanded (${path}).`);
    target[field] = value;
    if (rest.length === 0) return;
    for (const next of Array.isArray(value) ? value : [value]) if (isRecord(next)) this.expandPath(next, rest, path);
  }
}

function addInterval(from: number, price: Price): number {
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  return from + INTERVAL_SECONDS[recurring.interval] * recurring.interval_count;
}
