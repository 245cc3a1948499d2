import {
  ESSENTIAL_MONTHLY_ALLOWANCE,
  MAX_SAVING_BANNER,
  PLANS,
  QUALIFYING_EARLY_BIRD_PLAN_TYPES,
  REFUND_WINDOW_DAYS,
  getPlan,
  isPlanPurchasable,
  isPlanType,
  isQualifyingPurchase,
  isWithinRefundWindow,
  savingsAmount,
  savingsPercent,
  type PlanType,
} from './plans';

const DAY_MS = 86_400_000;

describe('PLANS', () => {
  it.each([
    ['starter', 'Starter', 98, 128, 'one_time', 'one-time', 1, false, false],
    ['pro', 'Pro Vault', 198, 298, 'one_time', 'one-time', 1, false, true],
    ['founder', 'Founder+', 598, 898, 'one_time', 'one-time', 2, true, false],
    ['essential', 'Founder Essential', 28, 38, 'subscription', 'month', 1, false, false],
    ['pro_sub', 'Founder Pro', 58, 78, 'subscription', 'month', 1, false, true],
    ['elite', 'Founder Elite', 138, 188, 'subscription', 'month', 2, true, false],
  ] as const)('%s matches the spec table', (planType, name, price, regular, paymentType, period, phase, comingSoon, popular) => {
    const plan = getPlan(planType);
    expect(plan).toMatchObject({ name, price, regularPrice: regular, paymentType, period, phase, comingSoon, popular });
  });

  it('has six plans with unique types and real content', () => {
    expect(PLANS).toHaveLength(6);
    expect(new Set(PLANS.map((p) => p.planType)).size).toBe(6);
    for (const plan of PLANS) {
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      expect(plan.description.length).toBeGreaterThan(20);
      expect(plan.cta.length).toBeGreaterThan(0);
    }
  });

  it('marks exactly the qualifying plans as early-bird plans', () => {
    expect(PLANS.filter((p) => p.earlyBird).map((p) => p.planType)).toEqual([...QUALIFYING_EARLY_BIRD_PLAN_TYPES]);
  });

  it('throws for a plan type outside the table', () => {
    expect(() => getPlan('platinum' as PlanType)).toThrow('Unknown plan type: platinum');
  });

  it('recognises plan types', () => {
    expect(isPlanType('pro_sub')).toBe(true);
    expect(isPlanType('founder_plus')).toBe(false);
    expect(isPlanType(3)).toBe(false);
  });

  it('sells Phase 2 plans only when Phase 2 is active', () => {
    expect(isPlanPurchasable('founder', 1)).toBe(false);
    expect(isPlanPurchasable('elite', 1)).toBe(false);
    expect(isPlanPurchasable('founder', 2)).toBe(true);
    expect(isPlanPurchasable('starter', 1)).toBe(true);
  });
});

describe('savings', () => {
  it.each([
    [128, 98, 23],
    [298, 198, 34],
    [898, 598, 33],
    [38, 28, 26],
    [78, 58, 26],
    [188, 138, 27],
  ])('savingsPercent(%i, %i) = %i', (regular, price, percent) => {
    expect(savingsPercent(regular, price)).toBe(percent);
  });

  it('is 0 when the regular price is not positive', () => {
    expect(savingsPercent(0, 10)).toBe(0);
    expect(savingsPercent(-5, 10)).toBe(0);
    expect(savingsPercent(Number.NaN, 10)).toBe(0);
  });

  it('never reports a negative saving', () => {
    expect(savingsPercent(100, 120)).toBe(0);
    expect(savingsAmount(100, 120)).toBe(0);
  });

  it('computes the amount', () => {
    expect(savingsAmount(898, 598)).toBe(300);
    expect(savingsAmount(188, 138)).toBe(50);
  });

  it('banner saving is the Founder+ saving and the largest of all plans', () => {
    const founder = getPlan('founder');
    expect(MAX_SAVING_BANNER).toBe(savingsAmount(founder.regularPrice, founder.price));
    expect(Math.max(...PLANS.map((p) => savingsAmount(p.regularPrice, p.price)))).toBe(MAX_SAVING_BANNER);
  });
});

describe('isQualifyingPurchase', () => {
  it.each(['starter', 'pro', 'essential', 'pro_sub'])('accepts a paid %s', (planType) => {
    expect(isQualifyingPurchase({ planType, status: 'paid' })).toBe(true);
  });

  it.each(['founder', 'elite', 'unknown'])('rejects a paid %s', (planType) => {
    expect(isQualifyingPurchase({ planType, status: 'paid' })).toBe(false);
  });

  it.each(['pending', 'refunded', 'failed'])('rejects status %s', (status) => {
    expect(isQualifyingPurchase({ planType: 'pro', status })).toBe(false);
  });
});

describe('refund window', () => {
  const paidAt = new Date('2025-03-01T00:00:00Z');

  it('is 30 days and inclusive of the last instant', () => {
    expect(REFUND_WINDOW_DAYS).toBe(30);
    expect(isWithinRefundWindow(paidAt, new Date(paidAt.getTime() + 30 * DAY_MS))).toBe(true);
    expect(isWithinRefundWindow(paidAt, new Date(paidAt.getTime() + 30 * DAY_MS + 1))).toBe(false);
    expect(isWithinRefundWindow(paidAt, paidAt)).toBe(true);
  });
});

it('Founder Essential allows three uses a month', () => {
  expect(ESSENTIAL_MONTHLY_ALLOWANCE).toBe(3);
});
