import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@bv/contracts';
import { waitFor } from '@bv/testing';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { deliverEvents, envelope } from './events';
import { startPlatform, type Platform } from './harness';
import { rpcCaller } from './rpc-caller';

jest.setTimeout(60_000);

/**
 * Billing decides purchases by its own copies of the launch state and of each buyer's price lock,
 * kept by events that may arrive late, twice or out of order. A late event never undoes a newer one.
 */
describe("billing's read models", () => {
  let platform: Platform;
  let caller: Awaited<ReturnType<typeof rpcCaller>>;
  const actorId = randomUUID();

  beforeAll(async () => {
    platform = await startPlatform([flagsService, billingService]);
    caller = await rpcCaller(platform.runId);
  });
  afterAll(async () => {
    await caller?.close();
    await platform?.stop();
  });

  const schema = () => `"${platform.schemaOf('billing')}"`;
  /** Publishes as identity or the flags service would, and waits until billing has applied it. */
  const deliver = (...events: EventEnvelope[]) => deliverEvents(platform, 'billing', events);
  const launchState = async () => (await platform.db.query(`SELECT phase_id, flags, version FROM ${schema()}.launch_state`)).rows[0];
  const earlyBird = async (userId: string) => (await caller.rpc.call('billing.overview', { userId })).earlyBird;
  const guestCheckout = () =>
    caller.rpc
      .call('billing.checkout.create', {
        purpose: 'plan',
        userId: null,
        email: 'guest@example.sg',
        planType: 'pro',
        paymentType: 'one_time',
        tool: null,
        firstName: null,
        lastName: null,
        discountCode: null,
        expectedPrice: null,
      })
      .then(
        () => 'opened',
        (err: { code?: string }) => err.code,
      );

  it('holds the flags of the latest change, re-reads a change of another phase, and ignores late news', async () => {
    // Nothing held yet: the first checkout asks the flags service once and keeps its answer.
    expect(await guestCheckout()).toBe('opened');
    expect(await launchState()).toMatchObject({ phase_id: 'phase-1', version: 1 });

    const off = await caller.rpc.call('flags.update', { actorId, flags: { guest_checkout: false } });
    await waitFor(launchState, (held) => held.version === off.version, 15_000, 'billing to hold the change');
    expect(await guestCheckout()).toBe('BILLING.GUEST_CHECKOUT_DISABLED');

    // The same phase's older version, redelivered late, is ignored.
    const late = envelope('flags.changed', { phaseId: 'phase-1', flags: { guest_checkout: true }, changedBy: actorId, version: off.version - 1 });
    await deliver(late);
    expect(await launchState()).toMatchObject({ phase_id: 'phase-1', version: off.version, flags: expect.objectContaining({ guest_checkout: false }) });

    // A change of another phase cannot be ordered by its version: billing re-reads what is active.
    const stalePhase2 = envelope('flags.changed', { phaseId: 'phase-2', flags: { guest_checkout: true }, changedBy: actorId, version: 1 });
    await deliver(stalePhase2);
    expect(await launchState()).toMatchObject({ phase_id: 'phase-1', version: off.version });

    await caller.rpc.call('flags.phases.activate', { actorId, phaseId: 'phase-2' });
    await waitFor(launchState, (held) => held.phase_id === 'phase-2', 15_000, 'billing to hold Phase 2');
    await caller.rpc.call('flags.phases.activate', { actorId, phaseId: 'phase-1' });
    await caller.rpc.call('flags.update', { actorId, flags: { guest_checkout: true } });
    await waitFor(launchState, (held) => held.phase_id === 'phase-1' && held.flags.guest_checkout === true, 15_000, 'billing back on Phase 1');
    expect(await guestCheckout()).toBe('opened');
  });

  it('keeps a price lock revoked when its grant arrives after the revocation, and honours a newer grant', async () => {
    const userId = randomUUID();
    const email = `lock-${userId.slice(0, 8)}@example.sg`;
    const grantedAt = new Date(Date.now() - 60_000);
    const expiresAt = new Date(grantedAt.getTime() + 365 * 86_400_000).toISOString();
    const grant = (at: Date) =>
      envelope('early_bird.granted', { userId, email, lockedPrices: { founderPlus: 59_800, eliteMonthly: 13_800 }, grantedAt: at.toISOString(), expiresAt });
    const revoke = envelope('early_bird.revoked', { userId, email, reason: 'payment_refunded', paymentId: randomUUID(), revokedAt: new Date(grantedAt.getTime() + 1_000).toISOString() });

    await deliver(revoke);
    await deliver(grant(grantedAt));
    expect(await earlyBird(userId)).toMatchObject({ eligible: false, founderPlusLockedPrice: null });

    // A later qualifying purchase grants it again; the old revocation, redelivered, changes nothing.
    await deliver(grant(new Date(grantedAt.getTime() + 2_000)));
    await deliver({ ...revoke, id: randomUUID() });
    expect(await earlyBird(userId)).toMatchObject({ eligible: true, founderPlusLockedPrice: 598, eliteMonthlyLockedPrice: 138 });
  });
});
