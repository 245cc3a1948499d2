import { PRICE_LOCK_VALIDITY_DAYS, isEarlyBirdEligible, priceLockExpiresAt, type EarlyBirdProfile } from './early-bird';

const DAY_MS = 86_400_000;
const GRANTED = '2025-01-15T08:00:00.000Z';
const grantedMs = Date.parse(GRANTED);

function profile(overrides: Partial<EarlyBirdProfile> = {}): EarlyBirdProfile {
  return { early_bird_eligible: true, price_lock_benefits: { granted_at: GRANTED }, ...overrides };
}

describe('price lock', () => {
  it('expires 365 days after it was granted', () => {
    expect(PRICE_LOCK_VALIDITY_DAYS).toBe(365);
    expect(priceLockExpiresAt(new Date(GRANTED)).toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it('is eligible at exactly 365 days and not at 366', () => {
    expect(isEarlyBirdEligible(profile(), new Date(grantedMs + 365 * DAY_MS))).toBe(true);
    expect(isEarlyBirdEligible(profile(), new Date(grantedMs + 365 * DAY_MS + 1))).toBe(false);
    expect(isEarlyBirdEligible(profile(), new Date(grantedMs + 366 * DAY_MS))).toBe(false);
  });

  it('is eligible on the day it is granted', () => {
    expect(isEarlyBirdEligible(profile(), new Date(grantedMs))).toBe(true);
  });

  it('is not eligible without a profile or the flag', () => {
    const now = new Date(grantedMs + DAY_MS);
    expect(isEarlyBirdEligible(null, now)).toBe(false);
    expect(isEarlyBirdEligible(profile({ early_bird_eligible: false }), now)).toBe(false);
  });

  it('treats a flag without benefits as eligible and an unreadable date as not', () => {
    const now = new Date(grantedMs + DAY_MS);
    expect(isEarlyBirdEligible(profile({ price_lock_benefits: null }), now)).toBe(true);
    expect(isEarlyBirdEligible(profile({ price_lock_benefits: { granted_at: 'not a date' } }), now)).toBe(false);
  });
});
