/**
 * The share of a cohort a score beats, ties counting half (the mid-rank percentile): the score's
 * own result, once recorded, is one of the ties. Rounded to a whole percentile, 0 to 100.
 */
export function percentileOf(score: number, cohort: readonly number[]): number {
  if (cohort.length === 0) throw new RangeError('A percentile needs a cohort');
  const below = cohort.filter((s) => s < score).length;
  const equal = cohort.filter((s) => s === score).length;
  return Math.round((100 * (below + equal / 2)) / cohort.length);
}

/** "1st", "2nd", "3rd", "11th", "61st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
