import { isPlanType, type PaymentType, type PlanType, type ToolType } from '@bv/domain';
import { readStored, writeStored } from '../analytics/local-store';

/** What a checkout buys: the plan, how it is paid, and for Starter the tool it unlocks. */
export type PlanSelection = { planType: PlanType; paymentType: PaymentType; tool?: ToolType };

export const SAVED_PLAN_KEY = 'bv.savedPlan';
/** A plan saved before sign-in is picked up only within this time, never days later by surprise. */
export const SAVED_PLAN_MAX_AGE_MS = 60 * 60 * 1000;

type Stored = PlanSelection & { savedAt: number };

/**
 * The plan as /auth's address carries it (?planType=…&paymentType=…&tool=…), kept in memory for
 * browsers that keep nothing in local storage (private modes, blocked storage): the plan still
 * resumes after sign-in in this tab.
 */
let carried: Stored | null = null;

export function carryPlanFromAddress(search: string, now = Date.now()): void {
  const params = new URLSearchParams(search);
  const selection = validSelection({ planType: params.get('planType'), paymentType: params.get('paymentType'), tool: params.get('tool'), savedAt: now }, now);
  if (selection) carried = { ...selection, savedAt: now };
}

/** The address form of a selection, for the link to /auth. */
export function planParams(selection: PlanSelection): Record<string, string> {
  return { planType: selection.planType, paymentType: selection.paymentType, ...(selection.tool ? { tool: selection.tool } : {}) };
}

export function savePlan(selection: PlanSelection, now = Date.now()): void {
  writeStored(SAVED_PLAN_KEY, { ...selection, savedAt: now } satisfies Stored);
}

export function clearSavedPlan(): void {
  carried = null;
  try {
    window.localStorage.removeItem(SAVED_PLAN_KEY);
  } catch {
    // Storage unavailable: nothing was saved either.
  }
}

/** The saved plan (storage, else the one /auth's address carried) if it is well formed and recent; anything else counts as none. */
export function readSavedPlan(now = Date.now()): PlanSelection | null {
  const stored = readStored<Record<string, unknown> | null>(SAVED_PLAN_KEY, null);
  return (stored && validSelection(stored, now)) ?? (carried && validSelection(carried, now));
}

function validSelection(stored: Record<string, unknown>, now = Date.now()): PlanSelection | null {
  if (!isPlanType(stored.planType)) return null;
  if (stored.paymentType !== 'one_time' && stored.paymentType !== 'subscription') return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > SAVED_PLAN_MAX_AGE_MS) return null;
  const tool = stored.tool === 'exitcheck' || stored.tool === 'pitchprep' ? stored.tool : undefined;
  return { planType: stored.planType, paymentType: stored.paymentType, ...(tool ? { tool } : {}) };
}
