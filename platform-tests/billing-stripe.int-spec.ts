import { randomUUID } from 'node:crypto';
import { call, liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { FakeStripe } from './fake-stripe/fake-stripe';
import { startPlatform, type Platform } from './harness';
import { enrolTotp } from './test-accounts';

jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_test_blueprint_vault_local';

/** Billing against the real `stripe` SDK pointed at a local fake of the Stripe API. */
describe('billing with Stripe: checkout, signed webhooks, idempotent fulfilment', () => {
  let platform: Platform;
  let stripe: FakeStripe;
  let base: string;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    platform = await startPlatform([identityService, flagsService, billingService, assessmentsService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      LITE_SUBMISSIONS_PER_MINUTE: '100000',
      STRIPE_SECRET_KEY: 'sk_test_blueprint_vault_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    base = platform.services.gateway.url;
    admin = await signedInUser({ admin: true });
  });
  afterAll(async () => {
    await platform?.stop();
    await stripe?.close();
  });

  const billing = () => platform.schemaOf('billing');
  const rows = async (sql: string, params: unknown[] = []) => (await platform.db.query(sql.replaceAll('$schema', `"${billing()}"`), params)).rows;
  const outbox = (type: string, key: string, value: string) =>
    rows(`SELECT envelope FROM $schema.outbox WHERE type = $1 AND envelope->'payload'->>'${key}' = $2`, [type, value]);

  async function signedInUser(opts: { admin?: boolean } = {}) {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(`${base}/api/v1/auth/sign-up`, { body: { email, password, name: 'Mei Ling' } });
    const identity = platform.schemaOf('identity');
    await platform.db.query(`UPDATE "${identity}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    if (opts.admin) await platform.db.query(`INSERT INTO "${identity}".user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const session = await call(`${base}/api/v1/auth/sign-in`, { body: { email, password } });
    const token = session.body.accessToken as string;
    // Admin routes need a second factor (aal2).
    return { id: body.userId as string, email, token: opts.admin ? (await enrolTotp(base, token, password)).token : token };
  }

  async function guestCheckout(body: Record<string, unknown>) {
    const reply = await call(`${base}/api/v1/billing/checkout/guest`, { body });
    expect(reply.status).toBe(200);
    return (reply.body.url as string).split('/pay/')[1];
  }

  async function deliver(type: string, object: object, opts: { timestamp?: number; tamper?: boolean; id?: string } = {}) {
    const event = stripe.event(type, object, { id: opts.id });
    const signed = stripe.signedDelivery(event, WEBHOOK_SECRET, { timestamp: opts.timestamp });
    const payload = opts.tamper ? signed.payload.replace('"livemode": false', '"livemode": true') : signed.payload;
    const res = await fetch(`${base}/api/v1/billing/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
  }

  const paymentsOf = (email: string) => rows('SELECT * FROM $schema.payments WHERE email = $1', [email]);
  const sessionRow = async (ref: string) => (await rows('SELECT * FROM $schema.checkout_sessions WHERE provider_session_id = $1', [ref]))[0];

  it('opens Stripe Checkout in SGD with the Lite discount, the buyer e-mail and the success URL', async () => {
    const email = `lite-${randomUUID().slice(0, 8)}@example.sg`;
    const lite = await postJson(`${base}/api/v1/lite-assessments`, liteSubmission({ email, points: [10, 10, 10, 5, 2] }));
    const liteAssessmentId = lite.body.assessmentId;
    const ref = await guestCheckout({ planType: 'pro', paymentType: 'one_time', email, discountCode: 'LITE20', liteAssessmentId, priceValidation: { expectedPrice: 158 } });
    const sent = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && (r.body as { customer_email?: string }).customer_email === email);
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      customer_email: email,
      line_items: [{ quantity: '1', price_data: { currency: 'sgd', unit_amount: '15800' } }],
      metadata: { planType: 'pro' },
    });
    expect((sent?.body as { success_url: string }).success_url).toMatch(/\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(await sessionRow(ref)).toMatchObject({ status: 'open', amount: 15800, discount_code: 'LITE20', lite_assessment_id: liteAssessmentId, email });
  });

  it('changes nothing for a bad, tampered or 301-second-old signature', async () => {
    const email = `sig-${randomUUID().slice(0, 8)}@example.sg`;
    const ref = await guestCheckout({ planType: 'pro', paymentType: 'one_time', email });
    const session = stripe.completeCheckout(ref);

    const badSecret = stripe.signedDelivery(stripe.event('checkout.session.completed', session), 'whsec_not_ours');
    const bad = await fetch(`${base}/api/v1/billing/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': badSecret.signature },
      body: badSecret.payload,
    });
    const tampered = await deliver('checkout.session.completed', session, { tamper: true });
    const stale = await deliver('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const unsigned = await fetch(`${base}/api/v1/billing/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

    expect([bad.status, tampered.status, stale.status, unsigned.status]).toEqual([400, 400, 400, 400]);
    expect(tampered.body.error?.message).toBe('Webhook signature verification failed.');
    expect(await paymentsOf(email)).toHaveLength(0);
    expect((await sessionRow(ref)).status).toBe('open');
    expect(await rows('SELECT * FROM $schema.webhook_events')).toHaveLength(0);
  });

  it('fulfils one event delivered 10 times at once exactly once', async () => {
    const email = `dup-${randomUUID().slice(0, 8)}@example.sg`;
    const ref = await guestCheckout({ planType: 'starter', paymentType: 'one_time', email, tool: 'pitchprep' });
    const session = stripe.completeCheckout(ref);
    const event = stripe.event('checkout.session.completed', session);
    const signed = stripe.signedDelivery(event, WEBHOOK_SECRET);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}/api/v1/billing/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
          body: signed.payload,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const payments = await paymentsOf(email);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', plan_type: 'starter', tool: 'pitchprep', amount: 9800 });
    expect(await outbox('payment.paid', 'email', email)).toHaveLength(1);
  });

  it('grants nothing for a session paid with another amount or currency: the payment is held for review and the webhook answers 200', async () => {
    const cases = [
      { planType: 'pro', paymentType: 'one_time', change: { amount_total: 100 }, reason: 'paid 100 SGD, priced 19800 SGD' },
      { planType: 'pro', paymentType: 'one_time', change: { currency: 'usd' }, reason: 'paid 19800 USD, priced 19800 SGD' },
      { planType: 'pro_sub', paymentType: 'subscription', change: { amount_total: 1 }, reason: 'paid 1 SGD, priced 5800 SGD' },
    ];
    for (const { planType, paymentType, change, reason } of cases) {
      const user = await signedInUser();
      const opened = await call(`${base}/api/v1/billing/checkout`, { body: { planType, paymentType }, bearer: user.token });
      const ref = (opened.body.url as string).split('/pay/')[1];
      stripe.completeCheckout(ref);
      const altered = stripe.alterCheckout(ref, change);
      expect((await deliver('checkout.session.completed', altered)).status).toBe(200);
      if (altered.subscription) {
        // The subscription's own events do not grant it either.
        expect((await deliver('customer.subscription.updated', stripe.get('subscription', altered.subscription as string)!)).status).toBe(200);
        expect((await deliver('invoice.paid', stripe.get('invoice', altered.invoice as string)!)).status).toBe(200);
      }
      const verified = await call(`${base}/api/v1/billing/verify-payment`, { body: { session_id: ref } });
      expect(verified.body).toMatchObject({ verified: false, status: 'needs_review', error: expect.stringMatching(/reviewed/) });

      expect((await sessionRow(ref)).status).toBe('needs_review');
      expect(await paymentsOf(user.email)).toEqual([expect.objectContaining({ status: 'needs_review', review_reason: reason })]);
      expect(await outbox('payment.paid', 'email', user.email)).toHaveLength(0);
      expect(await outbox('entitlement.changed', 'userId', user.id)).toHaveLength(0);
      expect(await rows('SELECT * FROM $schema.subscriptions WHERE user_id = $1', [user.id])).toHaveLength(0);
      const me = await call(`${base}/api/v1/billing/me`, { bearer: user.token });
      expect(me.body.entitlement).toMatchObject({ tools: [], unlimited: false });
      const listed = await call(`${base}/api/v1/admin/billing/payments?status=needs_review&email=${encodeURIComponent(user.email)}`, { bearer: admin.token });
      expect(listed.body).toMatchObject({ total: 1, payments: [expect.objectContaining({ status: 'needs_review', reviewReason: reason, refundable: true })] });

      // The admin resolves it with a refund, which also ends a held subscription at Stripe.
      const [held] = listed.body.payments as Array<{ id: string }>;
      const refunded = await call(`${base}/api/v1/admin/billing/payments/${held.id}/refund`, { method: 'POST', bearer: admin.token });
      expect(refunded.body).toMatchObject({ status: 'refunded', refundable: false });
      expect((await sessionRow(ref)).status).toBe('refunded');
      expect(await outbox('payment.refunded', 'email', user.email)).toHaveLength(0);
      if (altered.subscription) expect(stripe.get('subscription', altered.subscription as string)?.status).toBe('canceled');
    }
  });

  it('ends in the same state whatever order the checkout events arrive in', async () => {
    const orders = [
      ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
      ['checkout.session.async_payment_succeeded', 'checkout.session.completed'],
    ];
    for (const order of orders) {
      const email = `async-${randomUUID().slice(0, 8)}@example.sg`;
      const ref = await guestCheckout({ planType: 'pro', paymentType: 'one_time', email });
      const pending = stripe.completeCheckout(ref, { asyncPayment: true });
      const settled = stripe.succeedAsyncPayment(ref);
      const snapshots: Record<string, object> = { 'checkout.session.completed': pending, 'checkout.session.async_payment_succeeded': settled };
      for (const type of order) expect((await deliver(type, snapshots[type])).status).toBe(200);
      expect((await sessionRow(ref)).status).toBe('paid');
      expect(await paymentsOf(email)).toHaveLength(1);
      expect(await outbox('payment.paid', 'email', email)).toHaveLength(1);
    }

    const subscriptionOrders = permutations(['checkout.session.completed', 'invoice.paid', 'customer.subscription.updated']);
    for (const order of subscriptionOrders) {
      const user = await signedInUser();
      const opened = await call(`${base}/api/v1/billing/checkout`, { body: { planType: 'pro_sub', paymentType: 'subscription' }, bearer: user.token });
      const ref = (opened.body.url as string).split('/pay/')[1];
      const session = stripe.completeCheckout(ref);
      const subscription = stripe.get('subscription', session.subscription as string)!;
      const invoice = stripe.get('invoice', session.invoice as string)!;
      const objects: Record<string, object> = { 'checkout.session.completed': session, 'invoice.paid': invoice, 'customer.subscription.updated': subscription };
      for (const type of order) expect((await deliver(type, objects[type])).status).toBe(200);

      const me = await call(`${base}/api/v1/billing/me`, { bearer: user.token });
      expect(me.body.subscriptions).toEqual([expect.objectContaining({ planType: 'pro_sub', status: 'active', cancelAtPeriodEnd: false })]);
      expect(me.body.payments).toEqual([expect.objectContaining({ planType: 'pro_sub', status: 'paid', amount: 5800 })]);
      expect(me.body.entitlement).toMatchObject({ tools: ['exitcheck', 'pitchprep'], unlimited: true, monthlyAllowance: null });
      expect(await outbox('entitlement.changed', 'userId', user.id)).toHaveLength(1);
    }
  });

  it('revokes access on a refund, whether the refund event comes before or after the payment', async () => {
    for (const refundFirst of [false, true]) {
      const user = await signedInUser();
      const opened = await call(`${base}/api/v1/billing/checkout`, { body: { planType: 'pro', paymentType: 'one_time' }, bearer: user.token });
      const ref = (opened.body.url as string).split('/pay/')[1];
      const session = stripe.completeCheckout(ref);
      const charge = stripe.refundPaymentIntent(session.payment_intent as string);
      const completed = () => deliver('checkout.session.completed', session);
      const refunded = () => deliver('charge.refunded', charge);
      for (const step of refundFirst ? [refunded, completed] : [completed, refunded]) expect((await step()).status).toBe(200);

      const me = await call(`${base}/api/v1/billing/me`, { bearer: user.token });
      expect(me.body.payments).toEqual([expect.objectContaining({ status: 'refunded' })]);
      expect(me.body.entitlement).toMatchObject({ tools: [] });
      expect(await outbox('payment.refunded', 'userId', user.id)).toHaveLength(1);
    }
  });

  it('grants access once when 20 fulfilments of one session run at once', async () => {
    await call(`${base}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { early_bird_pricing: true } }, bearer: admin.token });
    const user = await signedInUser();
    const opened = await call(`${base}/api/v1/billing/checkout`, { body: { planType: 'pro', paymentType: 'one_time' }, bearer: user.token });
    const ref = (opened.body.url as string).split('/pay/')[1];
    const session = stripe.completeCheckout(ref);
    const runs = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? deliver('checkout.session.completed', session)
        : call(`${base}/api/v1/billing/verify-payment`, { body: { session_id: ref } }).then((r) => ({ status: r.status, body: r.body })),
    );
    const replies = await Promise.all(runs);
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));

    expect(await rows('SELECT * FROM $schema.payments WHERE user_id = $1', [user.id])).toHaveLength(1);
    expect(await outbox('payment.paid', 'userId', user.id)).toHaveLength(1);
    const [entitlement] = await outbox('entitlement.changed', 'userId', user.id);
    expect(entitlement.envelope.payload).toMatchObject({ entitlementVersion: 1, tools: ['exitcheck', 'pitchprep'] });
    // The early-bird grant follows the one payment.paid in identity.
    const identity = platform.schemaOf('identity');
    const granted = await waitFor(
      () => platform.db.query(`SELECT 1 FROM "${identity}".outbox WHERE type = 'early_bird.granted' AND envelope->'payload'->>'userId' = $1`, [user.id]),
      (r) => (r.rowCount ?? 0) > 0,
      15_000,
      'early_bird.granted',
    );
    expect(granted.rowCount).toBe(1);
    // Billing shows the lock from its own copy, which that event keeps.
    const me = await waitFor(() => call(`${base}/api/v1/billing/me`, { bearer: user.token }), (r) => (r.body.earlyBird as { eligible?: boolean } | undefined)?.eligible === true, 15_000, 'billing to hold the lock');
    expect(me.body.earlyBird).toMatchObject({ eligible: true, founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 });
    await call(`${base}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { early_bird_pricing: false } }, bearer: admin.token });
  });

  it('lets an admin refund within 30 days, which revokes access, and a member cancel at period end', async () => {
    const user = await signedInUser();
    const opened = await call(`${base}/api/v1/billing/checkout`, { body: { planType: 'essential', paymentType: 'subscription' }, bearer: user.token });
    const ref = (opened.body.url as string).split('/pay/')[1];
    stripe.completeCheckout(ref);
    expect((await call(`${base}/api/v1/billing/verify-payment`, { body: { session_id: ref } })).body).toMatchObject({ verified: true, planName: 'Founder Essential' });

    let me = await call(`${base}/api/v1/billing/me`, { bearer: user.token });
    expect(me.body.entitlement).toMatchObject({ monthlyAllowance: 3, unlimited: false });
    const [subscription] = me.body.subscriptions as Array<{ id: string }>;
    const cancelled = await call(`${base}/api/v1/billing/subscriptions/${subscription.id}/cancel`, { method: 'POST', bearer: user.token });
    expect(cancelled.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/') && (r.body as Record<string, string>).cancel_at_period_end === 'true')).toBe(true);
    const portal = await call(`${base}/api/v1/billing/portal`, { method: 'POST', bearer: user.token });
    expect(portal.body.url).toMatch(/\/portal\//);

    const [payment] = me.body.payments as Array<{ id: string; refundable: boolean }>;
    expect(payment.refundable).toBe(true);
    const forbidden = await call(`${base}/api/v1/admin/billing/payments/${payment.id}/refund`, { method: 'POST', bearer: user.token });
    expect(forbidden.status).toBe(403);
    const refunded = await call(`${base}/api/v1/admin/billing/payments/${payment.id}/refund`, { method: 'POST', bearer: admin.token });
    expect(refunded.body).toMatchObject({ status: 'refunded', refundable: false });
    me = await call(`${base}/api/v1/billing/me`, { bearer: user.token });
    expect(me.body.entitlement).toMatchObject({ tools: [], monthlyAllowance: null });
    expect(me.body.subscriptions).toEqual([expect.objectContaining({ status: 'canceled' })]);
    const again = await call(`${base}/api/v1/admin/billing/payments/${payment.id}/refund`, { method: 'POST', bearer: admin.token });
    expect(again.status).toBe(409);

    const listed = await call(`${base}/api/v1/admin/billing/payments?status=refunded&email=${encodeURIComponent(user.email)}`, { bearer: admin.token });
    expect(listed.body).toMatchObject({ total: 1, payments: [expect.objectContaining({ id: payment.id })] });
  });

  it('ends access when a subscription goes unpaid', async () => {
    const user = await signedInUser();
    const opened = await call(`${base}/api/v1/billing/checkout`, { body: { planType: 'pro_sub', paymentType: 'subscription' }, bearer: user.token });
    const ref = (opened.body.url as string).split('/pay/')[1];
    const session = stripe.completeCheckout(ref);
    await deliver('checkout.session.completed', session);
    const overdue = stripe.setSubscriptionStatus(session.subscription as string, 'past_due');
    await deliver('customer.subscription.updated', overdue);
    const me = await call(`${base}/api/v1/billing/me`, { bearer: user.token });
    expect(me.body.entitlement).toMatchObject({ tools: [], unlimited: false });
    expect(me.body.subscriptions).toEqual([expect.objectContaining({ status: 'past_due' })]);
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}
