import { assignVariant, CONVERSION_WINDOW_MS, type AbTestName } from '@bv/domain';
import { trackEvent } from './analytics';
import { readStored, writeStored } from './local-store';

type Assignment = { variant: string; assignedAt: string; lastExposedAt: string };
export type Conversion = { test: AbTestName; variant: string; conversion: string; timestamp: string };

export const ASSIGNMENTS_KEY = 'bv.ab.assignments';
export const CONVERSIONS_KEY = 'bv.ab.conversions';
const MAX_CONVERSIONS = 500;

/**
 * The visitor's variant of a test (weights in @bv/domain, from
 * docs/product-rules.md, "Analytics, personalization and A/B tests"). Drawn once and kept in
 * localStorage, so the same visitor sees the same variant on every visit.
 */
export function getVariant(test: AbTestName, random: () => number = Math.random, now: () => number = Date.now): string {
  const assignments = readStored<Partial<Record<AbTestName, Assignment>>>(ASSIGNMENTS_KEY, {});
  const at = new Date(now()).toISOString();
  const existing = assignments[test];
  const assignment: Assignment = existing ? { ...existing, lastExposedAt: at } : { variant: assignVariant(test, random()), assignedAt: at, lastExposedAt: at };
  assignments[test] = assignment;
  writeStored(ASSIGNMENTS_KEY, assignments);
  if (!existing) trackEvent('ab_assigned', { test, variant: assignment.variant });
  return assignment.variant;
}

/**
 * Credits a conversion to the variant the visitor saw, if they saw it within the conversion window
 * (docs/product-rules.md, "Analytics, personalization and A/B tests": 1 hour); a conversion days
 * after the exposure says nothing about the variant.
 */
export function recordConversion(test: AbTestName, conversion: string, now: () => number = Date.now): boolean {
  const assignment = readStored<Partial<Record<AbTestName, Assignment>>>(ASSIGNMENTS_KEY, {})[test];
  if (!assignment || now() - Date.parse(assignment.lastExposedAt) > CONVERSION_WINDOW_MS) return false;
  const list = readStored<Conversion[]>(CONVERSIONS_KEY, []);
  list.push({ test, variant: assignment.variant, conversion, timestamp: new Date(now()).toISOString() });
  writeStored(CONVERSIONS_KEY, list.slice(-MAX_CONVERSIONS));
  trackEvent('ab_conversion', { test, variant: assignment.variant, conversion });
  return true;
}
