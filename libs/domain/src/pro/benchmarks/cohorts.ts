import { SEA_COUNTRIES, type PeerProfile } from './peer-profile';

/** The fewest results a comparison is shown for (docs/product-rules.md, "Peer benchmarks"). */
export const MIN_COHORT = 20;

/** Which results a cohort holds: each set dimension must match; `region` means a Southeast Asian country. */
export type CohortFilter = { industry?: string; revenueBand?: string; country?: string; region?: 'sea' };

export type Cohort = {
  level: 'industry_band_country' | 'industry_country' | 'country' | 'region';
  filter: CohortFilter;
  /** Names the companies, to follow a count: "Singapore food and beverage companies with S$1–2M revenue". */
  label: string;
};

const lower = (industry: string) => industry.charAt(0).toLowerCase() + industry.slice(1);

/**
 * The cohorts to compare a company with, narrowest first: its industry, revenue band and country;
 * then any revenue in that industry and country; then its whole country; then all of Southeast
 * Asia. A cohort needs every dimension it names to be known for the company; nothing is guessed.
 */
export function cohortLadder(profile: PeerProfile): Cohort[] {
  const { industry, revenueBand, country } = profile;
  const ladder: Cohort[] = [];
  const inSea = country !== null && (SEA_COUNTRIES as readonly string[]).includes(country);
  if (country && country !== 'Elsewhere') {
    if (industry && revenueBand) {
      ladder.push({ level: 'industry_band_country', filter: { industry, revenueBand, country }, label: `${country} ${lower(industry)} companies with ${revenueBand} revenue` });
    }
    if (industry) ladder.push({ level: 'industry_country', filter: { industry, country }, label: `${country} ${lower(industry)} companies of every size` });
    ladder.push({ level: 'country', filter: { country }, label: `companies across ${country}` });
  }
  if (inSea) ladder.push({ level: 'region', filter: { region: 'sea' }, label: 'companies across Southeast Asia' });
  return ladder;
}

/** The narrowest cohort with at least MIN_COHORT results, or null: then no comparison is shown. */
export function chooseCohort<T extends Cohort>(ladder: readonly T[], sizeOf: (cohort: T) => number): { cohort: T; size: number; widened: boolean } | null {
  for (const [i, cohort] of ladder.entries()) {
    const size = sizeOf(cohort);
    if (size >= MIN_COHORT) return { cohort, size, widened: i > 0 };
  }
  return null;
}

/** Whether a result with this profile belongs to the cohort. */
export function inCohort(filter: CohortFilter, member: PeerProfile): boolean {
  if (filter.industry !== undefined && member.industry !== filter.industry) return false;
  if (filter.revenueBand !== undefined && member.revenueBand !== filter.revenueBand) return false;
  if (filter.country !== undefined && member.country !== filter.country) return false;
  if (filter.region === 'sea' && !(member.country !== null && (SEA_COUNTRIES as readonly string[]).includes(member.country))) return false;
  return true;
}
