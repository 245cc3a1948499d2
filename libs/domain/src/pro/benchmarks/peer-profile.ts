/**
 * The profile dimensions a peer benchmark groups by (docs/product-rules.md, "Peer benchmarks").
 * The ExitCheck Pro form offers these lists; a typed answer that is not one of them is kept on the
 * assessment but does not place the company in a cohort (a guess would put it with the wrong peers).
 */
export const REVENUE_BANDS = ['Under S$1M', 'S$1–2M', 'S$2–5M', 'S$5–10M', 'S$10–25M', 'Over S$25M'] as const;

export const INDUSTRIES = [
  'Professional services',
  'Technology and software',
  'E-commerce and retail',
  'Food and beverage',
  'Manufacturing',
  'Logistics and supply chain',
  'Construction and engineering',
  'Healthcare and wellness',
  'Education and training',
  'Financial services',
] as const;

/** The ASEAN members, the "Southeast Asia" of the widest cohort. */
export const SEA_COUNTRIES = ['Singapore', 'Malaysia', 'Indonesia', 'Thailand', 'Vietnam', 'Philippines', 'Brunei', 'Cambodia', 'Laos', 'Myanmar'] as const;
/** Where the business is based: a Southeast Asian country, or elsewhere (which no regional cohort includes). */
export const COUNTRIES = [...SEA_COUNTRIES, 'Elsewhere'] as const;

export type PeerProfile = { industry: string | null; revenueBand: string | null; country: string | null };

const fold = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[-—]/g, '–');

function pick<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  if (!value || value.trim() === '') return null;
  const wanted = fold(value);
  return list.find((item) => fold(item) === wanted) ?? null;
}

/** The benchmark's dimensions from what the founder typed or picked: only exact (case-, space- and dash-insensitive) matches count. */
export function peerProfileOf(info: { industry?: string | null; revenue?: string | null; country?: string | null }): PeerProfile {
  return { industry: pick(INDUSTRIES, info.industry), revenueBand: pick(REVENUE_BANDS, info.revenue), country: pick(COUNTRIES, info.country) };
}
