export const PRICE_LOCK_VALIDITY_DAYS = 365;
const DAY_MS = 86_400_000;

export type EarlyBirdProfile = {
  early_bird_eligible: boolean;
  price_lock_benefits: { granted_at: string } | null;
};

export function priceLockExpiresAt(grantedAt: Date): Date {
  return new Date(grantedAt.getTime() + PRICE_LOCK_VALIDITY_DAYS * DAY_MS);
}

/**
 * The lock expires 365 days after granted_at and eligibility ends only after that instant. An
 * unreadable granted_at counts as not eligible, as eligibility errors do
 * (docs/product-rules.md, "Launch phases and early-bird price locks"); a flag with no benefits
 * recorded yet has nothing that could have expired.
 */
export function isEarlyBirdEligible(profile: EarlyBirdProfile | null, now: Date): boolean {
  if (!profile || profile.early_bird_eligible !== true) return false;
  if (!profile.price_lock_benefits) return true;
  const grantedAt = new Date(profile.price_lock_benefits.granted_at);
  if (Number.isNaN(grantedAt.getTime())) return false;
  return now.getTime() <= priceLockExpiresAt(grantedAt).getTime();
}

/** What a live price lock fixes: the S$ price of each Phase 2 plan (null without a live lock). */
export type LockedPrices = { founderPlusLockedPrice: number | null; eliteMonthlyLockedPrice: number | null };

/** The price a lock holder pays for a plan: Founder+ and Founder Elite at their locked prices; null for other plans or without a lock. */
export function lockedPriceOf(planType: string | null, prices: LockedPrices): number | null {
  if (planType === 'founder') return prices.founderPlusLockedPrice;
  if (planType === 'elite') return prices.eliteMonthlyLockedPrice;
  return null;
}
