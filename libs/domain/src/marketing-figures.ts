// The marketing claims of docs/product-rules.md, "Landing page and site pages". They are static
// text, never computed from data.
export const MARKETING_FIGURES = {
  users: '500+',
  countries: '12',
  averageValueIncrease: '23%',
  successRate: '95%',
  // In Singapore dollars, like every price on the site.
  consultingFeesSaved: 'S$2.3M+',
  savingsPerEngagement: 'S$5K–S$15K',
  intakeMinutes: '15–20 minutes',
  delivery: 'minutes',
} as const;
