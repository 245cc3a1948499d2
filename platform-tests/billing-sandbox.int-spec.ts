import { randomUUID } from 'node:crypto';
import { call, liteSubmission, postJson, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';
import { enrolTotp } from './test-accounts';

jest.setTimeout(120_000);

/** The local default: no Stripe key, so checkouts go to the sandbox provider and its Pay button. */
describe('billing with the sandbox provider', () => {
  let platform: Platform;
  let base: string;
  let admin: { id: string; email: string; token: string };

  beforeAll(async () => {
    platform = await startPlatform([identityService, flagsService, billingService, assessmentsService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      LITE_SUBMISSIONS_PER_MINUTE: '100000',
    });
    base = platform.services.gateway.url;
    admin = await signedInUser({ admin: true });
  });
  afterAll(() => platform?.stop());

  const api = (path: string) => `${base}/api/v1${path}`;
  const schema = (service: string) => `"${platform.schemaOf(service)}"`;

  async function signedInUser(opts: { admin?: boolean; email?: string } = {}) {
    const email = opts.email ?? `member-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(api('/auth/sign-up'), { body: { email, password, name: 'Wei Jie' } });
    await platform.db.query(`UPDATE ${schema('identity')}.users SET email_verified_at = now() WHERE email = $1`, [email]);
    if (opts.admin) await platform.db.query(`INSERT INTO ${schema('identity')}.user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const session = await call(api('/auth/sign-in'), { body: { email, password } });
    const token = session.body.accessToken as string;
    // Admin routes need a second factor (aal2).
    return { id: body.userId as string, email, token: opts.admin ? (await enrolTotp(platform.services.gateway.url, token, password)).token : token };
  }

  /** Billing prices by its own copy of the launch state, kept by flags.changed: each change waits until billing holds it. */
  const launchState = async () =>
    (await platform.db.query(`SELECT phase_id AS "phaseId", flags FROM ${schema('billing')}.launch_state`)).rows[0] as { phaseId: string; flags: Record<string, boolean> } | undefined;
  async function setFlags(flags: Record<string, boolean>) {
    await call(api('/admin/flags'), { method: 'PUT', body: { flags }, bearer: admin.token });
    await waitFor(launchState, (held) => Object.entries(flags).every(([name, on]) => held?.flags[name] === on), 15_000, 'billing to hold the flags');
  }
  async function activatePhase(phaseId: string) {
    await call(api('/admin/flags/phase'), { method: 'PUT', body: { phaseId }, bearer: admin.token });
    await waitFor(launchState, (held) => held?.phaseId === phaseId, 15_000, `billing to hold ${phaseId}`);
  }
  /** A Phase 1 purchase that earns the early-bird lock, once billing holds the lock identity granted. */
  async function earnPriceLock(member: { token: string }) {
    const opened = await call(api('/billing/checkout'), { body: { planType: 'starter', paymentType: 'one_time', tool: 'exitcheck' }, bearer: member.token });
    await call(api(`/billing/sandbox/sessions/${sandboxRef(opened.body.url)}/pay`), { method: 'POST' });
    await waitFor(() => call(api('/billing/me'), { bearer: member.token }), (r) => (r.body.earlyBird as { eligible: boolean }).eligible, 15_000, 'the early-bird lock');
  }
  const sandboxRef = (url: unknown) => String(url).replace('/sandbox/checkout/', '');
  /** A completed Lite assessment (high score: the Pro Vault offer); its id earns LITE20 for its e-mail. */
  async function takeLite(email: string): Promise<string> {
    const reply = await postJson(api('/lite-assessments'), liteSubmission({ email, points: [10, 10, 10, 5, 2] }));
    expect(reply.status).toBe(201);
    return reply.body.assessmentId;
  }

  it('sells Pro Vault to a guest with LITE20, invites them and gives the new account Pro access', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.sg`;
    const liteAssessmentId = await takeLite(email);
    const opened = await call(api('/billing/checkout/guest'), {
      body: { planType: 'pro', paymentType: 'one_time', email, firstName: 'Aisha', discountCode: 'LITE20', liteAssessmentId, priceValidation: { expectedPrice: 158 } },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.url).toMatch(/^\/sandbox\/checkout\/cs_sandbox_/);
    const ref = sandboxRef(opened.body.url);

    const page = await call(api(`/billing/sandbox/sessions/${ref}`));
    expect(page.body).toMatchObject({ planName: 'Pro Vault', amount: 15800, currency: 'SGD', email, discountCode: 'LITE20', status: 'open' });
    expect((await call(api('/billing/verify-payment'), { body: { session_id: ref } })).body).toMatchObject({ verified: false, status: 'open' });

    const paid = await call(api(`/billing/sandbox/sessions/${ref}/pay`), { method: 'POST' });
    expect(paid.body).toEqual({ redirectUrl: `/payment-success?session_id=${ref}` });
    expect((await call(api(`/billing/sandbox/sessions/${ref}/pay`), { method: 'POST' })).status).toBe(200);
    expect((await call(api('/billing/verify-payment'), { body: { session_id: ref } })).body).toMatchObject({
      verified: true,
      status: 'paid',
      planType: 'pro',
      planName: 'Pro Vault',
      amount: 15800,
      email,
    });

    // payment.paid → identity invites the guest → user.invited → billing attaches the purchase.
    const invited = await waitFor(
      () => platform.db.query(`SELECT id, name FROM ${schema('identity')}.users WHERE email = $1 AND status = 'invited'`, [email]),
      (r) => r.rowCount === 1,
      15_000,
      'the invited account',
    );
    const userId = invited.rows[0].id as string;
    // The first name typed at checkout names the account (its invitation greets 'Hi Aisha,').
    expect(invited.rows[0].name).toBe('Aisha');
    const entitlement = await waitFor(
      () => platform.db.query(`SELECT * FROM ${schema('billing')}.entitlements WHERE user_id = $1`, [userId]),
      (r) => r.rowCount === 1,
      15_000,
      'the entitlement of the invited account',
    );
    expect(entitlement.rows[0]).toMatchObject({ version: 1, tools: ['exitcheck', 'pitchprep'], unlimited: true });
    const payments = await platform.db.query(`SELECT user_id, status FROM ${schema('billing')}.payments WHERE email = $1`, [email]);
    expect(payments.rows).toEqual([{ user_id: userId, status: 'paid' }]);
  });

  it('accepts LITE20 only with a completed Lite assessment taken with the buyer e-mail, and once per assessment', async () => {
    const email = `lite-${randomUUID().slice(0, 8)}@example.sg`;
    const liteAssessmentId = await takeLite(email);
    const guest = (body: Record<string, unknown>) =>
      call(api('/billing/checkout/guest'), { body: { planType: 'pro', paymentType: 'one_time', email, discountCode: 'LITE20', priceValidation: { expectedPrice: 158 }, ...body } });
    const refusals = [
      [await guest({}), 400, 'BILLING.COUPON_NEEDS_ASSESSMENT'],
      [await guest({ liteAssessmentId: randomUUID() }), 400, 'BILLING.COUPON_NOT_ELIGIBLE'],
      [await guest({ liteAssessmentId, email: `other-${randomUUID().slice(0, 8)}@example.sg` }), 400, 'BILLING.COUPON_NOT_ELIGIBLE'],
    ] as const;
    for (const [reply, status, code] of refusals) {
      expect([reply.status, reply.body.error?.code]).toEqual([status, code]);
      expect(reply.body.error?.message).toMatch(/coupon/i);
    }
    expect(refusals[2][0].body.error?.message).toMatch(/email/);
    const sessions = await platform.db.query(`SELECT 1 FROM ${schema('billing')}.checkout_sessions WHERE email = $1`, [email]);
    expect(sessions.rowCount).toBe(0);

    // The e-mail is compared as an address: the case typed at checkout does not matter.
    const opened = await guest({ liteAssessmentId, email: email.toUpperCase() });
    expect(opened.status).toBe(200);
    await call(api(`/billing/sandbox/sessions/${sandboxRef(opened.body.url)}/pay`), { method: 'POST' });
    const again = await guest({ liteAssessmentId });
    expect([again.status, again.body.error?.code]).toEqual([409, 'BILLING.COUPON_USED']);
    // Without the coupon the same buyer may still buy at the list price.
    expect((await guest({ discountCode: undefined, priceValidation: { expectedPrice: 198 } })).status).toBe(200);
  });

  it('attaches a guest purchase to the existing account with that e-mail and grants the early-bird lock, whatever early_bird_pricing says', async () => {
    // The flag is off: it only shows or hides the early-bird messages, the Phase 1 purchase earns the lock.
    await setFlags({ early_bird_pricing: false });
    const member = await signedInUser();
    const opened = await call(api('/billing/checkout/guest'), { body: { planType: 'starter', paymentType: 'one_time', email: member.email, tool: 'exitcheck' } });
    const ref = sandboxRef(opened.body.url);
    await call(api(`/billing/sandbox/sessions/${ref}/pay`), { method: 'POST' });
    await waitFor(
      () => call(api('/billing/me'), { bearer: member.token }),
      (r) => (r.body.earlyBird as { eligible: boolean }).eligible,
      15_000,
      'the early-bird grant',
    );
    const me = await call(api('/billing/me'), { bearer: member.token });
    expect(me.body.entitlement).toMatchObject({ tools: ['exitcheck'], unlimited: true });
    expect(me.body.payments).toEqual([expect.objectContaining({ planName: 'Starter', tool: 'exitcheck', amount: 9800, status: 'paid' })]);
    expect(me.body.earlyBird).toMatchObject({ eligible: true, founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 });
  });

  it('revokes an early-bird lock once every purchase that earned it is refunded, and says so with early_bird.revoked', async () => {
    await setFlags({ early_bird_pricing: true });
    const member = await signedInUser();
    const buy = async (tool: 'exitcheck' | 'pitchprep') => {
      const opened = await call(api('/billing/checkout'), { body: { planType: 'starter', paymentType: 'one_time', tool }, bearer: member.token });
      await call(api(`/billing/sandbox/sessions/${sandboxRef(opened.body.url)}/pay`), { method: 'POST' });
    };
    const me = () => call(api('/billing/me'), { bearer: member.token });
    await buy('exitcheck');
    await buy('pitchprep');
    const paid = await waitFor(me, (r) => (r.body.earlyBird as { eligible: boolean }).eligible && (r.body.payments as unknown[]).length === 2, 15_000, 'the lock and both payments');
    await setFlags({ early_bird_pricing: false });
    const [first, second] = (paid.body.payments as { id: string }[]).map((p) => p.id);
    const revocations = async () =>
      (await platform.db.query(`SELECT envelope FROM ${schema('identity')}.outbox WHERE type = 'early_bird.revoked' AND envelope->'payload'->>'userId' = $1`, [member.id])).rows;

    // One of the two qualifying purchases refunded: the other still holds the lock.
    expect((await call(api(`/admin/billing/payments/${first}/refund`), { method: 'POST', bearer: admin.token })).body).toMatchObject({ status: 'refunded' });
    const lock = () => platform.db.query(`SELECT price_lock_benefits AS benefits FROM ${schema('identity')}.profiles WHERE user_id = $1`, [member.id]);
    await waitFor(lock, (r) => r.rows[0].benefits?.payment_ids?.length === 1, 15_000, 'identity to take the first refund');
    expect((await lock()).rows[0].benefits.payment_ids).toEqual([second]);
    expect((await me()).body.earlyBird).toMatchObject({ eligible: true });
    expect(await revocations()).toHaveLength(0);

    // Admins see who refunded it (by name and e-mail, recorded by billing) and the filter's totals;
    // the customer's own view carries no admin id.
    const listed = await call(api(`/admin/billing/payments?email=${encodeURIComponent(member.email)}`), { bearer: admin.token });
    const refundedRow = (listed.body.payments as { id: string; refundedById: string; refundedBy: unknown }[]).find((p) => p.id === first)!;
    expect(refundedRow).toMatchObject({ refundedById: admin.id, refundedBy: { id: admin.id, name: 'Wei Jie', email: admin.email } });
    const amounts = (paid.body.payments as { amount: number }[]).map((p) => p.amount);
    const refundedAmount = (paid.body.payments as { id: string; amount: number }[]).find((p) => p.id === first)!.amount;
    expect(listed.body.summary).toEqual({ count: 2, gross: amounts[0] + amounts[1], refunded: refundedAmount, net: amounts[0] + amounts[1] - refundedAmount });
    const refundedOnly = await call(api(`/admin/billing/payments?status=refunded&email=${encodeURIComponent(member.email)}`), { bearer: admin.token });
    expect(refundedOnly.body.summary).toEqual({ count: 1, gross: refundedAmount, refunded: refundedAmount, net: 0 });
    const pendingOnly = await call(api(`/admin/billing/payments?status=pending&email=${encodeURIComponent(member.email)}`), { bearer: admin.token });
    expect(pendingOnly.body.summary).toEqual({ count: 0, gross: 0, refunded: 0, net: 0 });
    const ownBilling = await call(api(`/admin/billing/users/${member.id}`), { bearer: admin.token });
    expect(ownBilling.body.user).toEqual({ id: member.id, name: 'Wei Jie', email: member.email });
    expect(JSON.stringify((await me()).body.payments)).not.toContain(admin.id);

    // The last one refunded: the lock is gone, and identity says so.
    await call(api(`/admin/billing/payments/${second}/refund`), { method: 'POST', bearer: admin.token });
    await waitFor(me, (r) => !(r.body.earlyBird as { eligible: boolean }).eligible, 15_000, 'the lock revoked');
    const [revoked] = await revocations();
    expect(revoked.envelope.payload).toMatchObject({ userId: member.id, email: member.email, reason: 'payment_refunded', paymentId: second });
  });

  it('validates pricing against the user lock with the spec messages, while price_lock_validation is on', async () => {
    const member = await signedInUser();
    const validate = (planType: unknown, bearer?: string) => call(api('/billing/validate-pricing'), { body: { planType, userId: null }, bearer });
    expect((await validate('founder_plus', member.token)).status).toBe(403);
    await setFlags({ price_lock_validation: true });
    expect((await validate('founder_plus')).body.error?.message).toBe('User not authenticated');
    expect((await validate('', member.token)).body.error?.message).toBe('Invalid plan type provided');
    // No plan type at all: the spec's message, not a generic validation text.
    const missing = await call(api('/billing/validate-pricing'), { body: {}, bearer: member.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Invalid plan type provided');
    expect((await validate('gold', member.token)).body.error?.message).toBe('Unsupported plan type: gold');
    expect((await validate('elite_monthly', member.token)).body).toEqual({ isEarlyBirdEligible: false, planType: 'elite_monthly', originalPrice: 198, lockedPrice: 198, savings: 0 });
    await earnPriceLock(member);
    expect((await validate('founder_plus', member.token)).body).toEqual({ isEarlyBirdEligible: true, planType: 'founder_plus', originalPrice: 798, lockedPrice: 598, savings: 200 });
    // A lock past its 365 days is not honoured (billing's copy, aged as a year would).
    await platform.db.query(`UPDATE ${schema('billing')}.price_locks SET granted_at = granted_at - interval '366 days', expires_at = expires_at - interval '366 days' WHERE user_id = $1`, [member.id]);
    expect((await validate('founder_plus', member.token)).body).toMatchObject({ isEarlyBirdEligible: false });
    await setFlags({ price_lock_validation: false });
  });

  it('refuses what cannot be bought, with messages the checkout widgets can map', async () => {
    const email = `refused-${randomUUID().slice(0, 8)}@example.sg`;
    const guest = (body: Record<string, unknown>) => call(api('/billing/checkout/guest'), { body: { paymentType: 'one_time', email, ...body } });
    expect((await guest({ planType: 'starter' })).body.error?.message).toBe('Choose ExitCheck or PitchPrep for the Starter plan.');
    expect((await guest({ planType: 'founder' })).body.error?.message).toMatch(/coming soon/);
    expect((await guest({ planType: 'essential', paymentType: 'subscription', discountCode: 'LITE20' })).body.error?.message).toMatch(/coupon/);
    expect((await guest({ planType: 'pro', discountCode: 'FREE100' })).body.error?.message).toMatch(/coupon/);
    expect((await guest({ planType: 'pro', discountCode: 'LITE20', liteAssessmentId: randomUUID(), priceValidation: { expectedPrice: 99 } })).body.error?.message).toMatch(
      /plan now costs S\$158/,
    );
    const badEmail = await guest({ planType: 'pro', email: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.message).toMatch(/email/);
    const member = await signedInUser();
    expect((await call(api('/billing/checkout'), { body: { planType: 'pro', paymentType: 'one_time' } })).status).toBe(401);
    expect((await call(api('/billing/checkout'), { body: { planType: 'elite', paymentType: 'subscription' }, bearer: member.token })).status).toBe(400);
    expect((await call(api('/billing/sandbox/sessions/cs_sandbox_doesnotexist000/pay'), { method: 'POST' })).status).toBe(404);
  });

  it('sells Phase 2 plans once Phase 2 is active: the locked price to early birds (recorded as a conversion), the regular price to others', async () => {
    const earlyBird = await signedInUser();
    const regular = await signedInUser();
    await earnPriceLock(earlyBird);
    const buyFounder = (token: string) => call(api('/billing/checkout'), { body: { planType: 'founder', paymentType: 'one_time' }, bearer: token });
    expect((await buyFounder(earlyBird.token)).body.error?.message).toMatch(/coming soon/);

    await activatePhase('phase-2');
    try {
      const locked = sandboxRef((await buyFounder(earlyBird.token)).body.url);
      const full = sandboxRef((await buyFounder(regular.token)).body.url);
      expect((await call(api(`/billing/sandbox/sessions/${locked}`))).body).toMatchObject({ planName: 'Founder+', amount: 59800 });
      expect((await call(api(`/billing/sandbox/sessions/${full}`))).body).toMatchObject({ amount: 89800 });
      await call(api(`/billing/sandbox/sessions/${locked}/pay`), { method: 'POST' });
      await call(api(`/billing/sandbox/sessions/${full}/pay`), { method: 'POST' });
      const conversions = await platform.db.query(`SELECT user_id, user_email, locked_pricing, savings_amount FROM ${schema('billing')}.early_bird_conversions`);
      expect(conversions.rows).toEqual([
        {
          user_id: earlyBird.id,
          user_email: earlyBird.email,
          locked_pricing: { plan_type: 'founder_plus', original_price: 898, locked_price: 598 },
          savings_amount: '300.00',
        },
      ]);
      expect((await call(api('/billing/me'), { bearer: regular.token })).body.entitlement).toMatchObject({ tools: ['exitcheck', 'pitchprep'], unlimited: true });
    } finally {
      await activatePhase('phase-1');
    }
  });

  it('refuses guest checkout on the server while the guest_checkout flag is off', async () => {
    await setFlags({ guest_checkout: false });
    const refused = await call(api('/billing/checkout/guest'), { body: { planType: 'pro', paymentType: 'one_time', email: 'someone@example.sg' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'BILLING.GUEST_CHECKOUT_DISABLED', message: 'Guest checkout is turned off at the moment. Please sign in to buy.' });
    await setFlags({ guest_checkout: true });
    expect((await call(api('/billing/checkout/guest'), { body: { planType: 'pro', paymentType: 'one_time', email: 'someone@example.sg' } })).status).toBe(200);
  });

  it('runs a sandbox subscription: cancel at period end, resume, and the payment test products', async () => {
    const member = await signedInUser();
    const opened = await call(api('/billing/checkout'), { body: { planType: 'essential', paymentType: 'subscription' }, bearer: member.token });
    const ref = sandboxRef(opened.body.url);
    await call(api(`/billing/sandbox/sessions/${ref}/pay`), { method: 'POST' });
    const me = await call(api('/billing/me'), { bearer: member.token });
    const [subscription] = me.body.subscriptions as Array<{ id: string }>;
    expect(me.body.entitlement).toMatchObject({ monthlyAllowance: 3 });
    expect((await call(api(`/billing/subscriptions/${subscription.id}/cancel`), { method: 'POST', bearer: member.token })).body).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await call(api(`/billing/subscriptions/${subscription.id}/resume`), { method: 'POST', bearer: member.token })).body).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await call(api(`/billing/subscriptions/${subscription.id}/cancel`), { method: 'POST', bearer: admin.token })).status).toBe(404);
    expect((await call(api('/billing/portal'), { method: 'POST', bearer: member.token })).body).toEqual({ url: '/sandbox/portal' });

    const test = await call(api('/billing/checkout/test'), { body: { paymentType: 'subscription', email: 'tester@example.sg' } });
    const testRef = sandboxRef(test.body.url);
    expect((await call(api(`/billing/sandbox/sessions/${testRef}`))).body).toMatchObject({ planType: null, amount: 100 });
    await call(api(`/billing/sandbox/sessions/${testRef}/pay`), { method: 'POST' });
    expect((await call(api('/billing/verify-payment'), { body: { session_id: testRef } })).body).toMatchObject({ verified: true, planType: null });
    const testPayments = await platform.db.query(`SELECT 1 FROM ${schema('billing')}.payments WHERE email = 'tester@example.sg'`);
    expect(testPayments.rowCount).toBe(0);

    const cancelled = await call(api('/billing/checkout/guest'), { body: { planType: 'pro', paymentType: 'one_time', email: 'leaver@example.sg' } });
    const cancelledRef = sandboxRef(cancelled.body.url);
    expect((await call(api(`/billing/sandbox/sessions/${cancelledRef}/cancel`), { method: 'POST' })).body).toEqual({ redirectUrl: '/#pricing' });
    expect((await call(api('/billing/verify-payment'), { body: { session_id: cancelledRef } })).body).toMatchObject({ verified: false, status: 'expired' });
    expect((await call(api(`/billing/sandbox/sessions/${cancelledRef}/pay`), { method: 'POST' })).status).toBe(409);
  });
});
