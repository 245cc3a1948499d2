import { entitlementFrom } from './entitlements';
import { DAILY_AI_RUNS, dailyAiRunCap } from './ai-limits';

const NOW = new Date('2026-11-22T04:00:00Z');
const later = new Date('2026-12-22T04:00:00Z');

describe('dailyAiRunCap', () => {
  it('gives each plan its ceiling, read from what the plan unlocks', () => {
    expect(dailyAiRunCap(entitlementFrom([{ kind: 'one_time', planType: 'starter', tool: 'pitchprep' }]), NOW)).toBe(DAILY_AI_RUNS.oneTool);
    expect(dailyAiRunCap(entitlementFrom([{ kind: 'one_time', planType: 'pro', tool: null }]), NOW)).toBe(DAILY_AI_RUNS.bothTools);
    expect(dailyAiRunCap(entitlementFrom([{ kind: 'subscription', planType: 'essential', currentPeriodEnd: later }]), NOW)).toBe(DAILY_AI_RUNS.essential);
    expect(dailyAiRunCap(entitlementFrom([{ kind: 'subscription', planType: 'pro_sub', currentPeriodEnd: later }]), NOW)).toBe(DAILY_AI_RUNS.bothTools);
    expect(dailyAiRunCap(entitlementFrom([{ kind: 'one_time', planType: 'founder', tool: null }]), NOW)).toBe(DAILY_AI_RUNS.bothTools);
  });

  it('follows the merged entitlement: Essential with a one-time plan is unlimited, two Starters unlock both tools', () => {
    const essentialAndStarter = entitlementFrom([
      { kind: 'subscription', planType: 'essential', currentPeriodEnd: later },
      { kind: 'one_time', planType: 'starter', tool: 'exitcheck' },
    ]);
    expect(dailyAiRunCap(essentialAndStarter, NOW)).toBe(DAILY_AI_RUNS.bothTools);
    const twoStarters = entitlementFrom([
      { kind: 'one_time', planType: 'starter', tool: 'exitcheck' },
      { kind: 'one_time', planType: 'starter', tool: 'pitchprep' },
    ]);
    expect(dailyAiRunCap(twoStarters, NOW)).toBe(DAILY_AI_RUNS.bothTools);
  });

  it('falls back to the smallest ceiling without a current plan', () => {
    expect(dailyAiRunCap(null, NOW)).toBe(DAILY_AI_RUNS.noPlan);
    expect(dailyAiRunCap(entitlementFrom([]), NOW)).toBe(DAILY_AI_RUNS.noPlan);
    const ended = entitlementFrom([{ kind: 'subscription', planType: 'pro_sub', currentPeriodEnd: new Date('2026-11-01T00:00:00Z') }]);
    expect(dailyAiRunCap(ended, NOW)).toBe(DAILY_AI_RUNS.noPlan);
  });
});
