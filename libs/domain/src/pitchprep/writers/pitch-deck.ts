import type { PitchIntake } from '../intake';
import type { DeckContent } from '../output-types';
import { buildDeck, type SlideWriter } from './deck-builder';
import { writerContext } from './writer-context';
import { addHint, bullets, clean, has, labelled, orAdd, pointsOrAdd, speakerNotes, teamLines } from './writer-text';

const investors = (notes: { say: string; probe: string; tip: string }) => speakerNotes('Investors', notes);

const titleSlide: SlideWriter = ({ intake, name }) => {
  const { company } = intake;
  const facts = [clean(company?.industry), clean(company?.country), has(company?.foundedYear) ? `founded ${clean(company.foundedYear)}` : '']
    .filter(Boolean)
    .join(' · ');
  return {
    title: name,
    content: bullets(
      has(company?.name) ? [] : addHint('your registered company name, e.g. "Acme Pte Ltd"'),
      orAdd(company?.oneLiner, 'a one-line description: who you serve and the result you deliver'),
      facts || addHint('industry, country and year founded'),
      labelled('Stage', company?.stage, 'your stage (pre-seed, seed, Series A)'),
      has(company?.website) && clean(company.website),
    ),
    notes: investors({
      say: `Introduce yourself and ${name} in one sentence, then state what you are raising so investors listen with the ask in mind.`,
      probe: 'Where the company is incorporated and where the team sits; most SEA funds expect a Singapore Pte Ltd holding company even when operations are in Indonesia, Vietnam or Malaysia.',
      tip: 'Keep this slide up for under 30 seconds. The one-liner should name the customer and the outcome, not the technology.',
    }),
  };
};

const problemSlide: SlideWriter = ({ intake }) => ({
  title: 'The problem',
  content: bullets(pointsOrAdd(intake.problem, 'who has the problem, how often, and what it costs them (in S$ or hours)')),
  notes: investors({
    say: 'Tell one concrete customer story: who feels the pain, how often, and what it costs them today.',
    probe: 'How you know the problem is real: number of customer interviews, money or time lost, and the workaround customers use now.',
    tip: 'Say which market this is true for. A pain point in Singapore may look different in Jakarta or Ho Chi Minh City, and regional investors will ask.',
  }),
});

const solutionSlide: SlideWriter = ({ intake }) => ({
  title: 'Our solution',
  content: bullets(pointsOrAdd(intake.solution, 'how you solve the problem, in one line per pain point')),
  notes: investors({
    say: 'Show how the solution removes each pain from the previous slide, in the same order.',
    probe: 'Why customers switch from their current workaround, and what switching costs them in time, money and risk.',
    tip: 'Describe outcomes (hours saved, revenue gained, errors avoided); keep features for the product slide.',
  }),
});

const productSlide: SlideWriter = ({ intake }) => ({
  title: 'Product',
  content: bullets(
    pointsOrAdd(intake.product, 'what the product does today, with a screenshot or demo link'),
    addHint('what is live today versus on the 12-month roadmap'),
  ),
  notes: investors({
    say: 'Walk through the core workflow with a screenshot or a 60-second demo, and show what is live today.',
    probe: 'What is built versus planned, what is hard to copy, and how much depends on third-party platforms or integrations.',
    tip: 'Bring a recorded demo as a backup; live demos fail on venue Wi-Fi more often than you expect.',
  }),
});

const marketSlide: SlideWriter = ({ intake }) => ({
  title: 'Why now & market size',
  content: {
    'Why now': orAdd(intake.market?.notes, 'what changed (regulation, digitisation, customer behaviour) that makes this the right time'),
    'TAM (total market)': orAdd(intake.market?.tam, 'total addressable market, e.g. "US$2.1B across SEA"'),
    'SAM (serviceable market)': orAdd(intake.market?.sam, 'the part of the market your product and channels can reach'),
    'SOM (obtainable in 3–5 years)': orAdd(intake.market?.som, 'the share you can realistically win, and how you calculated it'),
  },
  notes: investors({
    say: 'Walk from TAM to SOM and name the beachhead segment you will win first, then why now.',
    probe: 'Bottom-up sizing (number of target customers × annual price), not a top-down analyst figure; and whether the numbers are Singapore-only or regional.',
    tip: 'Quote figures in USD for regional and global funds and in SGD for local angels, and state the exchange rate you used.',
  }),
});

const tractionSlide: SlideWriter = ({ intake }) => {
  const traction = intake.traction;
  return {
    title: 'Traction',
    content: bullets(
      labelled('Revenue', traction?.revenue, 'your monthly revenue (MRR) or last 12 months revenue'),
      labelled('Growth', traction?.growth, 'your month-on-month or year-on-year growth rate'),
      labelled('Customers', traction?.customers, 'number of paying customers and 2–3 recognisable names'),
      labelled('Key metrics', traction?.keyMetrics, 'the 2–3 metrics you run the business on (e.g. retention, churn, GMV)'),
    ),
    notes: investors({
      say: 'Lead with your strongest number and the growth rate behind it, shown as a monthly chart over at least 12 months.',
      probe: 'Revenue quality: recurring versus one-off, paying customers versus pilots and LOIs, churn, and how much comes from your top three customers.',
      tip: 'Separate paid pilots from unpaid ones; SEA seed investors discount LOIs and free trials heavily.',
    }),
  };
};

