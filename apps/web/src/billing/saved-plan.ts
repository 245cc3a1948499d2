import { isPlanType, type PaymentType, type PlanType, type ToolType } from '@bv/domain';
import { readStored, writeStored } from '../analytics/local-store';

/** What a checkout buys: the plan, how it is paid, and for Starter the tool it unlocks. */
export type PlanSelection = { planType: PlanType; paymentType: PaymentType; tool?: ToolType };

export const SAVED_PLAN_KEY = 'bv.savedPlan';
/** A plan saved before sign-in is picked up only within this time, never days later by surprise. */
export const SAVED_PLAN_MAX_AGE_MS = 60 * 60 * 1000;

type Stored = PlanSelection & { savedAt: number };

export function savePlan(selection: PlanSelection, now = Date.now()): void {
  writeStored(SAVED_PLAN_KEY, { ...selection, savedAt: now } satisfies Stored);
}

export function clearSavedPlan(): void {
  try {
    window.localStorage.removeItem(SAVED_PLAN_KEY);
  } catch {
    // Storage unavailable: nothing was saved either.
  }
}

/** The saved plan if it is well formed and recent; anything else counts as none. */
export function readSavedPlan(now = Date.now()): PlanSelection | null {
  const stored = readStored<Partial<Stored> | null>(SAVED_PLAN_KEY, null);
  if (!stored || !isPlanType(stored.planType)) return null;
  if (stored.paymentType !== 'one_time' && stored.paymentType !== 'subscription') return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > SAVED_PLAN_MAX_AGE_MS) return null;
  const tool = stored.tool === 'exitcheck' || stored.tool === 'pitchprep' ? stored.tool : undefined;
  return { planType: stored.planType, paymentType: stored.paymentType, ...(tool ? { tool } : {}) };
}
