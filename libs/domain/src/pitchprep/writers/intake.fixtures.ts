import type { PitchIntake } from '../intake';

// Realistic intakes for tests and demos across the platform. Values are what a founder would
// type, including the odd bulleted list, so writers are exercised on real-looking text.

export const SAMPLE_FUNDRAISING_INTAKE: PitchIntake = {
  track: 'fundraising',
  company: {
    name: 'ShiftWise Pte Ltd',
    oneLiner: 'Scheduling and payroll-ready timesheets for F&B and retail chains in Southeast Asia',
    website: 'https://shiftwise.example',
    country: 'Singapore',
    industry: 'B2B SaaS (workforce management)',
    stage: 'Seed',
    foundedYear: '2022',
  },
  problem:
    '- Outlet managers spend 6–8 hours a week building rosters in WhatsApp and Excel\n- Part-timer no-shows cost a 20-outlet chain about S$15,000 a month in overtime and lost sales\n- Timesheet errors lead to CPF and overtime pay disputes',
  solution:
    'A mobile-first rostering app that fills shifts from a pool of vetted part-timers, tracks attendance by geofenced clock-in, and exports payroll-ready timesheets with CPF and overtime calculated.',
  product:
    '- Auto-rostering based on sales forecasts\n- Shift marketplace for part-timers across outlets\n- Payroll exports to Xero, Talenox and Payboy\n- Manager dashboard with labour cost as % of sales',
  market: {
    tam: 'US$1.4B: 420,000 F&B and retail outlets across SEA-6',
    sam: 'US$180M: 55,000 chain outlets (5+ outlets) in Singapore, Malaysia and Indonesia',
    som: 'US$12M: 4,000 outlets in Singapore and Klang Valley by 2028',
    notes: 'Manpower shortages after COVID, tighter foreign worker quotas and PSG grant support for HR tech have pushed chains to digitise rostering.',
  },
  traction: {
    revenue: 'S$38,000 MRR (S$456,000 ARR)',
    growth: '11% month-on-month over the last 9 months',
    customers: '62 paying chains with 840 outlets, including two listed F&B groups',
    keyMetrics: 'Net revenue retention 118%; logo churn 1.2% monthly; CAC payback 7 months',
  },
  businessModel: 'Subscription at S$45 per outlet per month, billed annually, plus S$1.50 per filled marketplace shift.',
  competition: {
    competitors: 'Deputy, Homebase, local HR suites (Talenox, Payboy) and spreadsheets',
    advantage: 'Only product with a cross-outlet part-timer marketplace and Singapore/Malaysia payroll rules built in; 30% lower labour cost in pilot outlets',
  },
  team: [
    { name: 'Rachel Tan', role: 'CEO', background: 'Former regional operations director at a 120-outlet F&B group; NUS Business' },
    { name: 'Arjun Menon', role: 'CTO', background: 'Ex-Grab engineering lead for driver scheduling; built systems for 2M daily users' },
    { name: 'Siti Rahman', role: 'Head of Sales', background: 'Sold HR software to 300+ SMEs in Malaysia at a regional payroll provider' },
  ],
  financials: {
    currentRevenue: 'S$456,000 ARR; FY2024 revenue S$290,000',
    projections: 'S$1.5M ARR by end-2026 and S$4.2M by end-2027, driven by Malaysia launch',
    burnRate: 'S$85,000 net burn per month',
    runway: '7 months',
  },
  fundraising: {
    round: 'Seed (priced equity)',
    amount: 'S$3M (about US$2.2M)',
    useOfFunds: '45% product and engineering (payroll integrations, forecasting)\n35% sales and marketing for the Kuala Lumpur launch\n20% working capital and hiring',
  },
};

export const SAMPLE_EXIT_INTAKE: PitchIntake = {
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
    som: 'About 4% share of the served market',
    notes: 'Singapore imports over 90% of its food; SFA food-security targets and growth in online grocery keep demand for licensed cold storage high, while land constraints limit new capacity.',
  },
  traction: {
    revenue: 'FY2022 S$11.8M, FY2023 S$13.1M, FY2024 S$14.2M',
    growth: '9.7% revenue CAGR over three years',
    customers: '140 active customers; top 10 are 46% of revenue; average tenure 7 years',
    keyMetrics: 'Warehouse utilisation 91%; on-time delivery 98.6%; 78% of revenue under 1–3 year contracts',
  },
  businessModel: 'Monthly storage fees per pallet under 1–3 year contracts, plus per-drop delivery charges and fees for value-added services.',
  competition: {
    competitors: 'Large 3PLs (e.g. regional logistics groups) and about 15 smaller cold-store operators',
    advantage: 'Long-term JTC lease to 2041 on port-adjacent land, SFA licences in place, and a fleet and routing system built for tight supermarket delivery windows',
  },
  team: [
    { name: 'David Lim', role: 'Founder and Managing Director', background: '25 years in food logistics; owns 80% of shares' },
    { name: 'Priya Nair', role: 'General Manager, Operations', background: 'With the company since 2013; runs both warehouses and the fleet' },
    { name: 'Marcus Goh', role: 'Finance Manager', background: 'Chartered accountant; joined 2018 from a Big Four audit team' },
  ],
  financials: {
    currentRevenue: 'FY2024 revenue S$14.2M, gross margin 31%, EBITDA S$2.3M (normalised S$2.6M)',
    projections: 'FY2025 revenue S$15.4M and EBITDA S$2.7M on contracted volume',
    burnRate: 'Operating costs about S$990,000 a month; cash-generative',
    runway: 'S$3.1M cash; S$1.8M equipment loans outstanding',
  },
  exit: {
    goals: "Sell 100% of the shares; founder to stay 12 months for handover and retire; keep the team and the Harbourline brand",
    buyerTypes: 'Regional logistics groups entering Singapore; PE-backed cold-chain platforms; large food distributors integrating vertically',
    valuationExpectations: 'S$18M–S$21M enterprise value (7–8x normalised EBITDA), cash-free and debt-free',
    timeline: 'Indicative offers by March 2026, SPA signed by June 2026, completion by September 2026',
  },
};

/** An intake the founder has not filled in yet: every writer must still produce placeholders. */
export function blankIntake(track: PitchIntake['track']): PitchIntake {
  return {
    track,
    company: { name: '', oneLiner: '', website: '', country: '', industry: '', stage: '', foundedYear: '' },
    problem: '',
    solution: '',
    product: '',
    market: { tam: '', sam: '', som: '', notes: '' },
    traction: { revenue: '', growth: '', customers: '', keyMetrics: '' },
    businessModel: '',
    competition: { competitors: '', advantage: '' },
    team: [],
    financials: { currentRevenue: '', projections: '', burnRate: '', runway: '' },
  };
}

/** A sample intake with some fields replaced, for variations on the realistic ones. */
export function intakeWith(base: PitchIntake, overrides: Partial<PitchIntake>): PitchIntake {
  return { ...structuredClone(base), ...overrides };
}
