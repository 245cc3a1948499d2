// docs/product-rules.md, "AI generation limits": how many AI-written runs a user may start in a
// Singapore calendar day. Each run is paid to the AI provider, so every plan has a ceiling.

/** The daily ceilings, by what a plan unlocks (the entitlement carries that, not the plan's name). */
export const DAILY_AI_RUNS = {
  /** Founder Essential (3 uses a month across both tools). */
  essential: 3,
  /** Starter: one tool. */
  oneTool: 5,
  /** Pro Vault, Founder Pro and the Phase 2 plans: both tools without a monthly allowance. */
  bothTools: 10,
  /** No current plan (an ExitCheck Pro report for an assessment finished under a plan that has ended). */
  noPlan: 3,
} as const;

export type AiEntitlement = { tools: readonly string[]; unlimited: boolean; monthlyAllowance: number | null; validUntil: Date | null };

/** How many AI-written runs (PitchPrep generation runs and ExitCheck Pro AI reports together) may start today. */
export function dailyAiRunCap(entitlement: AiEntitlement | null, now: Date): number {
  if (!entitlement || entitlement.tools.length === 0 || (entitlement.validUntil && entitlement.validUntil < now)) return DAILY_AI_RUNS.noPlan;
  if (!entitlement.unlimited && entitlement.monthlyAllowance !== null) return DAILY_AI_RUNS.essential;
  return entitlement.tools.length === 1 ? DAILY_AI_RUNS.oneTool : DAILY_AI_RUNS.bothTools;
}
