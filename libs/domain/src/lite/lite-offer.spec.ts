import {
  GUEST_DISCOUNT_CODE,
  GUEST_DISCOUNT_RATE,
  guestDiscountBuys,
  guestDiscountPrice,
  liteOffer,
  planCardHeadline,
  planCardHeadlineTier,
} from './lite-offer';

describe('liteOffer', () => {
  it.each([
    [0, { planType: 'starter', planName: 'Blueprint Starter', price: 98 }],
    [34, { planType: 'starter', planName: 'Blueprint Starter', price: 98 }],
    [35, { planType: 'pro', planName: 'Blueprint Pro Vault', price: 198 }],
    [50, { planType: 'pro', planName: 'Blueprint Pro Vault', price: 198 }],
  ])('score %i', (score, offer) => {
    expect(liteOffer(score)).toEqual(offer);
  });
});

describe('guest discount', () => {
  it('is LITE20 at 20%', () => {
    expect(GUEST_DISCOUNT_CODE).toBe('LITE20');
    expect(GUEST_DISCOUNT_RATE).toBe(0.2);
  });

  it.each([
    [98, 78],
    [198, 158],
    [100, 80],
    [1, 1],
  ])('%i → %i', (price, discounted) => {
    expect(guestDiscountPrice(price)).toBe(discounted);
  });

  it('applies to both Lite offers', () => {
    expect(guestDiscountPrice(liteOffer(34).price)).toBe(78);
    expect(guestDiscountPrice(liteOffer(35).price)).toBe(158);
  });

  it.each([
    [34, 'starter', true],
    [34, 'pro', false],
    [35, 'pro', true],
    [35, 'starter', false],
    [50, 'founder', false],
  ])('at score %i buys %s: %s', (score, planType, buys) => {
    expect(guestDiscountBuys(liteOffer(score).planType, planType)).toBe(buys);
  });
});

describe('plan-card headline', () => {
  it.each([
    [50, 'top'],
    [40, 'top'],
    [39, 'mid'],
    [25, 'mid'],
    [24, 'base'],
    [0, 'base'],
  ])('%i → %s', (score, tier) => {
    expect(planCardHeadlineTier(score)).toBe(tier);
  });

  it('changes wording at each tier boundary', () => {
    expect(planCardHeadline(40)).not.toBe(planCardHeadline(39));
    expect(planCardHeadline(25)).not.toBe(planCardHeadline(24));
    expect(planCardHeadline(39)).toBe(planCardHeadline(25));
  });
});
