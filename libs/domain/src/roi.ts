export type RoiInput = { hoursPerWeek: number; hourlyRate: number; weeks: number; cost: number };
export type RoiResult = { value: number; net: number; roiPercent: number };

export const ROI_DEFAULTS: RoiInput = { hoursPerWeek: 5, hourlyRate: 100, weeks: 12, cost: 499 };

/**
 * The calculator's input minimums (docs/product-rules.md, "Landing page and site pages"); weeks
 * start at 1 so the value is never trivially 0.
 */
export const ROI_MINIMUMS: RoiInput = { hoursPerWeek: 0, hourlyRate: 0, weeks: 1, cost: 0 };

const toCents = (n: number): number => Math.round(n * 100) / 100;

function atLeastMinimum(value: number, minimum: number): number {
  // An emptied number field arrives as NaN; treat it like the smallest allowed value.
  return Number.isFinite(value) ? Math.max(minimum, value) : minimum;
}

/**
 * value and net are rounded to cents (inputs may be fractional, e.g. 2.5 hours); ROI is a
 * whole percent, rounded half up, from the unrounded net and cost. Inputs below the
 * calculator minimums are raised to them.
 */
export function calculateRoi(input: RoiInput): RoiResult {
  const hoursPerWeek = atLeastMinimum(input.hoursPerWeek, ROI_MINIMUMS.hoursPerWeek);
  const hourlyRate = atLeastMinimum(input.hourlyRate, ROI_MINIMUMS.hourlyRate);
  const weeks = atLeastMinimum(input.weeks, ROI_MINIMUMS.weeks);
  const cost = atLeastMinimum(input.cost, ROI_MINIMUMS.cost);

  const value = hoursPerWeek * hourlyRate * weeks;
  const net = value - cost;
  const roiPercent = cost > 0 ? Math.round((net / cost) * 100) : 0;
  return { value: toCents(value), net: toCents(net), roiPercent };
}
