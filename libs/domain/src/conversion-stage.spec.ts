import { nextConversionStage } from './conversion-stage';

describe('nextConversionStage', () => {
  it.each([
    ['awareness', 'assessment_completed', 'consideration'],
    ['awareness', 'high_engagement', 'consideration'],
    ['awareness', 'checkout_initiated', 'decision'],
    ['awareness', 'plan_selected', 'decision'],
    ['consideration', 'checkout_initiated', 'decision'],
    ['consideration', 'plan_selected', 'decision'],
    ['consideration', 'assessment_completed', 'consideration'],
    ['decision', 'assessment_completed', 'decision'],
    ['decision', 'high_engagement', 'decision'],
    ['awareness', 'page_view', 'awareness'],
    ['consideration', 'toString', 'consideration'],
  ] as const)('%s + %s → %s', (current, behaviour, next) => {
    expect(nextConversionStage(current, behaviour)).toBe(next);
  });
});
