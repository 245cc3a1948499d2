import type { PitchIntake } from '../../intake';

// A third-generation family distributor: succession-driven sale, agency contracts, no unit economics.
export const DISTRIBUTOR_CHUAN_HUP: PitchIntake = {
  track: 'exit',
  company: {
    name: 'Chuan Hup Trading Pte Ltd',
    oneLiner: 'Exclusive distributor of 38 Japanese and Korean food brands to Singapore supermarkets, convenience stores and restaurants',
    website: 'https://chuanhup.example',
    country: 'Singapore',
    industry: 'Wholesale distribution (FMCG food)',
    stage: 'Family-owned, third generation',
    foundedYear: '1968',
  },
  problem: 'Japanese and Korean brands want Singapore shelf space without building a local sales force, warehouse and credit control.',
  solution: 'Exclusive agency for 38 brands with our own sales team, chilled and ambient warehouse in Pandan, and credit terms to 2,100 retail and food-service accounts.',
  product: '- Retail distribution to supermarkets and convenience chains (64% of revenue)\n- Food-service supply to 900 restaurants (28%)\n- E-commerce fulfilment for brands’ online stores (8%)',
  market: {
    tam: 'S$4.1B Singapore imported packaged food and sauces a year',
    sam: 'S$520M Japanese and Korean packaged food',
    som: 'S$38M today, about 7% of the served market',
    notes: 'Japanese and Korean food is the fastest-growing import category in Singapore (9% a year), and brands are consolidating to fewer, stronger distributors.',
  },
  traction: {
    revenue: 'S$38M revenue in FY2024',
    growth: '6% a year over five years',
    customers: '2,100 accounts; largest supermarket group is 19% of revenue; 38 brand principals, average relationship 17 years',
    keyMetrics: 'Debtor days 41; stock turns 7.8 a year; agency renewal rate 100% since 2015',
    history: [
      { period: 'FY2020', amount: 30100000 },
      { period: 'FY2021', amount: 31900000 },
      { period: 'FY2022', amount: 33800000 },
      { period: 'FY2023', amount: 35700000 },
      { period: 'FY2024', amount: 38000000 },
    ],
  },
  businessModel: 'We buy from principals in yen and won and resell at a 22–28% gross margin; principals co-fund promotions.',
  unitEconomics: { price: '', grossMargin: '24.5% blended', cac: '', ltv: '', payback: '' },
  competition: {
    competitors: 'Multinational distributors and about 20 family-owned importers',
    advantage: 'Exclusive, written agency agreements with 38 brands (most renewing every 3 years), supermarket listings held for decades, and a food-service book competitors lack',
  },
  goToMarket: {
    channels: 'Key-account sales team of 22 covering supermarkets, convenience and food service',
    expansion: 'Three Korean brand principals have asked us to distribute in Malaysia',
  },
  team: [
    { name: 'Ong Chuan Hup', role: 'Chairman', background: 'Second generation; 74; owns 55% of the shares' },
    { name: 'Ong Mei Xin', role: 'Managing Director', background: 'Third generation; ran sales for 12 years; owns 25%' },
    { name: 'Ronald Sim', role: 'Head of Sales', background: '26 years with the company; holds the supermarket relationships' },
    { name: 'Jenny Lau', role: 'Financial Controller', background: 'Chartered accountant; moved the business to SAP Business One in 2021' },
  ],
  financials: {
    currentRevenue: 'EBITDA S$3.0M in FY2024, normalised for family salaries to S$3.4M',
    projections: 'FY2025 revenue S$40M and EBITDA S$3.3M',
    burnRate: 'Cash-generative; working capital S$9M at peak season',
    runway: 'S$6.5M cash; S$2M trade facility undrawn',
    currency: 'SGD',
    forecast: [
      { period: 'FY2022', amount: 33800000 },
      { period: 'FY2023', amount: 35700000 },
      { period: 'FY2024', amount: 38000000 },
      { period: 'FY2025F', amount: 40000000 },
    ],
    profit: [
      { period: 'FY2022', amount: 2500000 },
      { period: 'FY2023', amount: 2700000 },
      { period: 'FY2024', amount: 3000000 },
      { period: 'FY2025F', amount: 3300000 },
    ],
  },
  exit: {
    goals: 'Chairman to sell his 55% and retire; Mei Xin to stay as MD with a minority stake; keep all staff and the Pandan warehouse',
    buyerTypes: 'Regional distributors (Malaysian, Thai, Japanese trading houses); a brand principal buying its distributor; family offices',
    valuationExpectations: 'S$24M–S$28M for 100%, including S$6.5M net cash',
    timeline: 'Vendor due diligence in Q1 2026; heads of terms by June 2026',
  },
};
