import type { PitchTrack } from './output-types';

export type TeamMember = { name: string; role: string; background: string };

/** One period's figure for a chart: "Jan 2025" or "FY2024", and the amount in the intake's currency. */
export type FigurePoint = { period: string; amount: number };

/** An alternative customers have, and where it falls short (one row of the competition table). */
export type Rival = { name: string; gap: string };

/** Currencies the intake's figures may be in (charts state it; a deck never converts). */
export const FIGURE_CURRENCIES = ['SGD', 'USD', 'MYR', 'IDR', 'THB', 'VND', 'PHP'] as const;
export type FigureCurrency = (typeof FIGURE_CURRENCIES)[number];

/**
 * The PitchPrep intake (about 15–20 minutes): one set of company facts, then the track's own
 * questions. Every field is the founder's free text; the writers quote it, never invent it.
 */
export type PitchIntake = {
  track: PitchTrack;
  company: { name: string; oneLiner: string; website: string; country: string; industry: string; stage: string; foundedYear: string };
  problem: string;
  solution: string;
  product: string;
  market: { tam: string; sam: string; som: string; notes: string };
  traction: {
    revenue: string;
    growth: string;
    customers: string;
    keyMetrics: string;
    /** Revenue by month or by year, oldest first, for the traction chart (empty when not given). */
    history?: FigurePoint[];
  };
  businessModel: string;
  /** The numbers behind the business model, each a short phrase ("S$45 per outlet a month"). */
  unitEconomics?: { price: string; grossMargin: string; cac: string; ltv: string; payback: string };
  competition: { competitors: string; advantage: string; rivals?: Rival[] };
  /** How customers are won today and the order of new markets. */
  goToMarket?: { channels: string; expansion: string };
  team: TeamMember[];
  financials: {
    currentRevenue: string;
    projections: string;
    burnRate: string;
    runway: string;
    /** Revenue by year (actuals then plan), oldest first, for the financials chart. */
    forecast?: FigurePoint[];
    /** Profit (EBITDA or net) for the same years as `forecast`, when the founder gives it. */
    profit?: FigurePoint[];
    currency?: FigureCurrency;
  };
  /** Fundraising track only. */
  fundraising?: { round: string; amount: string; useOfFunds: string };
  /** Exit track only. */
  exit?: { goals: string; buyerTypes: string; valuationExpectations: string; timeline: string };
};

/** The intake steps in order; each is saved on the server as the founder leaves it. */
export const INTAKE_STEPS = [
  'company',
  'problem',
  'solution',
  'product',
  'market',
  'traction',
  'businessModel',
  'competition',
  'goToMarket',
  'team',
  'financials',
  'track',
] as const;
export type IntakeStep = (typeof INTAKE_STEPS)[number];

/** What each track generates (docs/product-rules.md, "PitchPrep outputs"). */
export const TRACK_OUTPUTS = {
  fundraising: ['pitch_deck', 'investor_faq', 'data_room_checklist'],
  exit: ['exit_deck', 'exit_faq', 'data_room_checklist'],
} as const;
