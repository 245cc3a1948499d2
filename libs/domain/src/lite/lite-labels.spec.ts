import { liteInsight, liteLabelBand, liteScoreLabel } from './lite-labels';
import { TOOL_TYPES } from './lite-types';

describe('liteScoreLabel', () => {
  it.each([
    [50, 'Exit-Ready'],
    [41, 'Exit-Ready'],
    [40, 'Moderately Ready'],
    [30, 'Moderately Ready'],
    [29, 'Needs Preparation'],
    [10, 'Needs Preparation'],
  ])('ExitCheck %i → %s', (score, label) => {
    expect(liteScoreLabel('exitcheck', score)).toBe(label);
  });

  it.each([
    [50, 'Investor-Ready'],
    [41, 'Investor-Ready'],
    [40, 'Fundable but Needs Polish'],
    [30, 'Fundable but Needs Polish'],
    [29, 'Not Fundraising-Ready Yet'],
    [10, 'Not Fundraising-Ready Yet'],
  ])('PitchPrep %i → %s', (score, label) => {
    expect(liteScoreLabel('pitchprep', score)).toBe(label);
  });
});

describe('liteLabelBand', () => {
  it.each([
    [41, 'ready'],
    [40, 'moderate'],
    [30, 'moderate'],
    [29, 'not_ready'],
  ])('%i → %s', (score, band) => {
    expect(liteLabelBand(score)).toBe(band);
  });
});

describe('liteInsight', () => {
  it('gives a distinct, substantial insight per tool and band', () => {
    const insights = TOOL_TYPES.flatMap((t) => [41, 30, 29].map((s) => liteInsight(t, s)));
    expect(new Set(insights).size).toBe(6);
    for (const insight of insights) expect(insight.length).toBeGreaterThan(80);
  });

  it('switches band at the label boundaries', () => {
    expect(liteInsight('exitcheck', 41)).not.toBe(liteInsight('exitcheck', 40));
    expect(liteInsight('pitchprep', 30)).not.toBe(liteInsight('pitchprep', 29));
    expect(liteInsight('pitchprep', 30)).toBe(liteInsight('pitchprep', 40));
  });
});
