import { PHASE_2_ID, type Plan } from '@bv/domain';
import { useFeatureFlag, useFlagsQuery } from '../flags/use-feature-flags';

/**
 * on-sale: a card with its buy button. preview: the full card, marked Coming soon, button
 * disabled. teaser: one line announcing the plan (phase2_previews off).
 */
export type PlanAvailability = 'on-sale' | 'preview' | 'teaser';

/**
 * Phase 1 plans are always on sale; Phase 2 plans once Phase 2 is the active phase (the server's
 * `isPlanPurchasable` decides the same), until then previews or teasers by phase2_previews.
 */
export function usePlanAvailability(): (plan: Plan) => PlanAvailability {
  const { data } = useFlagsQuery();
  const previews = useFeatureFlag('phase2_previews');
  const phase2Active = data?.phaseId === PHASE_2_ID;
  return (plan) => {
    if (plan.phase === 1 || phase2Active) return 'on-sale';
    return previews ? 'preview' : 'teaser';
  };
}

/** PLANS gives Phase 2 plans the label 'Coming Soon'; once on sale they need a buying one. */
export function buyLabel(plan: Plan): string {
  if (!plan.comingSoon) return plan.cta;
  return plan.paymentType === 'subscription' ? `Start ${plan.name}` : `Get ${plan.name}`;
}
