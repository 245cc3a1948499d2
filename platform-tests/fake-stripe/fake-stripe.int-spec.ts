import Stripe from 'stripe';
import { FakeStripe } from './fake-stripe';

const WEBHOOK_SECRET = 'whsec_fake_secret';
const DAY = 86_400;

function paymentSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [{ price_data: { currency: 'sgd', unit_amount: 1000, product_data: { name: 'Blueprint Pro' } }, quantity: 2 }],
    customer_email: 'mei@example.sg',
    success_url: 'https://app.example.sg/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://app.example.sg/pricing',
    client_reference_id: 'user-1',
    metadata: { planType: 'pro', paymentType: 'one_time' },
    payment_intent_data: { metadata: { planType: 'pro' } },
    ...overrides,
  };
}

function subscriptionSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    line_items: [{ price_data: { currency: 'sgd', unit_amount: 4900, product_data: { name: 'Pro monthly' }, recurring: { interval: 'month' } }, quantity: 1 }],
    customer_email: 'arif@example.sg',
    success_url: 'https://app.example.sg/billing/success',
    metadata: { planType: 'pro_sub' },
    subscription_data: { metadata: { planType: 'pro_sub', userId: 'user-2' } },
    ...overrides,
  };
}

/** The rejection a promise settles with, for asserting on the SDK's error classes. */
async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (err) {
    return err as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
}

