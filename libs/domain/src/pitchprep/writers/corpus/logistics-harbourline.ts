import type { PitchIntake } from '../../intake';

// An established cold-chain logistics firm preparing a sale: yearly figures with EBITDA.
export const LOGISTICS_HARBOURLINE: PitchIntake = {
  track: 'exit',
  company: {
    name: 'Harbourline Cold Chain Pte Ltd',
    oneLiner: 'Temperature-controlled warehousing and last-mile delivery for food distributors in Singapore',
    website: 'https://harbourline.example',
    country: 'Singapore',
    industry: 'Logistics (cold chain)',
    stage: 'Established, profitable',
    foundedYear: '2009',
  },
  problem: 'Food importers and distributors need reliable chilled and frozen storage near the port, with delivery windows that supermarkets and restaurants enforce.',
  solution: 'Two SFA-licensed cold stores in Jurong with 6,500 pallet positions and a fleet of 28 refrigerated trucks delivering same-day island-wide.',
  product: '- Chilled and frozen warehousing (60% of revenue)\n- Last-mile refrigerated delivery (30%)\n- Value-added services: repacking, labelling, blast freezing (10%)',
  market: {
    tam: 'S$1.1B Singapore cold-chain logistics market, growing 6% a year',
    sam: 'S$320M third-party cold storage and delivery for food distributors',
    som: 'S$14M today, about 4% of the served market',
    notes: 'Singapore imports over 90% of its food; SFA food-security targets and growth in online grocery keep demand for licensed cold storage high, while land constraints limit new capacity.',
  },
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
  businessModel: 'Monthly storage fees per pallet under 1–3 year contracts, plus per-drop delivery charges and fees for value-added services.',
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
  team: [
    { name: 'David Lim', role: 'Founder and Managing Director', background: '25 years in food logistics; owns 80% of shares' },
    { name: 'Priya Nair', role: 'General Manager, Operations', background: 'With the company since 2013; runs both warehouses and the fleet' },
    { name: 'Marcus Goh', role: 'Finance Manager', background: 'Chartered accountant; joined 2018 from a Big Four audit team' },
  ],
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
  exit: {
    goals: 'Sell 100% of the shares; founder to stay 12 months for handover and retire; keep the team and the Harbourline brand',
    buyerTypes: 'Regional logistics groups entering Singapore; PE-backed cold-chain platforms; large food distributors integrating vertically',
    valuationExpectations: 'S$18M–S$21M enterprise value (7–8x normalised EBITDA), cash-free and debt-free',
    timeline: 'Indicative offers by March 2026, SPA signed by June 2026, completion by September 2026',
  },
};
