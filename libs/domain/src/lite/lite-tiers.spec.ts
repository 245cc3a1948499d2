import { liteHeading, liteResultHeading } from './lite-headings';
import { emailTriggerForScore, headingBand, isHighPerformer, scoreTier, type HeadingBand } from './lite-tiers';
import { TOOL_TYPES } from './lite-types';

describe('scoreTier', () => {
  it.each([
    [50, 'high'],
    [35, 'high'],
    [34, 'medium'],
    [20, 'medium'],
    [19, 'low'],
    [0, 'low'],
  ])('%i → %s', (score, tier) => {
    expect(scoreTier(score)).toBe(tier);
  });
});

describe('headingBand', () => {
  it.each([
    [50, 'top'],
    [41, 'top'], // 82%
    [40, 'middle'], // 80%
    [30, 'middle'], // 60%
    [29, 'low'], // 58%
    [10, 'low'],
  ])('%i of 50 → %s', (score, band) => {
    expect(headingBand(score)).toBe(band);
  });

  it('uses percentages of a custom maximum', () => {
    expect(headingBand(82, 100)).toBe('top');
    expect(headingBand(81.9, 100)).toBe('middle');
    expect(headingBand(60, 100)).toBe('middle');
    expect(headingBand(59, 100)).toBe('low');
  });

  it('is low for a maximum that is not positive', () => {
    expect(headingBand(10, 0)).toBe('low');
  });
});

describe('liteHeading', () => {
  it('has a distinct heading for every tool and band', () => {
    const bands: HeadingBand[] = ['top', 'middle', 'low'];
    const headings = TOOL_TYPES.flatMap((t) => bands.map((b) => liteHeading(t, b)));
    expect(new Set(headings).size).toBe(6);
    for (const h of headings) expect(h.length).toBeGreaterThan(10);
  });
});

describe('liteResultHeading', () => {
  it('says "close to" below full marks and never at full marks', () => {
    expect(liteResultHeading('pitchprep', 49)).toBe('You are close to investor-ready');
    expect(liteResultHeading('pitchprep', 50)).toBe('Investor-ready on all five basics');
    expect(liteResultHeading('exitcheck', 50)).not.toMatch(/close to/);
    expect(liteResultHeading('exitcheck', 30)).toBe(liteHeading('exitcheck', 'middle'));
  });
});

describe('emailTriggerForScore and isHighPerformer', () => {
  it.each([
    [34, 'assessment_completion', false],
    [35, 'high_score', true],
    [50, 'high_score', true],
    [0, 'assessment_completion', false],
  ] as const)('%i → %s', (score, trigger, high) => {
    expect(emailTriggerForScore(score)).toBe(trigger);
    expect(isHighPerformer(score)).toBe(high);
  });
});
