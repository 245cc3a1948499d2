export type AbTestName = 'cta-button-text' | 'pricing-display' | 'social-proof-position';
export type AbVariant = { variant: string; weight: number };

/** Weights are percentages of traffic (docs/product-rules.md, "Analytics, personalization and A/B tests"). */
export const AB_TESTS: Record<AbTestName, readonly AbVariant[]> = {
  'cta-button-text': [
    { variant: 'Get Started', weight: 50 },
    { variant: 'Start Assessment', weight: 25 },
    { variant: 'Begin Exit Check', weight: 25 },
  ],
  'pricing-display': [
    { variant: 'standard', weight: 50 },
    { variant: 'savings', weight: 50 },
  ],
  'social-proof-position': [
    { variant: 'below-hero', weight: 50 },
    { variant: 'above-cta', weight: 50 },
  ],
};

/**
 * Walks the cumulative weights; the caller supplies the random number (0 ≤ r < 1) so the
 * assignment is testable and can be replayed. Out-of-range numbers are clamped.
 */
export function assignVariant(testName: AbTestName, random: number): string {
  const variants = AB_TESTS[testName];
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  const point = r * total;
  let cumulative = 0;
  for (const v of variants) {
    cumulative += v.weight;
    if (point < cumulative) return v.variant;
  }
  return variants[variants.length - 1].variant;
}
