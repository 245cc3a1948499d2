import { AB_TESTS, assignVariant, type AbTestName } from './experiments';

describe('AB_TESTS', () => {
  it('weights every test to 100%', () => {
    for (const name of Object.keys(AB_TESTS) as AbTestName[]) {
      expect(AB_TESTS[name].reduce((s, v) => s + v.weight, 0)).toBe(100);
    }
  });

  it.each([
    [0, 'Get Started'],
    [0.49, 'Get Started'],
    [0.5, 'Start Assessment'],
    [0.74, 'Start Assessment'],
    [0.75, 'Begin Exit Check'],
    [0.999, 'Begin Exit Check'],
  ])('cta-button-text at %p → %s', (random, variant) => {
    expect(assignVariant('cta-button-text', random)).toBe(variant);
  });

  it.each([
    ['pricing-display', 0.49, 'standard'],
    ['pricing-display', 0.5, 'savings'],
    ['social-proof-position', 0.49, 'below-hero'],
    ['social-proof-position', 0.5, 'above-cta'],
  ] as const)('%s at %p → %s', (test, random, variant) => {
    expect(assignVariant(test, random)).toBe(variant);
  });

  it('clamps out-of-range numbers', () => {
    expect(assignVariant('cta-button-text', 1)).toBe('Begin Exit Check');
    expect(assignVariant('cta-button-text', 7)).toBe('Begin Exit Check');
    expect(assignVariant('cta-button-text', -1)).toBe('Get Started');
    expect(assignVariant('cta-button-text', Number.NaN)).toBe('Get Started');
  });
});