describe('fake Stripe, driven by the real SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await FakeStripe.start();
    stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());

  it('creates a payment-mode session from the form encoding the SDK sends', async () => {
    const session = await stripe.checkout.sessions.create(paymentSession());

    expect(session).toMatchObject({
      object: 'checkout.session',
      livemode: false,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2000,
      currency: 'sgd',
      customer_email: 'mei@example.sg',
      customer_details: { email: 'mei@example.sg' },
      client_reference_id: 'user-1',
      metadata: { planType: 'pro', paymentType: 'one_time' },
      payment_intent: null,
      subscription: null,
      customer: null,
      url: `${fake.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent?.body).toMatchObject({ line_items: [{ price_data: { unit_amount: '1000', product_data: { name: 'Blueprint Pro' } }, quantity: '2' }] });
    expect(sent?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent?.idempotencyKey).toEqual(expect.any(String));
    expect((await fetch(session.url as string)).status).toBe(200);
  });

  it('completes a payment: session, payment intent and charge agree, and the session is found by its payment intent', async () => {
    const { id } = await stripe.checkout.sessions.create(paymentSession());
    fake.completeCheckout(id);

    const session = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent.latest_charge', 'line_items'] });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', url: null, customer: expect.stringMatching(/^cus_/) });
    const pi = session.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({ object: 'payment_intent', amount: 2000, currency: 'sgd', status: 'succeeded', metadata: { planType: 'pro' } });
    expect(pi.latest_charge).toMatchObject({ object: 'charge', amount: 2000, amount_refunded: 0, refunded: false, payment_intent: pi.id });
    expect(session.line_items?.data[0]).toMatchObject({ quantity: 2, amount_total: 2000, price: { unit_amount: 1000 } });

    const listed = await stripe.checkout.sessions.list({ payment_intent: pi.id });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });
    expect(listed.data.map((s) => s.id)).toEqual([id]);
  });

  it('completes a subscription: active subscription with copied metadata, a paid first invoice, listable by subscription', async () => {
    const { id } = await stripe.checkout.sessions.create(subscriptionSession());
    const completed = fake.completeCheckout(id);
    const now = Math.floor(Date.now() / 1000);

    const sub = await stripe.subscriptions.retrieve(completed.subscription as string);
    expect(sub).toMatchObject({ status: 'active', customer: completed.customer, cancel_at_period_end: false, metadata: { planType: 'pro_sub', userId: 'user-2' } });
    const item = sub.items.data[0];
    expect(item.current_period_end - item.current_period_start).toBe(30 * DAY);
    expect(Math.abs(item.current_period_start - now)).toBeLessThan(5);
    expect(item.price).toMatchObject({ unit_amount: 4900, currency: 'sgd', recurring: { interval: 'month' } });
    expect(sub).toMatchObject({ current_period_end: item.current_period_end, latest_invoice: completed.invoice });

    const invoice = await stripe.invoices.retrieve(completed.invoice as string, { expand: ['payments'] });
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 4900,
      billing_reason: 'subscription_create',
      customer: completed.customer,
      subscription: sub.id,
      parent: { subscription_details: { subscription: sub.id } },
    });
    expect(invoice.payments?.data[0].payment.payment_intent).toEqual(expect.stringMatching(/^pi_/));

    const listed = await stripe.checkout.sessions.list({ subscription: sub.id });
    expect(listed.data.map((s) => s.id)).toEqual([id]);
  });

  it('renews a subscription with a cycle invoice and reflects status changes', async () => {
    const { id } = await stripe.checkout.sessions.create(subscriptionSession());
    const subId = fake.completeCheckout(id).subscription as string;
    const before = await stripe.subscriptions.retrieve(subId);

    const invoice = fake.renewSubscription(subId);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 4900 });
    const after = await stripe.subscriptions.retrieve(subId);
    expect(after.items.data[0].current_period_start).toBe(before.items.data[0].current_period_end);
    expect(after.items.data[0].current_period_end).toBe(before.items.data[0].current_period_end + 30 * DAY);
    expect(after.latest_invoice).toBe(invoice.id);

    fake.setSubscriptionStatus(subId, 'past_due');
    expect((await stripe.subscriptions.retrieve(subId)).status).toBe('past_due');
  });

  it('sets and clears cancel_at_period_end, and cancels outright', async () => {
    const { id } = await stripe.checkout.sessions.create(subscriptionSession());
    const subId = fake.completeCheckout(id).subscription as string;

    expect(await stripe.subscriptions.update(subId, { cancel_at_period_end: true })).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(fake.requests.at(-1)?.body).toEqual({ cancel_at_period_end: 'true' });
    expect(await stripe.subscriptions.update(subId, { cancel_at_period_end: false })).toMatchObject({ cancel_at_period_end: false });
    const canceled = await stripe.subscriptions.cancel(subId);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${subId}` });
  });

  it('refunds a payment once; a second refund is charge_already_refunded', async () => {
    const { id } = await stripe.checkout.sessions.create(paymentSession());
    const pi = fake.completeCheckout(id).payment_intent as string;

    const refund = await stripe.refunds.create({ payment_intent: pi });
    expect(refund).toMatchObject({ object: 'refund', amount: 2000, payment_intent: pi, status: 'succeeded', charge: expect.stringMatching(/^ch_/) });
    expect(await stripe.charges.retrieve(refund.charge as string)).toMatchObject({ refunded: true, amount_refunded: 2000 });

    const again = await rejection(stripe.refunds.create({ payment_intent: pi }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it('refundPaymentIntent refunds from the control side and returns the charge', async () => {
    const { id } = await stripe.checkout.sessions.create(paymentSession());
    const pi = fake.completeCheckout(id).payment_intent as string;
    expect(fake.refundPaymentIntent(pi)).toMatchObject({ object: 'charge', payment_intent: pi, refunded: true, amount_refunded: 2000 });
  });

  it('opens a billing portal session for a customer', async () => {
    const { id } = await stripe.checkout.sessions.create(subscriptionSession());
    const customer = fake.completeCheckout(id).customer as string;

    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: 'https://app.example.sg/account' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer, return_url: 'https://app.example.sg/account', url: `${fake.url}/portal/${portal.id}` });
    expect(portal.id).toMatch(/^bps_/);

    const unknown = await rejection(stripe.billingPortal.sessions.create({ customer: 'cus_nobody' }));
    expect(unknown).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
  });

  it('settles an async payment later, or fails it', async () => {
    const ok = await stripe.checkout.sessions.create(paymentSession());
    const pending = fake.completeCheckout(ok.id, { asyncPayment: true });
    expect(pending).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect((await stripe.paymentIntents.retrieve(pending.payment_intent as string)).status).toBe('processing');
    fake.succeedAsyncPayment(ok.id);
    expect(await stripe.checkout.sessions.retrieve(ok.id)).toMatchObject({ payment_status: 'paid' });
    expect((await stripe.paymentIntents.retrieve(pending.payment_intent as string)).status).toBe('succeeded');

    const bad = await stripe.checkout.sessions.create(paymentSession());
    const failing = fake.completeCheckout(bad.id, { asyncPayment: true });
    fake.failAsyncPayment(bad.id);
    expect(await stripe.checkout.sessions.retrieve(bad.id)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect((await stripe.paymentIntents.retrieve(failing.payment_intent as string)).status).toBe('requires_payment_method');
  });

  it('expires an open session', async () => {
    const { id } = await stripe.checkout.sessions.create(paymentSession());
    fake.expireCheckout(id);
    expect(await stripe.checkout.sessions.retrieve(id)).toMatchObject({ status: 'expired', url: null });
    expect(() => fake.completeCheckout(id)).toThrow(/expired/);
  });

  it('answers an unknown id with a 404 the SDK raises as StripeInvalidRequestError/resource_missing', async () => {
    const err = await rejection(stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 404, type: 'StripeInvalidRequestError', code: 'resource_missing', message: "No such checkout.session: 'cs_test_nope'" });
  });

  it('refuses a missing parameter with a 400 naming it, and a bad key with a 401', async () => {
    const { success_url: _omitted, ...noSuccessUrl } = paymentSession();
    const missing = await rejection(stripe.checkout.sessions.create(noSuccessUrl as Stripe.Checkout.SessionCreateParams));
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'success_url' });
    const noMode = await rejection(stripe.checkout.sessions.create({ ...paymentSession(), mode: undefined }));
    expect(noMode).toMatchObject({ statusCode: 400, param: 'mode' });

    const wrongKey = new Stripe('sk_live_real', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    const unauthorised = await rejection(wrongKey.checkout.sessions.retrieve('cs_test_x'));
    expect(unauthorised).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(unauthorised.statusCode).toBe(401);
  });

  it('replays a POST with the same Idempotency-Key, and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(paymentSession(), { idempotencyKey: 'checkout-order-42' });
    const replay = await stripe.checkout.sessions.create(paymentSession(), { idempotencyKey: 'checkout-order-42' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.requests.at(-1)?.idempotencyKey).toBe('checkout-order-42');

    const reused = await rejection(stripe.checkout.sessions.create(paymentSession({ client_reference_id: 'user-9' }), { idempotencyKey: 'checkout-order-42' }));
    expect(reused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  describe('webhook deliveries', () => {
    it('snapshots the object at event time and signs a payload that constructEvent accepts', async () => {
      const { id } = await stripe.checkout.sessions.create(paymentSession());
      const pi = fake.completeCheckout(id).payment_intent as string;
      const charge = fake.get('charge', fake.get('payment_intent', pi)?.latest_charge as string);
      const event = fake.event('charge.succeeded', charge as object);
      fake.refundPaymentIntent(pi);

      const { payload, signature } = fake.signedDelivery(event, WEBHOOK_SECRET);
      const received = stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET);
      expect(received).toMatchObject({ id: event.id, object: 'event', type: 'charge.succeeded', api_version: Stripe.API_VERSION, livemode: false });
      expect(received.data.object).toMatchObject({ payment_intent: pi, refunded: false, amount_refunded: 0 });
    });

    it('rejects a tampered payload and a timestamp past the 300 s tolerance', () => {
      const event = fake.event('invoice.paid', { id: 'in_123', object: 'invoice', amount_paid: 4900 });
      const { payload, signature } = fake.signedDelivery(event, WEBHOOK_SECRET);
      const tampered = payload.replace('4900', '1');
      expect(() => stripe.webhooks.constructEvent(tampered, signature, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);

      const stale = fake.signedDelivery(event, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      expect(() => stripe.webhooks.constructEvent(stale.payload, stale.signature, WEBHOOK_SECRET)).toThrow(/tolerance/);
      const fresh = fake.signedDelivery(event, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 290 });
      expect(stripe.webhooks.constructEvent(fresh.payload, fresh.signature, WEBHOOK_SECRET).id).toBe(event.id);
    });
  });
});