const businessModelSlide: SlideWriter = ({ intake }) => ({
  title: 'Business model',
  content: bullets(
    pointsOrAdd(intake.businessModel, 'who pays, how much and how often (pricing tiers, contract length)'),
    addHint('unit economics: customer acquisition cost (CAC), gross margin, lifetime value (LTV) and payback period'),
  ),
  notes: investors({
    say: 'Explain who pays, how much, how often, and what one customer is worth over their lifetime.',
    probe: 'Unit economics: CAC, gross margin, LTV/CAC and payback; and whether your pricing works in lower price-point markets such as Indonesia, Vietnam or the Philippines.',
    tip: 'If CAC is not yet reliable, say how you measure it and what the first cohorts show; an honest estimate beats a made-up ratio.',
  }),
});

const competitionSlide: SlideWriter = ({ intake }) => ({
  title: 'Competition',
  content: {
    Competitors: orAdd(intake.competition?.competitors, 'the alternatives customers use today, including spreadsheets, agencies or doing nothing'),
    'Our advantage': orAdd(intake.competition?.advantage, 'why you win: proprietary data, distribution, cost, local regulatory know-how'),
  },
  notes: investors({
    say: 'Name the real alternatives, including manual processes, and show the one or two dimensions where you clearly win.',
    probe: 'What stops a well-funded regional player or a global incumbent localising into SEA, and how long your lead lasts.',
    tip: 'Never say "no competition". A simple comparison table that admits where competitors are stronger builds credibility.',
  }),
});

const goToMarketSlide: SlideWriter = ({ intake }) => ({
  title: 'Go-to-market',
  content: bullets(
    labelled('Beachhead', intake.market?.som, 'the first customer segment and country you are winning'),
    labelled('Customers today', intake.traction?.customers, 'who is buying today and how you found them'),
    addHint('your main acquisition channels (direct sales, partners, digital) and the CAC of each'),
    addHint('your regional expansion sequence, e.g. Singapore → Malaysia → Indonesia, with timing and the local partner or hire for each'),
  ),
  notes: investors({
    say: 'Show how you acquire customers today, which channel scales, and the order in which you will enter new markets.',
    probe: 'CAC by channel, sales-cycle length, and the cost of each new SEA market: local entity, licences, language and pricing.',
    tip: 'Regional plans are credible when each country has a named partner or hire, a launch date and a budget line in the use of funds.',
  }),
});

const teamSlide: SlideWriter = ({ intake }) => {
  const lines = teamLines(intake.team);
  return {
    title: 'Team',
    content: bullets(
      lines.length > 0 ? lines : addHint('each founder and key team member: name, role and the experience that matters for this business'),
      addHint('key hires this round will fund'),
    ),
    notes: investors({
      say: 'Say why this team wins: domain experience, products shipped, and the network that opens doors to customers.',
      probe: 'Whether founders are full-time, the equity split and vesting, advisers, and the gaps you will fill with this round.',
      tip: 'If key hires need work passes, show you have planned for it: Employment Pass (COMPASS points) and S Pass quotas affect hiring timelines in Singapore.',
    }),
  };
};

const financialsSlide: SlideWriter = ({ intake }) => {
  const financials = intake.financials;
  return {
    title: 'Financials',
    content: bullets(
      labelled('Current revenue', financials?.currentRevenue, 'current annual or monthly revenue (state SGD or USD)'),
      labelled('Projections', financials?.projections, 'a 3-year revenue projection and the 2–3 assumptions that drive it'),
      labelled('Monthly burn', financials?.burnRate, 'your monthly net burn'),
      labelled('Runway', financials?.runway, 'months of runway at current burn'),
    ),
    notes: investors({
      say: 'Summarise where you are today, the 3-year plan, and the assumptions that drive it.',
      probe: 'Burn multiple, runway before and after the raise, and whether the projections are consistent with the traction slide.',
      tip: 'Keep the full model for the data room. Make sure historical numbers reconcile to the financial statements filed with ACRA and your IRAS tax returns.',
    }),
  };
};

const askSlide: SlideWriter = ({ intake }) => ({
  title: 'The ask',
  content: {
    Round: orAdd(intake.fundraising?.round, 'the round (pre-seed, seed, Series A) and instrument (SAFE, convertible note, priced equity)'),
    Amount: orAdd(intake.fundraising?.amount, 'the amount you are raising, in SGD or USD'),
    'Use of funds': orAdd(intake.fundraising?.useOfFunds, 'how the money is split (e.g. 40% product, 35% sales, 25% operations) and the milestones it reaches'),
    'Runway today': orAdd(intake.financials?.runway, 'months of runway today and after this round'),
  },
  notes: investors({
    say: 'State the amount, the instrument, and the milestones the money buys, in months.',
    probe: 'Valuation or cap, who has committed or is leading, and whether the milestones set you up for the next round.',
    tip: 'Tie each use-of-funds line to a milestone. Singapore-law deals often start from the VIMA model documents, so know which terms you will negotiate.',
  }),
});

export const PITCH_DECK_SLIDES: readonly SlideWriter[] = [
  titleSlide,
  problemSlide,
  solutionSlide,
  productSlide,
  marketSlide,
  tractionSlide,
  businessModelSlide,
  competitionSlide,
  goToMarketSlide,
  teamSlide,
  financialsSlide,
  askSlide,
];

export function writePitchDeck(intake: PitchIntake): DeckContent {
  return buildDeck(PITCH_DECK_SLIDES, writerContext(intake));
}
