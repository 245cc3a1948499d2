import type { PitchIntake } from '../../intake';
import { SAMPLE_FUNDRAISING_INTAKE } from '../intake.fixtures';

// B2B SaaS, seed round: the platform's sample intake (company, problem, product, market, team),
// completed with monthly revenue history, a yearly plan, unit economics, a competition table and
// go-to-market answers.
export const SAAS_SHIFTWISE: PitchIntake = {
  ...SAMPLE_FUNDRAISING_INTAKE,
  solution:
    '- Rosters built automatically from each outlet’s sales forecast\n- Open shifts filled from a pool of vetted part-timers across outlets\n- Geofenced clock-in and payroll-ready timesheets with CPF and overtime calculated',
  traction: {
    revenue: 'S$38,000 MRR',
    growth: '11% month-on-month over the last 9 months',
    customers: '62 paying chains with 840 outlets, including two listed F&B groups',
    keyMetrics: 'Net revenue retention 118%; logo churn 1.2% monthly',
    history: [
      { period: 'Jan', amount: 14800 },
      { period: 'Feb', amount: 16500 },
      { period: 'Mar', amount: 18200 },
      { period: 'Apr', amount: 20400 },
      { period: 'May', amount: 22500 },
      { period: 'Jun', amount: 25100 },
      { period: 'Jul', amount: 27900 },
      { period: 'Aug', amount: 30800 },
      { period: 'Sep', amount: 34300 },
      { period: 'Oct', amount: 38000 },
    ],
  },
  businessModel: 'Subscription per outlet, billed annually, plus a fee for every shift filled through the marketplace.',
  unitEconomics: { price: 'S$45 per outlet a month', grossMargin: '82%', cac: 'S$2,900 per chain', ltv: 'S$26,000 per chain', payback: '7 months' },
  competition: {
    competitors: 'Deputy, Homebase, local HR suites and spreadsheets',
    advantage: 'Only product with a cross-outlet part-timer marketplace and Singapore/Malaysia payroll rules built in; 30% lower labour cost in pilot outlets',
    rivals: [
      { name: 'Deputy', gap: 'No CPF or Malaysian payroll rules; priced in USD per user' },
      { name: 'Homebase', gap: 'Built for single US stores; no part-timer marketplace' },
      { name: 'Talenox, Payboy', gap: 'Payroll only; rosters still built in Excel' },
      { name: 'Spreadsheets and WhatsApp', gap: 'Free, but 6–8 manager hours a week and no attendance proof' },
    ],
  },
  goToMarket: {
    channels: '- Direct sales to chains with 10+ outlets (average 6-week cycle)\n- Referrals from payroll partners Talenox and Payboy (35% of new chains)\n- PSG grant listing lowers the first-year price by 50%',
    expansion: 'Kuala Lumpur launch in Q2 2026 with a 4-person sales team, then Jakarta in 2027',
  },
  financials: {
    currentRevenue: 'S$456,000 ARR; FY2024 revenue S$290,000',
    projections: 'S$1.5M ARR by end-2026 and S$4.2M by end-2027, driven by the Malaysia launch',
    burnRate: 'S$85,000 net burn per month',
    runway: '7 months',
    currency: 'SGD',
    forecast: [
      { period: '2024', amount: 290000 },
      { period: '2025', amount: 610000 },
      { period: '2026F', amount: 1500000 },
      { period: '2027F', amount: 4200000 },
    ],
    profit: [
      { period: '2024', amount: -780000 },
      { period: '2025', amount: -1020000 },
      { period: '2026F', amount: -650000 },
      { period: '2027F', amount: 420000 },
    ],
  },
  fundraising: {
    round: 'Seed (priced equity)',
    amount: 'S$3M',
    useOfFunds: '45% product and engineering (payroll integrations, forecasting)\n35% sales and marketing for the Kuala Lumpur launch\n20% working capital and hiring',
  },
};
