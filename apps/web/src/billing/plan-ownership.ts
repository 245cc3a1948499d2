import type { BillingOverview } from '@bv/contracts';
import { TOOL_TYPES, type Plan, type ToolType } from '@bv/domain';

/** What a plan card offers a member: the plan to buy, or that they have it already. */
export type PlanOwnership =
  | { kind: 'buy'; tools: readonly ToolType[] }
  | { kind: 'owned'; text: string }
  | { kind: 'current'; text: string };

const LIVE = new Set(['active', 'trialing', 'past_due']);
/** One-time plans that open both tools for good (Founder+ is everything in Pro Vault). */
const LIFETIME_BOTH = new Set(['pro', 'founder']);

type Owned = Pick<BillingOverview, 'payments' | 'subscriptions'>;

/** Tools the member owns for good from paid one-time plans (a refund takes them back). */
export function lifetimeTools({ payments }: Owned): Set<ToolType> {
  const tools = new Set<ToolType>();
  for (const p of payments) {
    if (p.status !== 'paid' || p.paymentType !== 'one_time') continue;
    if (LIFETIME_BOTH.has(p.planType)) TOOL_TYPES.forEach((tool) => tools.add(tool));
    else if (p.planType === 'starter' && p.tool) tools.add(p.tool);
  }
  return tools;
}

/**
 * docs/product-rules.md, "Plans and prices": a one-time plan is bought once, so its owner is not
 * offered it again (nor Starter for a tool they already own for good); a live subscription is
 * shown as the current plan. Without an overview (a visitor, still loading) every plan is for sale.
 */
export function planOwnership(plan: Plan, owned: Owned | undefined): PlanOwnership {
  if (!owned) return { kind: 'buy', tools: TOOL_TYPES };
  if (plan.paymentType === 'subscription') {
    const live = owned.subscriptions.some((s) => s.planType === plan.planType && LIVE.has(s.status));
    return live ? { kind: 'current', text: `${plan.name} is your current plan` } : { kind: 'buy', tools: TOOL_TYPES };
  }
  const lifetime = lifetimeTools(owned);
  const boughtThis = owned.payments.some((p) => p.status === 'paid' && p.paymentType === 'one_time' && p.planType === plan.planType && plan.planType !== 'starter');
  if (boughtThis) return { kind: 'owned', text: `You own ${plan.name}` };
  if (plan.planType === 'starter') {
    const left = TOOL_TYPES.filter((tool) => !lifetime.has(tool));
    if (left.length === 0) return { kind: 'owned', text: 'You own both tools for good' };
    return { kind: 'buy', tools: left };
  }
  return { kind: 'buy', tools: TOOL_TYPES };
}
