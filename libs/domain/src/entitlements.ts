import { ESSENTIAL_MONTHLY_ALLOWANCE, type PlanType } from './plans';

export type Tool = 'exitcheck' | 'pitchprep';
const BOTH_TOOLS: readonly Tool[] = ['exitcheck', 'pitchprep'];

/** What a user has paid for and still holds: refunded payments and ended subscriptions are left out by the caller. */
export type Holding =
  | { kind: 'one_time'; planType: PlanType; tool: Tool | null }
  | { kind: 'subscription'; planType: PlanType; currentPeriodEnd: Date | null };

export type EntitlementSnapshot = {
  tools: Tool[];
  unlimited: boolean;
  /** Founder Essential's uses per calendar month; null when unlimited or nothing is held. */
  monthlyAllowance: number | null;
  /** Set when access rests on subscriptions alone: the latest paid period end. */
  validUntil: Date | null;
};

/**
 * docs/product-rules.md, "What each plan unlocks": Starter unlocks the tool chosen at checkout, Pro
 * Vault both; Founder Essential both with 3 uses a calendar month, Founder Pro both without limit.
 * One-time plans are lifetime access, so they are unlimited for their tools. Phase 2 plans include
 * Pro Vault.
 */
export function entitlementFrom(holdings: readonly Holding[]): EntitlementSnapshot {
  const tools = new Set<Tool>();
  let unlimited = false;
  let allowance = false;
  let lifetime = false;
  let validUntil: Date | null = null;
  for (const h of holdings) {
    const grantsBoth = h.planType !== 'starter';
    for (const tool of grantsBoth ? BOTH_TOOLS : h.kind === 'one_time' && h.tool ? [h.tool] : []) tools.add(tool);
    if (h.kind === 'one_time') {
      unlimited = true;
      lifetime = true;
      continue;
    }
    if (h.planType === 'essential') allowance = true;
    else unlimited = true;
    if (h.currentPeriodEnd && (!validUntil || h.currentPeriodEnd > validUntil)) validUntil = h.currentPeriodEnd;
  }
  return {
    tools: BOTH_TOOLS.filter((t) => tools.has(t)),
    unlimited,
    monthlyAllowance: !unlimited && allowance ? ESSENTIAL_MONTHLY_ALLOWANCE : null,
    validUntil: lifetime ? null : validUntil,
  };
}

export function sameEntitlement(a: EntitlementSnapshot, b: EntitlementSnapshot): boolean {
  return (
    a.tools.join() === b.tools.join() &&
    a.unlimited === b.unlimited &&
    a.monthlyAllowance === b.monthlyAllowance &&
    (a.validUntil?.getTime() ?? null) === (b.validUntil?.getTime() ?? null)
  );
}

/** Stripe's statuses that still give access; past_due and unpaid do not (issue: "go unpaid remove access"). */
export function subscriptionGrantsAccess(status: string): boolean {
  return status === 'active' || status === 'trialing';
}
