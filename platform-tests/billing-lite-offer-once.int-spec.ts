import { randomUUID } from 'node:crypto';
import type { QueryResult } from 'pg';
import { call, liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { FakeStripe } from './fake-stripe/fake-stripe';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(180_000);

const WEBHOOK_SECRET = 'whsec_test_blueprint_vault_local';
const REFUND_SUBJECT = /^Refunded: your LITE20 discount was already used \(S\$\d+\)$/;
const SPENT_MESSAGE = 'The LITE20 discount of this Lite assessment had already paid for another purchase, so we refunded this payment in full automatically. We have e-mailed you the details.';

type Rows = (sql: string, params?: unknown[]) => Promise<QueryResult['rows']>;
/** What a provider driver needs of the running platform. */
type PlatformContext = () => { base: string; rows: Rows };

/** What the test needs of a provider: open a checkout, pay it as the buyer would, and see its refunds. */
type ProviderDriver = {
  env: Record<string, string>;
  close?: () => Promise<void>;
  /** The provider's session ref from the checkout URL billing answered. */
  refOf: (url: string) => string;
  /** Pays the checkout and lets billing hear of it (the sandbox's Pay button, or Stripe's webhook). */
  pay: (ref: string) => Promise<void>;
  /** The payment intents the provider was asked to refund. */
  refundedIntents: () => Promise<string[]>;
};

type Payment = { id: string; status: string; lite_assessment_id: string | null; refund_reason: string | null; provider_payment_intent: string; checkout_session_id: string; tool: string | null };

/**
 * LITE20 buys the plan the Lite result offered, once per Lite assessment (docs/product-rules.md,
 * "Coupons (LITE20)"), held where the payment is fulfilled: however many checkouts were opened
 * and however they are paid (in parallel, or a Starter for each tool), one payment is fulfilled
 * and every other is refunded through the provider, recorded, and explained to the buyer by mail.
 */
describe.each([
  ['the sandbox provider', sandboxDriver],
  ['Stripe (the local fake)', stripeDriver],
])('LITE20 once per Lite assessment, with %s', (_name, makeDriver: (context: PlatformContext) => Promise<ProviderDriver>) => {
  let platform: Platform;
  let driver: ProviderDriver;
  let base: string;

  beforeAll(async () => {
    driver = await makeDriver(() => ({ base, rows }));
    platform = await startPlatform([identityService, flagsService, billingService, assessmentsService, notificationsService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      LITE_SUBMISSIONS_PER_MINUTE: '100000',
      ...driver.env,
    });
    base = platform.services.gateway.url;
  });
  afterAll(async () => {
    await platform?.stop();
    await driver?.close?.();
  });

  const api = (path: string) => `${base}/api/v1${path}`;
  const rows: Rows = async (sql, params = []) =>
    (
      await platform.db.query(
        sql.replaceAll('$billing', `"${platform.schemaOf('billing')}"`).replaceAll('$identity', `"${platform.schemaOf('identity')}"`).replaceAll('$notifications', `"${platform.schemaOf('notifications')}"`),
        params,
      )
    ).rows;
  const paymentsOf = async (email: string) => (await rows('SELECT * FROM $billing.payments WHERE email = $1 ORDER BY created_at', [email])) as Payment[];
  const outbox = (type: string, email: string) => rows(`SELECT envelope FROM $billing.outbox WHERE type = $1 AND envelope->'payload'->>'email' = $2`, [type, email]);
  const mailsTo = (email: string) => rows('SELECT subject, text_body FROM $notifications.mailbox WHERE to_address = $1 ORDER BY created_at', [email]);

  async function takeLite(email: string, points: number[]): Promise<string> {
    const reply = await postJson(api('/lite-assessments'), liteSubmission({ email, points }));
    expect(reply.status).toBe(201);
    return reply.body.assessmentId;
  }
  async function openLite20(email: string, liteAssessmentId: string, plan: { planType: 'starter' | 'pro'; tool?: 'exitcheck' | 'pitchprep' }): Promise<string> {
    const expectedPrice = plan.planType === 'pro' ? 158 : 78;
    const reply = await call(api('/billing/checkout/guest'), {
      body: { ...plan, paymentType: 'one_time', email, discountCode: 'LITE20', liteAssessmentId, priceValidation: { expectedPrice } },
    });
    expect(reply.status).toBe(200);
    return driver.refOf(reply.body.url as string);
  }
  const verify = async (ref: string) => (await call(api('/billing/verify-payment'), { body: { session_id: ref } })).body;

  it('fulfils one of three checkouts paid at once and refunds the other two through the provider, each recorded and explained by mail', async () => {
    const email = `lite-once-${randomUUID().slice(0, 8)}@example.sg`;
    const liteAssessmentId = await takeLite(email, [10, 10, 10, 5, 2]);
    const refs = [];
    for (let i = 0; i < 3; i += 1) refs.push(await openLite20(email, liteAssessmentId, { planType: 'pro' }));

    await Promise.all(refs.map((ref) => driver.pay(ref)));

    const payments = await paymentsOf(email);
    expect(payments).toHaveLength(3);
    const fulfilled = payments.filter((p) => p.status === 'paid');
    const refunded = payments.filter((p) => p.status === 'refunded');
    expect(fulfilled).toEqual([expect.objectContaining({ lite_assessment_id: liteAssessmentId, refund_reason: null })]);
    expect(refunded).toEqual([0, 1].map(() => expect.objectContaining({ lite_assessment_id: null, refund_reason: 'lite20_already_used' })));
    // Through the provider's refund API, the two duplicates and nothing else.
    expect((await driver.refundedIntents()).filter((pi) => payments.some((p) => p.provider_payment_intent === pi)).sort()).toEqual(refunded.map((p) => p.provider_payment_intent).sort());

    const sessions = await rows('SELECT id, status FROM $billing.checkout_sessions WHERE email = $1', [email]);
    expect(sessions.map((s) => s.status).sort()).toEqual(['paid', 'refunded', 'refunded']);
    expect(await outbox('payment.paid', email)).toHaveLength(1);
    const refundEvents = (await outbox('payment.refunded', email)).map((r) => r.envelope.payload);
    expect(refundEvents.map((e) => [e.paymentId, e.reason]).sort()).toEqual(refunded.map((p) => [p.id, 'lite20_already_used']).sort());

    // The buyer is told why, once per refunded payment, and the success page says it too.
    const mails = await waitFor(() => mailsTo(email), (m) => m.filter((x) => REFUND_SUBJECT.test(x.subject)).length === 2, 20_000, 'two refund mails');
    const refundMails = mails.filter((m) => REFUND_SUBJECT.test(m.subject));
    expect(refundMails.map((m) => m.subject)).toEqual(['Refunded: your LITE20 discount was already used (S$158)', 'Refunded: your LITE20 discount was already used (S$158)']);
    // Each mail names its payment by the receipt's short reference (docs/product-rules.md, "E-mail sequences and consent").
    for (const payment of refunded) expect(refundMails.some((m) => String(m.text_body).includes(`BV-${payment.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`))).toBe(true);
    expect(refundMails[0].text_body).toContain('had already paid for another purchase');
    const answers = await Promise.all(refs.map(verify));
    expect(answers.filter((a) => a.status === 'refunded')).toEqual([0, 1].map(() => expect.objectContaining({ verified: false, status: 'refunded', error: SPENT_MESSAGE })));
    expect(answers.filter((a) => a.verified)).toHaveLength(1);

    // The invited account gets the early-bird lock from the fulfilled payment alone.
    const profile = await waitFor(
      () => rows(`SELECT p.price_lock_benefits FROM $identity.profiles p JOIN $identity.users u ON u.id = p.user_id WHERE u.email = $1`, [email]),
      (r) => r.length === 1 && r[0].price_lock_benefits !== null,
      20_000,
      'the early-bird lock',
    );
    expect(profile[0].price_lock_benefits.payment_ids).toEqual([fulfilled[0].id]);

    // Paying or hearing of them again changes nothing.
    await Promise.all(refs.map((ref) => driver.pay(ref)));
    expect((await paymentsOf(email)).map((p) => p.status).sort()).toEqual(['paid', 'refunded', 'refunded']);
    expect(await outbox('payment.refunded', email)).toHaveLength(2);
    expect(await outbox('payment.paid', email)).toHaveLength(1);
  });

  it('fulfils one Starter per assessment whichever tool: a second one for the other tool is refunded and grants nothing', async () => {
    const email = `lite-tools-${randomUUID().slice(0, 8)}@example.sg`;
    const liteAssessmentId = await takeLite(email, [5, 5, 5, 5, 2]);
    const exitcheck = await openLite20(email, liteAssessmentId, { planType: 'starter', tool: 'exitcheck' });
    const pitchprep = await openLite20(email, liteAssessmentId, { planType: 'starter', tool: 'pitchprep' });

    await driver.pay(exitcheck);
    await driver.pay(pitchprep);

    const payments = await paymentsOf(email);
    expect(payments.map((p) => [p.tool, p.status, p.refund_reason])).toEqual([
      ['exitcheck', 'paid', null],
      ['pitchprep', 'refunded', 'lite20_already_used'],
    ]);
    expect(await driver.refundedIntents()).toContain(payments[1].provider_payment_intent);
    expect(await driver.refundedIntents()).not.toContain(payments[0].provider_payment_intent);
    expect(await verify(pitchprep)).toMatchObject({ verified: false, status: 'refunded', error: SPENT_MESSAGE });
    expect(await verify(exitcheck)).toMatchObject({ verified: true, status: 'paid', tool: 'exitcheck' });

    const invited = await waitFor(() => rows(`SELECT id FROM $identity.users WHERE email = $1`, [email]), (r) => r.length === 1, 20_000, 'the invited account');
    const entitlement = await waitFor(
      () => rows('SELECT tools FROM $billing.entitlements WHERE user_id = $1', [invited[0].id]),
      (r) => r.length === 1,
      20_000,
      'the entitlement',
    );
    expect(entitlement[0].tools).toEqual(['exitcheck']);
    await waitFor(() => mailsTo(email), (m) => m.some((x) => x.subject === 'Refunded: your LITE20 discount was already used (S$78)'), 20_000, 'the refund mail');

    // Once spent, a new checkout with the code is refused when it opens.
    const again = await call(api('/billing/checkout/guest'), {
      body: { planType: 'starter', tool: 'pitchprep', paymentType: 'one_time', email, discountCode: 'LITE20', liteAssessmentId, priceValidation: { expectedPrice: 78 } },
    });
    expect([again.status, again.body.error?.code]).toEqual([409, 'BILLING.COUPON_USED']);
  });

  it('sells with LITE20 only the plan the Lite result offered, in words the Lite widget shows as a Discount Issue', async () => {
    const email = `lite-offer-${randomUUID().slice(0, 8)}@example.sg`;
    const low = await takeLite(email, [5, 5, 5, 5, 2]);
    const high = await takeLite(email, [10, 10, 10, 5, 2]);
    const open = (planType: 'starter' | 'pro', liteAssessmentId: string) =>
      call(api('/billing/checkout/guest'), {
        body: { planType, paymentType: 'one_time', email, discountCode: 'LITE20', liteAssessmentId, priceValidation: { expectedPrice: planType === 'pro' ? 158 : 78 }, ...(planType === 'starter' ? { tool: 'exitcheck' } : {}) },
      });
    const proOnLow = await open('pro', low);
    const starterOnHigh = await open('starter', high);
    expect([proOnLow.status, proOnLow.body.error?.code, proOnLow.body.error?.message]).toEqual([400, 'BILLING.COUPON_OTHER_OFFER', 'The coupon LITE20 buys only what your Lite result offered: Blueprint Starter.']);
    expect([starterOnHigh.status, starterOnHigh.body.error?.message]).toEqual([400, 'The coupon LITE20 buys only what your Lite result offered: Blueprint Pro Vault.']);
    for (const reply of [proOnLow, starterOnHigh]) expect(reply.body.error?.message).not.toMatch(/timeout|timed out|network|email|plan|payment/i);
    expect(await rows('SELECT 1 FROM $billing.checkout_sessions WHERE email = $1', [email])).toHaveLength(0);
  });
});

/** The sandbox's Pay button; its refunds are its checkouts marked refunded (pi_sandbox_X belongs to cs_sandbox_X). */
async function sandboxDriver(context: PlatformContext): Promise<ProviderDriver> {
  return {
    env: {},
    refOf: (url) => url.replace('/sandbox/checkout/', ''),
    pay: async (ref) => {
      const reply = await call(`${context().base}/api/v1/billing/sandbox/sessions/${ref}/pay`, { method: 'POST' });
      expect(reply.status).toBe(200);
    },
    refundedIntents: async () => (await context().rows(`SELECT 'pi_sandbox_' || substr(ref, 12) AS pi FROM $billing.sandbox_checkouts WHERE refunded`)).map((r) => String(r.pi)),
  };
}

/** Stripe's hosted page completes the session; billing hears of it by a signed webhook. */
async function stripeDriver(context: PlatformContext): Promise<ProviderDriver> {
  const stripe = await FakeStripe.start();
  const deliver = async (type: string, object: object) => {
    const signed = stripe.signedDelivery(stripe.event(type, object), WEBHOOK_SECRET);
    const res = await fetch(`${context().base}/api/v1/billing/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: signed.payload,
    });
    expect(res.status).toBe(200);
  };
  const completed = new Map<string, object>();
  return {
    env: { STRIPE_SECRET_KEY: 'sk_test_blueprint_vault_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
    refOf: (url) => url.split('/pay/')[1],
    pay: async (ref) => {
      // Paying again redelivers the same completion (as Stripe retries a webhook).
      const session = completed.get(ref) ?? stripe.completeCheckout(ref);
      completed.set(ref, session);
      await deliver('checkout.session.completed', session);
    },
    refundedIntents: async () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').map((r) => String((r.body as { payment_intent?: string }).payment_intent)),
    close: () => stripe.close(),
  };
}
