import type { PitchIntake } from '../../intake';

// Intakes a founder left mostly empty: the decks must still read as finished for investors
// (prompts only in the editor and the presenter copy), and the gap list must name what is missing.

const emptyCompany = { name: '', oneLiner: '', website: '', country: '', industry: '', stage: '', foundedYear: '' };
const emptyMarket = { tam: '', sam: '', som: '', notes: '' };
const emptyTraction = { revenue: '', growth: '', customers: '', keyMetrics: '' };
const emptyFinancials = { currentRevenue: '', projections: '', burnRate: '', runway: '' };

/** An idea-stage founder: a name, a problem, a one-line solution and the amount. */
export const THIN_KOPI_LABS: PitchIntake = {
  track: 'fundraising',
  company: { ...emptyCompany, name: 'Kopi Labs', oneLiner: 'Coffee subscriptions for offices', country: 'Singapore', industry: 'F&B' },
  problem: 'Offices pay too much for coffee.',
  solution: 'A monthly plan with a bean-to-cup machine and local roasts delivered every week.',
  product: '',
  market: emptyMarket,
  traction: emptyTraction,
  businessModel: '',
  competition: { competitors: '', advantage: '' },
  team: [{ name: 'Jun Wei', role: 'Founder', background: '' }],
  financials: emptyFinancials,
  fundraising: { round: '', amount: 'S$250,000', useOfFunds: '' },
};

/** An owner who wants out and has said little else. */
export const THIN_SIN_HENG_MOTORS: PitchIntake = {
  track: 'exit',
  company: { ...emptyCompany, name: 'Sin Heng Motor Works', industry: 'Automotive repair', country: 'Singapore', foundedYear: '1987' },
  problem: '',
  solution: '',
  product: '',
  market: emptyMarket,
  traction: { ...emptyTraction, revenue: 'About S$2.4M revenue a year' },
  businessModel: '',
  competition: { competitors: '', advantage: '' },
  team: [],
  financials: emptyFinancials,
  exit: { goals: 'Retire within two years and sell the workshop as a going concern', buyerTypes: '', valuationExpectations: '', timeline: '' },
};

/** Numbers and nothing else: a chart, an amount, no story yet. */
export const THIN_CLOUDLEDGER: PitchIntake = {
  track: 'fundraising',
  company: { ...emptyCompany, name: 'CloudLedger', industry: 'SaaS (accounting)' },
  problem: '',
  solution: '',
  product: '',
  market: emptyMarket,
  traction: {
    ...emptyTraction,
    revenue: 'S$21,000 MRR',
    history: [
      { period: 'Jul', amount: 12000 },
      { period: 'Aug', amount: 14500 },
      { period: 'Sep', amount: 17000 },
      { period: 'Oct', amount: 21000 },
    ],
  },
  businessModel: '',
  competition: { competitors: '', advantage: '' },
  team: [],
  financials: { ...emptyFinancials, currency: 'SGD' },
  fundraising: { round: 'Pre-seed', amount: 'S$800,000', useOfFunds: '' },
};
