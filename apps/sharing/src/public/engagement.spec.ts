import { capToElapsed, mergeSections } from './engagement.service';

const viewId = '6a1f3b5e-2c4d-4e8f-9a0b-1c2d3e4f5a6b';

describe('engagement reports', () => {
  it('sum repeated sections and drop sections the output does not have', () => {
    const merged = mergeSections({ viewId, sectionCount: 3, sections: [{ index: 0, ms: 1_000 }, { index: 2, ms: 500 }, { index: 0, ms: 250 }, { index: 7, ms: 9_000 }] });
    expect([...merged]).toEqual([
      [0, 1_250],
      [2, 500],
    ]);
  });

  it('never claim more time than passed (plus a little slack)', () => {
    const claimed = new Map([
      [0, 60_000],
      [1, 60_000],
    ]);
    expect(capToElapsed(claimed, 200_000)).toBe(claimed);
    const capped = capToElapsed(claimed, 15_000);
    expect([...capped.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(20_000);
    expect(capped.get(0)).toBe(capped.get(1));
    expect([...capToElapsed(claimed, -1_000).values()].every((ms) => ms <= 4_000)).toBe(true);
  });
});
