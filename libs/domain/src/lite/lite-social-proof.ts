import type { ToolType } from './lite-types';

// These are illustrative composites, not real customers, so the field says so and the UI
// must label them. Names are profiles, never invented people.
export type LiteTestimonial = { quote: string; name: string; role: string; country: string; illustrative: true };

export const LITE_SOCIAL_PROOF: LiteTestimonial[] = [
  {
    quote: 'The checklist showed us two ACRA filings we had let slip. We fixed them before the buyer’s lawyers ever asked.',
    name: 'Founder, precision engineering SME',
    role: 'Preparing a trade sale',
    country: 'Singapore',
    illustrative: true,
  },
  {
    quote: 'I thought we were ready to raise. The cap-table questions showed two verbal equity promises we had to document first.',
    name: 'Co-founder, B2B software company',
    role: 'Raising a seed round',
    country: 'Malaysia',
    illustrative: true,
  },
  {
    quote: 'Seeing customer concentration as a number rather than a feeling changed how we approached our contract renewals.',
    name: 'Managing director, distribution business',
    role: 'Planning a succession',
    country: 'Thailand',
    illustrative: true,
  },
  {
    quote: 'The data-room checklist gave our finance team a clear list to work through instead of weeks of guessing.',
    name: 'CFO, consumer brand',
    role: 'Preparing a Series A',
    country: 'Indonesia',
    illustrative: true,
  },
];

export type LiteSuccessStory = {
  toolType: ToolType;
  title: string;
  profile: string;
  country: string;
  challenge: string;
  action: string;
  outcome: string;
  illustrative: true;
};

export const LITE_SUCCESS_STORIES: LiteSuccessStory[] = [
  {
    toolType: 'exitcheck',
    title: 'From owner-run to buyer-ready',
    profile: 'Family-owned logistics company',
    country: 'Singapore',
    challenge: 'Unaudited accounts, and the founder personally held the five largest customer relationships.',
    action: 'Commissioned an SFRS audit, moved key accounts onto written contracts and named a general manager to lead them.',
    outcome: 'Entered due diligence with audited numbers and a documented handover plan, so the negotiation centred on price rather than risk.',
    illustrative: true,
  },
  {
    toolType: 'pitchprep',
    title: 'A cleaner round, faster',
    profile: 'B2B software start-up',
    country: 'Vietnam',
    challenge: 'Undocumented convertible notes and a financial model that did not reconcile to the filed accounts.',
    action: 'Moved to a Singapore holding company, documented every convertible and rebuilt the model around unit economics.',
    outcome: 'Investors’ diligence questions were answered from the data room instead of follow-up calls, and the round closed on the planned timetable.',
    illustrative: true,
  },
  {
    toolType: 'exitcheck',
    title: 'Concentration risk, reduced',
    profile: 'Industrial services SME',
    country: 'Philippines',
    challenge: 'One customer made up almost half of revenue, on a purchase-order basis only.',
    action: 'Signed a multi-year agreement with that customer and built a sales pipeline to win three mid-sized accounts.',
    outcome: 'The business was presented to buyers with contracted revenue and a broader customer base, supporting a better multiple.',
    illustrative: true,
  },
];
