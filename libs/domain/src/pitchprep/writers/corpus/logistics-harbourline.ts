import type { PitchIntake } from '../../intake';
import { SAMPLE_EXIT_INTAKE } from '../intake.fixtures';

// An established cold-chain logistics firm preparing a sale: the platform's sample exit intake,
// completed with yearly figures and EBITDA, a competition table and growth answers.
export const LOGISTICS_HARBOURLINE: PitchIntake = {
  ...SAMPLE_EXIT_INTAKE,
  market: { ...SAMPLE_EXIT_INTAKE.market, som: 'S$14M today, about 4% of the served market' },
  traction: {
    revenue: 'S$14.2M revenue in FY2024',
    growth: '9.7% revenue CAGR over three years',
    customers: '140 active customers; top 10 are 46% of revenue; average tenure 7 years',
    keyMetrics: 'Warehouse utilisation 91%; on-time delivery 98.6%; 78% of revenue under 1–3 year contracts',
    history: [
      { period: 'FY2021', amount: 10800000 },
      { period: 'FY2022', amount: 11800000 },
      { period: 'FY2023', amount: 13100000 },
      { period: 'FY2024', amount: 14200000 },
    ],
  },
  unitEconomics: { price: 'S$38 per pallet a month', grossMargin: '31%', cac: '', ltv: '', payback: '' },
  competition: {
    competitors: 'Large regional 3PLs and about 15 smaller cold-store operators',
    advantage: 'Long-term JTC lease to 2041 on port-adjacent land, SFA licences in place, and a fleet and routing system built for tight supermarket delivery windows',
    rivals: [
      { name: 'Regional 3PLs', gap: 'Scale, but chilled capacity is a side line with longer lead times' },
      { name: 'Small cold stores', gap: 'Cheaper storage, but few own a refrigerated fleet' },
    ],
  },
  goToMarket: {
    channels: 'Account managers for the top 40 customers; tenders for supermarket distribution contracts',
    expansion: '- Third cold store on the adjoining plot (JTC approval in principle)\n- Pharmaceutical cold chain (GDP certification planned for 2026)',
  },
  financials: {
    currentRevenue: 'Gross margin 31%; EBITDA S$2.3M (normalised S$2.6M)',
    projections: 'FY2025 revenue S$15.4M and EBITDA S$2.7M on contracted volume',
    burnRate: 'Operating costs about S$990,000 a month; cash-generative',
    runway: 'S$3.1M cash; S$1.8M equipment loans outstanding',
    currency: 'SGD',
    forecast: [
      { period: 'FY2022', amount: 11800000 },
      { period: 'FY2023', amount: 13100000 },
      { period: 'FY2024', amount: 14200000 },
      { period: 'FY2025F', amount: 15400000 },
    ],
    profit: [
      { period: 'FY2022', amount: 1700000 },
      { period: 'FY2023', amount: 2000000 },
      { period: 'FY2024', amount: 2300000 },
      { period: 'FY2025F', amount: 2700000 },
    ],
  },
};
