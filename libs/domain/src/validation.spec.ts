import { clampProgress, isValidEmail, isWithinRange } from './validation';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@company.com.sg', '  lee@example.sg  '])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.co', 'a@b@c.co'])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isWithinRange', () => {
  it.each([
    [0, undefined, true],
    [100, undefined, true],
    [100.1, undefined, false],
    [-0.1, undefined, false],
    [5, 5, true],
    [6, 5, false],
    [Number.NaN, undefined, false],
    ['50', undefined, false],
  ] as const)('%p within %p → %p', (value, max, expected) => {
    expect(isWithinRange(value, max)).toBe(expected);
  });
});

describe('clampProgress', () => {
  it.each([
    [-5, undefined, 0],
    [50, undefined, 50],
    [150, undefined, 100],
    [8, 7, 7],
    [Number.NaN, undefined, 0],
  ])('%p (max %p) → %p', (value, max, expected) => {
    expect(clampProgress(value, max)).toBe(expected);
  });
});
