import { MIN_COHORT, chooseCohort, cohortLadder, inCohort } from './cohorts';
import { peerBenchmark } from './peer-benchmark';
import { peerProfileOf } from './peer-profile';
import { ordinal, percentileOf } from './percentile';

describe('percentiles', () => {
  it('counts the scores below and half the ties, over the whole cohort (worked by hand)', () => {
    // Ten scores; 42 beats 30, 35, 38 and 40 (4) and ties with one 42 (its own): (4 + 1/2) / 10 = 45%.
    expect(percentileOf(42, [30, 35, 38, 40, 42, 50, 55, 61, 70, 80])).toBe(45);
    // Beats all four others and ties itself: (4 + 0.5) / 5 = 90%.
    expect(percentileOf(9, [1, 2, 3, 4, 9])).toBe(90);
    // Three ties of 5 among four: (1 + 3/2) / 4 = 62.5%, rounded half up to 63.
    expect(percentileOf(5, [2, 5, 5, 5])).toBe(63);
    expect(percentileOf(0, [0])).toBe(50);
    expect(() => percentileOf(1, [])).toThrow(RangeError);
  });

  it('names a percentile in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 61, 100, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '61st', '100th', '111th']);
  });
});

describe('peer profiles', () => {
  it('places a company only by the listed industry, revenue band and country, ignoring case, spaces and the kind of dash', () => {
    expect(peerProfileOf({ industry: ' food AND beverage ', revenue: 'S$1-2m', country: 'Singapore' })).toEqual({ industry: 'Food and beverage', revenueBand: 'S$1–2M', country: 'Singapore' });
    // Typed answers that are not on a list are not guessed into one.
    expect(peerProfileOf({ industry: 'F&B', revenue: 'about 3 million', country: undefined })).toEqual({ industry: null, revenueBand: null, country: null });
  });
});

describe('cohorts', () => {
  const full = { industry: 'Food and beverage', revenueBand: 'S$1–2M', country: 'Singapore' };

  it('widens from industry, band and country to industry and country, the country, then Southeast Asia, and names each', () => {
    expect(cohortLadder(full).map((c) => c.label)).toEqual([
      'Singapore food and beverage companies with S$1–2M revenue',
      'Singapore food and beverage companies of every size',
      'companies across Singapore',
      'companies across Southeast Asia',
    ]);
  });

  it('skips a cohort whose dimension is unknown, and has none without a country', () => {
    expect(cohortLadder({ ...full, revenueBand: null }).map((c) => c.level)).toEqual(['industry_country', 'country', 'region']);
    expect(cohortLadder({ ...full, industry: null }).map((c) => c.level)).toEqual(['country', 'region']);
    expect(cohortLadder({ ...full, country: null })).toEqual([]);
    expect(cohortLadder({ ...full, country: 'Elsewhere' })).toEqual([]);
  });

  it('takes the narrowest cohort of at least 20, saying whether it widened; none when every cohort is smaller', () => {
    const ladder = cohortLadder(full);
    const sizes = { industry_band_country: 19, industry_country: 20, country: 80, region: 200 };
    expect(chooseCohort(ladder, (c) => sizes[c.level])).toMatchObject({ cohort: { level: 'industry_country' }, size: 20, widened: true });
    expect(chooseCohort(ladder, (c) => ({ ...sizes, industry_band_country: MIN_COHORT })[c.level])).toMatchObject({ cohort: { level: 'industry_band_country' }, widened: false });
    expect(chooseCohort(ladder, () => 19)).toBeNull();
  });

  it('holds a result by each dimension the cohort names', () => {
    const [narrow, , country, region] = cohortLadder(full);
    expect(inCohort(narrow.filter, full)).toBe(true);
    expect(inCohort(narrow.filter, { ...full, revenueBand: 'S$2–5M' })).toBe(false);
    expect(inCohort(country.filter, { industry: null, revenueBand: null, country: 'Singapore' })).toBe(true);
    expect(inCohort(region.filter, { industry: null, revenueBand: null, country: 'Malaysia' })).toBe(true);
    expect(inCohort(region.filter, { industry: null, revenueBand: null, country: 'Elsewhere' })).toBe(false);
    expect(inCohort(region.filter, { industry: null, revenueBand: null, country: null })).toBe(false);
  });
});

describe('a benchmark', () => {
  it('gives the overall and each category percentile in the cohort, leaving out a category too few results scored', () => {
    const [cohort] = cohortLadder({ industry: 'Food and beverage', revenueBand: 'S$1–2M', country: 'Singapore' });
    // Twenty results: totals 10, 15, …, 105 capped at 100; Financial Reporting 0.5, 1.0, …, 10; "new" scored by five only.
    const members = Array.from({ length: 20 }, (_, i) => ({ total: Math.min(100, 10 + 5 * i), categories: { fr: (i + 1) / 2, ...(i < 5 ? { new: 5 } : {}) } }));
    const result = peerBenchmark(
      { total: 42, categories: [{ categoryId: 'fr', title: 'Financial Reporting', score: 4.2 }, { categoryId: 'new', title: 'New', score: 5 }] },
      { cohort, size: 20, widened: false },
      members,
      MIN_COHORT,
    );
    // 42 beats 10…40 (7 of 20): 35%. 4.2 beats 0.5…4.0 (8 of 20): 40%.
    expect(result.overall).toEqual({ score: 42, percentile: 35 });
    expect(result.categories).toEqual([{ categoryId: 'fr', title: 'Financial Reporting', score: 4.2, percentile: 40, cohortSize: 20 }]);
    expect(result.cohort).toEqual({ level: 'industry_band_country', label: 'Singapore food and beverage companies with S$1–2M revenue', size: 20, widened: false });
  });
});
