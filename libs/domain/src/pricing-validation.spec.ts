import {
  LOCKED_PRICES,
  PRICE_LOCK_BASELINES,
  REGULAR_PRICES_DISPLAYED,
  USER_NOT_AUTHENTICATED_MESSAGE,
  validatePricing,
} from './pricing-validation';

describe('validatePricing', () => {
  it('has the decided prices', () => {
    expect(PRICE_LOCK_BASELINES).toEqual({ founder_plus: 798, elite_monthly: 198 });
    expect(LOCKED_PRICES).toEqual({ founder_plus: 598, elite_monthly: 138 });
    expect(REGULAR_PRICES_DISPLAYED).toEqual({ founder_plus: 898, elite_monthly: 188 });
    expect(USER_NOT_AUTHENTICATED_MESSAGE).toBe('User not authenticated');
  });

  it.each([
    ['founder_plus', 798, 598, 200],
    ['elite_monthly', 198, 138, 60],
  ])('accepts %s at its locked price', (planType, originalPrice, lockedPrice, savings) => {
    expect(validatePricing({ planType })).toEqual({ ok: true, planType, originalPrice, lockedPrice, savings });
  });

  it.each([undefined, null, '', 42, {}, ['founder_plus']])('rejects plan type %p', (planType) => {
    expect(validatePricing({ planType })).toEqual({ ok: false, message: 'Invalid plan type provided' });
  });

  it.each(['founder', 'pro', 'Founder_Plus'])('rejects unsupported %s', (planType) => {
    expect(validatePricing({ planType })).toEqual({ ok: false, message: `Unsupported plan type: ${planType}` });
  });

  it.each([
    ['founder_plus', 798],
    ['founder_plus', 900],
    ['founder_plus', 0],
    ['founder_plus', -1],
    ['founder_plus', Number.NaN],
    ['elite_monthly', 198],
  ])('rejects %s at locked price %p', (planType, lockedPrice) => {
    expect(validatePricing({ planType, lockedPrice })).toEqual({ ok: false, message: 'Validation failed' });
  });

  it('accepts a locked price just inside the limits', () => {
    expect(validatePricing({ planType: 'founder_plus', lockedPrice: 797 })).toMatchObject({ ok: true, savings: 1 });
    expect(validatePricing({ planType: 'elite_monthly', lockedPrice: 1 })).toMatchObject({ ok: true, lockedPrice: 1, savings: 197 });
  });
});
