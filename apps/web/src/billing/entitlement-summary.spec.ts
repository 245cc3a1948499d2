import { buildOverview, buildPayment, buildSubscription } from '../test/billing.factory';
import { entitlementSummary } from './entitlement-summary';

describe('entitlementSummary', () => {
  it('is null when nothing is owned', () => {
    expect(entitlementSummary(buildOverview())).toBeNull();
  });

  it('names a one-time plan, its tools and unlimited use', () => {
    const owned = buildOverview({
      entitlement: { tools: ['exitcheck', 'pitchprep'], unlimited: true, monthlyAllowance: null, validUntil: null },
      payments: [buildPayment(), buildPayment({ status: 'refunded', planName: 'Starter' })],
    });
    expect(entitlementSummary(owned)).toBe('Pro Vault — ExitCheck and PitchPrep, unlimited');
  });

  it('counts Founder Essential uses this month, and the allowance alone when no count is known', () => {
    const owned = buildOverview({
      entitlement: { tools: ['exitcheck', 'pitchprep'], unlimited: false, monthlyAllowance: 3, validUntil: '2025-07-02T04:00:00.000Z' },
      usedThisMonth: 1,
      subscriptions: [buildSubscription(), buildSubscription({ planName: 'Founder Pro', status: 'canceled' })],
    });
    expect(entitlementSummary(owned)).toBe('Founder Essential — ExitCheck and PitchPrep, 1 of 3 used this month (until 2 Jul 2025)');
    expect(entitlementSummary({ ...owned, usedThisMonth: null })).toBe('Founder Essential — ExitCheck and PitchPrep, 3 a month (until 2 Jul 2025)');
  });
});
