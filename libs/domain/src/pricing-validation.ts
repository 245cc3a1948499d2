// validate-pricing (docs/product-rules.md, "Launch phases and early-bird price locks"): early-bird
// upgrade prices are checked against baselines that differ from the regular prices shown on the
// payment-success page.

export type UpgradePlanType = 'founder_plus' | 'elite_monthly';

export const UPGRADE_PLAN_TYPES: readonly UpgradePlanType[] = ['founder_plus', 'elite_monthly'];

export const PRICE_LOCK_BASELINES: Record<UpgradePlanType, number> = { founder_plus: 798, elite_monthly: 198 };
export const LOCKED_PRICES: Record<UpgradePlanType, number> = { founder_plus: 598, elite_monthly: 138 };
export const REGULAR_PRICES_DISPLAYED: Record<UpgradePlanType, number> = { founder_plus: 898, elite_monthly: 188 };

export const UPGRADE_PLAN_NAMES: Record<UpgradePlanType, string> = {
  founder_plus: 'Founder+',
  elite_monthly: 'Elite Monthly',
};

export const USER_NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

export type PricingValidationResult =
  | { ok: true; planType: UpgradePlanType; originalPrice: number; lockedPrice: number; savings: number }
  | { ok: false; message: string };

const isUpgradePlanType = (value: string): value is UpgradePlanType =>
  (UPGRADE_PLAN_TYPES as readonly string[]).includes(value);

/** Without a lockedPrice the plan's own locked price is checked. */
export function validatePricing(input: { planType: unknown; lockedPrice?: number }): PricingValidationResult {
  const { planType } = input;
  if (typeof planType !== 'string' || planType.length === 0) return { ok: false, message: 'Invalid plan type provided' };
  if (!isUpgradePlanType(planType)) return { ok: false, message: `Unsupported plan type: ${planType}` };

  const originalPrice = PRICE_LOCK_BASELINES[planType];
  const lockedPrice = input.lockedPrice ?? LOCKED_PRICES[planType];
  if (!Number.isFinite(lockedPrice) || lockedPrice <= 0 || lockedPrice >= originalPrice) {
    return { ok: false, message: 'Validation failed' };
  }
  return { ok: true, planType, originalPrice, lockedPrice, savings: originalPrice - lockedPrice };
}
