import { entitlementFrom, sameEntitlement, subscriptionGrantsAccess } from './entitlements';

const end = new Date('2026-12-31T00:00:00Z');

describe('entitlementFrom', () => {
  it('gives nothing for no holdings', () => {
    expect(entitlementFrom([])).toEqual({ tools: [], unlimited: false, monthlyAllowance: null, validUntil: null });
  });

  it('gives Starter only the tool chosen at checkout, for life', () => {
    expect(entitlementFrom([{ kind: 'one_time', planType: 'starter', tool: 'pitchprep' }])).toEqual({
      tools: ['pitchprep'],
      unlimited: true,
      monthlyAllowance: null,
      validUntil: null,
    });
  });

  it('gives Pro Vault both tools', () => {
    expect(entitlementFrom([{ kind: 'one_time', planType: 'pro', tool: null }]).tools).toEqual(['exitcheck', 'pitchprep']);
  });

  it('limits Founder Essential to 3 uses a month until the period ends', () => {
    expect(entitlementFrom([{ kind: 'subscription', planType: 'essential', currentPeriodEnd: end }])).toEqual({
      tools: ['exitcheck', 'pitchprep'],
      unlimited: false,
      monthlyAllowance: 3,
      validUntil: end,
    });
  });

  it('makes Founder Pro unlimited, and unlimited wins over Essential', () => {
    const snapshot = entitlementFrom([
      { kind: 'subscription', planType: 'essential', currentPeriodEnd: end },
      { kind: 'subscription', planType: 'pro_sub', currentPeriodEnd: new Date('2026-12-01T00:00:00Z') },
    ]);
    expect(snapshot).toMatchObject({ unlimited: true, monthlyAllowance: null, validUntil: end });
  });

  it('drops validUntil when a one-time plan gives lifetime access', () => {
    const snapshot = entitlementFrom([
      { kind: 'one_time', planType: 'starter', tool: 'exitcheck' },
      { kind: 'subscription', planType: 'essential', currentPeriodEnd: end },
    ]);
    expect(snapshot).toEqual({ tools: ['exitcheck', 'pitchprep'], unlimited: true, monthlyAllowance: null, validUntil: null });
  });
});

describe('sameEntitlement', () => {
  it('compares every field, dates by instant', () => {
    const a = entitlementFrom([{ kind: 'subscription', planType: 'essential', currentPeriodEnd: end }]);
    expect(sameEntitlement(a, { ...a, validUntil: new Date(end.getTime()) })).toBe(true);
    expect(sameEntitlement(a, { ...a, tools: ['exitcheck'] })).toBe(false);
    expect(sameEntitlement(a, { ...a, monthlyAllowance: null })).toBe(false);
    expect(sameEntitlement(a, { ...a, validUntil: null })).toBe(false);
  });
});

describe('subscriptionGrantsAccess', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['unpaid', false],
    ['canceled', false],
    ['incomplete', false],
  ])('%s → %s', (status, expected) => {
    expect(subscriptionGrantsAccess(status)).toBe(expected);
  });
});
