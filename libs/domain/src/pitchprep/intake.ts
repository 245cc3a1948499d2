import type { PitchTrack } from './output-types';

export type TeamMember = { name: string; role: string; background: string };

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
  traction: { revenue: string; growth: string; customers: string; keyMetrics: string };
  businessModel: string;
  competition: { competitors: string; advantage: string };
  team: TeamMember[];
  financials: { currentRevenue: string; projections: string; burnRate: string; runway: string };
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
