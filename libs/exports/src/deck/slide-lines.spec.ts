import { fitBodyFontSize, humaniseLabel, slideLines } from './slide-lines';

describe('slideLines', () => {
  it('turns text content into bullet lines without their markers, keeping sub-bullets', () => {
    expect(slideLines('- First\n\n\u2022 Second\n  - Nested\n-5% churn')).toEqual([
      { text: 'First', level: 0 },
      { text: 'Second', level: 0 },
      { text: 'Nested', level: 1 },
      { text: '-5% churn', level: 0 },
    ]);
  });

  it('turns object content into labelled lines', () => {
    expect(slideLines({ ARR: 'S$1.2m', useOfFunds: 'Hiring\nMarketing', empty: ' ' })).toEqual([
      { label: 'ARR', text: 'S$1.2m', level: 0 },
      { label: 'Use of funds', text: 'Hiring; Marketing', level: 0 },
    ]);
  });
});

describe('humaniseLabel', () => {
  it('spells out code-style keys and leaves written labels alone', () => {
    expect(humaniseLabel('use_of_funds')).toBe('Use of funds');
    expect(humaniseLabel('targetRaise')).toBe('Target raise');
    expect(humaniseLabel('Key assumptions')).toBe('Key assumptions');
    expect(humaniseLabel('TAM')).toBe('TAM');
  });
});

describe('fitBodyFontSize', () => {
  const box = { widthPt: 840, heightPt: 380 };
  it('uses the largest size for short content and shrinks for long content', () => {
    expect(fitBodyFontSize(['One', 'Two'], box)).toBe(24);
    const long = Array.from({ length: 12 }, () => 'A sentence long enough to wrap across most of the slide width at large sizes.');
    const size = fitBodyFontSize(long, box);
    expect(size).toBeLessThan(24);
    expect(size).toBeGreaterThanOrEqual(11);
  });
});
