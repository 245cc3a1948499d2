import { proLevel } from './pro-level';

describe('proLevel', () => {
  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79, 'High'],
    [65, 'High'],
    [64, 'Medium'],
    [50, 'Medium'],
    [49, 'Low'],
    [0, 'Low'],
  ])('%i → %s', (total, level) => {
    expect(proLevel(total)).toBe(level);
  });
});
