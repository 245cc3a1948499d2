import { LITE_MAX_SCORE } from './lite-scoring';
import { headingBand, type HeadingBand } from './lite-tiers';
import type { ToolType } from './lite-types';

// The results page's headings, apart from the tiers: only that page reads them, so they stay out
// of the web app's entry bundle, which holds lite-tiers.

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
