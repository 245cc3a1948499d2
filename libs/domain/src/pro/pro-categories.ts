export type ProCategoryId =
  | 'financial_reporting'
  | 'revenue_quality'
  | 'customer_concentration'
  | 'leadership_continuity'
  | 'operational_systems'
  | 'legal_compliance'
  | 'market_positioning'
  | 'transferability'
  | 'growth_potential';

export type ProCategory = { id: ProCategoryId; title: string; weight: number };

/** In the spec's order, which is also the tie-break order for strengths and gaps. Weights sum to 1. */
export const PRO_CATEGORIES: readonly ProCategory[] = [
  { id: 'financial_reporting', title: 'Financial Reporting', weight: 0.15 },
  { id: 'revenue_quality', title: 'Revenue Quality', weight: 0.15 },
  { id: 'customer_concentration', title: 'Customer Concentration', weight: 0.1 },
  { id: 'leadership_continuity', title: 'Leadership Continuity', weight: 0.1 },
  { id: 'operational_systems', title: 'Operational Systems', weight: 0.1 },
  { id: 'legal_compliance', title: 'Legal & Compliance', weight: 0.1 },
  { id: 'market_positioning', title: 'Market Positioning', weight: 0.1 },
  { id: 'transferability', title: 'Transferability', weight: 0.1 },
  { id: 'growth_potential', title: 'Growth Potential', weight: 0.1 },
];

export const PRO_MAX_OPTION_SCORE = 10;
export const PRO_MAX_TOTAL = 100;

export function isProCategoryId(value: unknown): value is ProCategoryId {
  return typeof value === 'string' && PRO_CATEGORIES.some((c) => c.id === value);
}
