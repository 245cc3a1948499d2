import type { LiteQuestion } from './lite-types';

// Fundraising readiness as an investor's first screen tests it: traction, numbers that
// reconcile, an investable structure, runway and a prepared, targeted process.
export const PITCHPREP_LITE_QUESTIONS: readonly LiteQuestion[] = [
  {
    id: 'pp-traction',
    question: 'What traction can you show investors today?',
    hint: 'Investors in the region fund evidence of demand: paying customers, growth and retention, not sign-ups.',
    options: [
      {
        id: 'pp-traction-a',
        text: 'Paying customers with consistent growth we track monthly (for example revenue up 10%+ month on month, with retention data)',
        points: 10,
      },
      {
        id: 'pp-traction-b',
        text: 'Early revenue or paid pilots, but growth is uneven and we do not track metrics consistently',
        points: 5,
      },
      {
        id: 'pp-traction-c',
        text: 'Pre-revenue, or traction is mostly sign-ups, letters of intent and verbal interest',
        points: 2,
      },
    ],
  },
  {
    id: 'pp-financials',
    question: 'How solid are your financials and projections?',
    hint: 'An investor will check that your model reconciles to your filed accounts and that growth assumptions follow from unit economics.',
    options: [
      {
        id: 'pp-financials-a',
        text: 'Up-to-date management accounts that tie to our ACRA filings, and a 3-year model driven by unit economics (CAC, LTV, gross margin)',
        points: 10,
      },
      {
        id: 'pp-financials-b',
        text: 'Historical accounts and a projection spreadsheet, but the assumptions are not tied to unit economics',
        points: 5,
      },
      {
        id: 'pp-financials-c',
        text: 'No reliable model yet; our numbers come from bank statements and estimates',
        points: 2,
      },
    ],
  },
  {
    id: 'pp-cap-table',
    question: 'How clean is your cap table and company structure?',
    hint: 'Many regional VCs and MAS-regulated fund managers will only invest into a clean holding company, often in Singapore.',
    options: [
      {
        id: 'pp-cap-table-a',
        text: 'An investable holding company, a cap table that matches ACRA records, founder vesting, an ESOP pool and every SAFE or convertible note documented',
        points: 10,
      },
      {
        id: 'pp-cap-table-b',
        text: 'Mostly clear, but there are informal equity promises, unvested founders or convertibles that are not fully documented',
        points: 5,
      },
      {
        id: 'pp-cap-table-c',
        text: 'Ownership is unclear: verbal promises, departed co-founders with large stakes, or a structure investors cannot invest into',
        points: 2,
      },
    ],
  },
  {
    id: 'pp-runway',
    question: 'How much runway do you have, and do you know what to raise?',
    hint: 'A round in Southeast Asia often takes 6–9 months to close; raising with little runway weakens your terms.',
    options: [
      {
        id: 'pp-runway-a',
        text: '12+ months of runway, and a specific raise amount tied to the milestones of the next 18–24 months',
        points: 10,
      },
      {
        id: 'pp-runway-b',
        text: '6–12 months of runway and a rough target amount',
        points: 5,
      },
      {
        id: 'pp-runway-c',
        text: 'Under 6 months of runway, or no clear view of how much to raise and what it buys',
        points: 2,
      },
    ],
  },
  {
    id: 'pp-materials',
    question: 'How prepared are your investor materials and pipeline?',
    hint: 'A ready data room and a targeted list shorten the process and keep several conversations moving together.',
    options: [
      {
        id: 'pp-materials-a',
        text: 'A current pitch deck and data room, and a target list of 30+ investors matched on stage, sector and cheque size',
        points: 10,
      },
      {
        id: 'pp-materials-b',
        text: 'A deck and a few warm introductions, but no data room or structured pipeline',
        points: 5,
      },
      {
        id: 'pp-materials-c',
        text: 'No deck or data room yet, and we have not worked out which investors fit',
        points: 2,
      },
    ],
  },
];
