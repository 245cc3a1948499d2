import { ROI_DEFAULTS, ROI_MINIMUMS, calculateRoi } from './roi';

describe('calculateRoi', () => {
  it('has the spec defaults and minimums', () => {
    expect(ROI_DEFAULTS).toEqual({ hoursPerWeek: 5, hourlyRate: 100, weeks: 12, cost: 499 });
    expect(ROI_MINIMUMS).toEqual({ hoursPerWeek: 0, hourlyRate: 0, weeks: 1, cost: 0 });
  });

  it('computes the defaults: 5 × 100 × 12 = 6000, net 5501, ROI 1102%', () => {
    expect(calculateRoi(ROI_DEFAULTS)).toEqual({ value: 6000, net: 5501, roiPercent: 1102 });
  });

  it('reports ROI 0 when the cost is 0', () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, cost: 0 })).toEqual({ value: 6000, net: 6000, roiPercent: 0 });
  });

  it('can be negative', () => {
    expect(calculateRoi({ hoursPerWeek: 1, hourlyRate: 10, weeks: 10, cost: 400 })).toEqual({ value: 100, net: -300, roiPercent: -75 });
  });

  it('rounds ROI half up to a whole percent', () => {
    // net 1, cost 200 → 0.5% → 1
    expect(calculateRoi({ hoursPerWeek: 1, hourlyRate: 201, weeks: 1, cost: 200 }).roiPercent).toBe(1);
    // net 1, cost 300 → 0.33% → 0
    expect(calculateRoi({ hoursPerWeek: 1, hourlyRate: 301, weeks: 1, cost: 300 }).roiPercent).toBe(0);
  });

  it('rounds money to cents', () => {
    expect(calculateRoi({ hoursPerWeek: 0.1, hourlyRate: 0.3, weeks: 1, cost: 0 }).value).toBe(0.03);
    expect(calculateRoi({ hoursPerWeek: 2.5, hourlyRate: 85.5, weeks: 3, cost: 100.1 })).toEqual({ value: 641.25, net: 541.15, roiPercent: 541 });
  });

  it('raises inputs below the minimums, including an emptied field', () => {
    expect(calculateRoi({ hoursPerWeek: -3, hourlyRate: 100, weeks: 0, cost: -10 })).toEqual({ value: 0, net: 0, roiPercent: 0 });
    expect(calculateRoi({ hoursPerWeek: 5, hourlyRate: 100, weeks: Number.NaN, cost: 499 })).toEqual({ value: 500, net: 1, roiPercent: 0 });
  });
});
