import { HIGH_SCORE_THRESHOLD, LITE_MAX_SCORE } from './lite-scoring';
import type { ScoreTier, ToolType } from './lite-types';

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

const HEADINGS: Record<ToolType, Record<HeadingBand, string>> = {
  exitcheck: {
    top: 'Your business is close to exit-ready',
    middle: 'A solid base, with gaps a buyer would find',
    low: 'Your exit-readiness plan starts here',
  },
  pitchprep: {
    top: 'You are close to investor-ready',
    middle: 'Fundable: now sharpen your story and your numbers',
    low: 'Build your fundraising foundations first',
  },
};

export function liteHeading(toolType: ToolType, band: HeadingBand): string {
  return HEADINGS[toolType][band];
}

// Full marks are not "close to" anything: the heading says what the five answers show.
const FULL_MARKS: Record<ToolType, string> = {
  exitcheck: 'Exit-ready on all five basics a buyer checks first',
  pitchprep: 'Investor-ready on all five basics',
};

/** The results heading for a score: its band's, or the full-marks one (docs/product-rules.md, "Scoring and tiers"). */
export function liteResultHeading(toolType: ToolType, score: number, max: number = LITE_MAX_SCORE): string {
  if (max > 0 && score >= max) return FULL_MARKS[toolType];
  return liteHeading(toolType, headingBand(score, max));
}

export type LiteEmailTrigger = 'high_score' | 'assessment_completion';

export function emailTriggerForScore(score: number): LiteEmailTrigger {
  return score >= HIGH_SCORE_THRESHOLD ? 'high_score' : 'assessment_completion';
}
