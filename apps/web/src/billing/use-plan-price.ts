import { PHASE_2_ID, lockedPriceOf, type Plan } from '@bv/domain';
import { useAuth } from '../auth/auth-context';
import { useFlagsQuery } from '../flags/use-feature-flags';
import { useBillingOverview } from './use-billing-overview';
import type { PlanAvailability } from './use-plan-availability';

/** What a plan card shows: the price, and the regular price it is struck against when lower. */
export type ShownPrice = { price: number; regularPrice: number };

/**
 * A plan card shows the price billing would charge this viewer (docs/product-rules.md, "Launch
 * phases and early-bird price locks"; billing's checkout-pricing.ts). Once Phase 2 is on sale,
 * Founder+ and Founder Elite cost a live lock's price to its holder and the regular price to
 * everyone else (a visitor, or a member still loading or without a lock). Before that, their
 * preview shows the price an early bird locks in.
 */
export function usePlanPrice(): (plan: Plan, availability: PlanAvailability) => ShownPrice {
  const { status } = useAuth();
  const phase2Active = useFlagsQuery().data?.phaseId === PHASE_2_ID;
  const overview = useBillingOverview(status === 'signed-in' && phase2Active);
  return (plan, availability) => {
    if (plan.phase !== 2 || availability !== 'on-sale') return { price: plan.price, regularPrice: plan.regularPrice };
    const lock = overview.data?.earlyBird;
    const locked = lock?.eligible ? lockedPriceOf(plan.planType, lock) : null;
    return { price: locked ?? plan.regularPrice, regularPrice: plan.regularPrice };
  };
}
