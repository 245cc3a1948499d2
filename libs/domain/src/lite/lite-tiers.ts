import { HIGH_SCORE_THRESHOLD, LITE_MAX_SCORE } from './lite-scoring';
import type { ScoreTier } from './lite-types';

/** Selects the results tier, the roadmap and the first-week plan (docs/product-rules.md, "Scoring and tiers"). */
export function scoreTier(score: number): ScoreTier {
  if (score >= HIGH_SCORE_THRESHOLD) return 'high';
  if (score >= 20) return 'medium';
  return 'low';
}

export function isHighPerformer(score: number): boolean {
  return score >= HIGH_SCORE_THRESHOLD;
}

export type HeadingBand = 'top' | 'middle' | 'low';

export function headingBand(score: number, max: number = LITE_MAX_SCORE): HeadingBand {
  if (!(max > 0)) return 'low';
  // Multiply first so 41/50 is exactly 82, not 81.99999999999999.
  const percent = (score * 100) / max;
  if (percent >= 82) return 'top';
  if (percent >= 60) return 'middle';
  return 'low';
}

export type LiteEmailTrigger = 'high_score' | 'assessment_completion';

export function emailTriggerForScore(score: number): LiteEmailTrigger {
  return score >= HIGH_SCORE_THRESHOLD ? 'high_score' : 'assessment_completion';
}
