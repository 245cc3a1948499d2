import { getPlan } from '../plans';
import { HIGH_SCORE_THRESHOLD } from './lite-scoring';

export type LiteOffer = { planType: 'starter' | 'pro'; planName: string; price: number };

/** High scorers are ready to use both tools, so they are offered Pro Vault; others Starter. */
export function liteOffer(score: number): LiteOffer {
  const planType = score >= HIGH_SCORE_THRESHOLD ? 'pro' : 'starter';
  return { planType, planName: `Blueprint ${getPlan(planType).name}`, price: getPlan(planType).price };
}

export const GUEST_DISCOUNT_CODE = 'LITE20';
export const GUEST_DISCOUNT_RATE = 0.2;

/**
 * LITE20 buys the plan the Lite result offered (Starter, for either tool, under 35; Pro Vault at 35
 * or more), and once per Lite assessment: billing fulfils one payment per assessment and refunds
 * any other (docs/product-rules.md, "Coupons (LITE20)").
 */
export function guestDiscountBuys(offeredPlanType: LiteOffer['planType'], planType: string): boolean {
  return planType === offeredPlanType;
}

/** Applies only to the Lite offer's one-time plan (docs/product-rules.md, "Coupons (LITE20)"): Starter 78, Pro Vault 158. */
export function guestDiscountPrice(price: number): number {
  return Math.round(price * (1 - GUEST_DISCOUNT_RATE));
}

export type PlanCardHeadlineTier = 'top' | 'mid' | 'base';

export function planCardHeadlineTier(score: number): PlanCardHeadlineTier {
  if (score >= 40) return 'top';
  if (score >= 25) return 'mid';
  return 'base';
}

const HEADLINES: Record<PlanCardHeadlineTier, string> = {
  top: 'You are ahead of most founders. Turn your readiness into a stronger deal.',
  mid: 'Close your gaps before buyers and investors find them.',
  base: 'Get a step-by-step plan to become ready, without paying consultant fees.',
};

export function planCardHeadline(score: number): string {
  return HEADLINES[planCardHeadlineTier(score)];
}
