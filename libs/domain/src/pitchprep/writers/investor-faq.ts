import type { PitchIntake } from '../intake';
import type { FaqContent } from '../output-types';
import { buildFaq, type FaqAsk, type FaqContext } from './faq-builder';
import { clean, joinList } from './writer-text';

const home = ({ intake }: FaqContext) => clean(intake.company?.country) || 'Singapore';

/** Who licenses lending and payments outside Singapore. */
const FINANCIAL_REGULATORS: Record<string, string> = {
  Indonesia: 'OJK, or Bank Indonesia for payments',
  Malaysia: 'Bank Negara Malaysia or the Securities Commission',
  Philippines: 'Bangko Sentral ng Pilipinas or the SEC',
  Thailand: 'the Bank of Thailand',
  Vietnam: 'the State Bank of Vietnam',
};
const notPreSeed = ({ signals }: FaqContext) => signals.stage !== 'pre-seed';

/** "ShiftWise Pte Ltd is a Singapore private limited company, founded in 2022." when the name and country say so. */
function legalForm({ intake, profile }: FaqContext): string[] {
  const name = clean(intake.company?.name);
  const founded = clean(intake.company?.foundedYear);
  if (!/\bpte\.? ltd\.?$/i.test(name) || !profile.singapore) return [];
  return [`${name} is a Singapore private limited company${founded ? `, incorporated in ${founded}` : ''}.`];
}

/**
 * The questions investors ask, each with when it fits (docs/product-rules.md, "PitchPrep outputs"):
 * every company gets the core questions; its stage, sector, markets and weakest spots add the rest.
 */
export const INVESTOR_FAQ_ASKS: readonly FaqAsk[] = [
  {
    id: 'problem',
    category: 'Company & product',
    question: 'What problem do you solve, and for whom?',
    priority: 62,
    fields: ['problem'],
    expects: [{ label: 'problem', field: 'problem' }],
    guidance: 'Describe the customer, the problem in their words, and what it costs them today in time, money or risk.',
  },
  {
    id: 'solution',
    category: 'Company & product',
    question: 'How does your product solve it, and what is live today?',
    priority: 60,
    fields: ['solution', 'product'],
    expects: [{ label: 'solution', field: 'solution' }],
    guidance: 'Say what a customer does with the product on day one, what is live versus on the roadmap, and what you have learned from the first users.',
  },
  {
    id: 'market-size',
    category: 'Market',
    question: 'How big is the market, and how did you size it?',
    priority: 90,
    fields: ['market.tam', 'market.sam', 'market.som'],
    expects: [{ label: 'TAM', field: 'market.tam' }, { label: 'SAM', field: 'market.sam' }, { label: 'SOM', field: 'market.som' }],
    guidance: 'Show the bottom-up calculation (number of target customers × annual price) and say whether the figures cover Singapore only or the region. Quote USD for regional funds, with the SGD equivalent.',
  },
  {
    id: 'why-now',
    category: 'Market',
    question: 'Why is now the right time for this business?',
    priority: 70,
    fields: ['market.notes'],
    expects: [{ label: 'market timing', field: 'market.notes' }],
    guidance: 'Point to a specific change: new regulation, government digitisation programmes and grants, a shift in customer behaviour, or infrastructure that did not exist three years ago.',
  },
  {
    id: 'expansion',
    category: 'Market',
    question: (ctx) => (ctx.signals.otherMarkets.length > 0 ? `How will you expand into ${joinList(ctx.signals.otherMarkets)}?` : `How will you expand beyond ${home(ctx)} into the rest of Southeast Asia?`),
    when: (ctx) => ctx.signals.otherMarkets.length > 0 || notPreSeed(ctx) || Boolean(clean(ctx.intake.goToMarket?.expansion)),
    priority: (ctx) => (ctx.signals.otherMarkets.length > 0 ? 66 : 46),
    fields: ['goToMarket.expansion'],
    guidance: 'Name the order of entry and why, and what each market needs: a local entity or partner, licences, language and local pricing. Keep the Singapore company as the holding entity and show each launch’s budget in the use of funds.',
  },
  {
    id: 'go-to-market',
    category: 'Market',
    question: 'How do you win customers, and what does it cost?',
    priority: 78,
    fields: ['goToMarket.channels'],
    expects: [{ label: 'sales channels', field: 'goToMarket.channels' }],
    guidance: 'Name the two or three channels that bring customers today, the share of new customers each brings, the sales cycle and what a customer costs to win through each.',
  },
  {
    id: 'traction',
    category: 'Traction',
    question: 'What traction do you have so far?',
    when: (ctx) => !ctx.signals.preRevenue,
    priority: 95,
    fields: ['traction.revenue', 'financials.currentRevenue', 'traction.growth', 'traction.customers'],
    expects: [{ label: 'growth rate', field: 'traction.growth' }, { label: 'customers', field: 'traction.customers' }],
    guidance: 'Lead with paying customers and revenue, then growth over the last 6–12 months. Separate paid pilots from free trials and LOIs.',
  },
  {
    id: 'evidence',
    category: 'Traction',
    question: 'What evidence do you have that customers will pay?',
    when: (ctx) => ctx.signals.preRevenue,
    priority: 95,
    fields: ['traction.customers', 'traction.growth', 'traction.revenue', 'financials.currentRevenue'],
    expects: [{ label: 'pilots, LOIs or waitlist', field: 'traction.customers' }],
    guidance: 'List paid pilots, signed letters of intent and waitlist sign-ups with dates, and what customers said they would pay. Investors weigh a paid pilot far above interest.',
  },
  {
    id: 'retention',
    category: 'Traction',
    question: ({ profile }) => (profile.saas ? 'What are your retention and churn, and why do customers leave?' : 'How often do customers come back, and what do they spend?'),
    when: ({ profile, signals }) => !signals.preRevenue && (profile.saas || profile.marketplace || signals.consumer),
    priority: 75,
    topics: ['retention'],
    expects: [{ label: 'retention or churn', topic: 'retention' }],
    guidance: 'Give logo and revenue churn (or repeat rate) by monthly cohort, and the top reasons customers leave with what you changed because of them.',
  },
  {
    id: 'unit-economics',
    category: 'Traction',
    question: 'What are your unit economics?',
    when: notPreSeed,
    priority: 72,
    topics: ['unitEconomics'],
    fields: ['traction.keyMetrics', 'unitEconomics.cac', 'unitEconomics.ltv', 'unitEconomics.payback'],
    expects: [{ label: 'CAC and payback', topic: 'unitEconomics' }],
    guidance: 'Give CAC by channel, payback period and lifetime value, with how each is calculated and its monthly history.',
  },
  {
    id: 'concentration',
    category: 'Traction',
    question: 'How dependent are you on your largest customers?',
    when: ({ signals }) => signals.concentrated,
    priority: 80,
    topics: ['concentration'],
    guidance: 'Give the share of revenue from the top 1, 5 and 10 customers, contract terms with each, and how fast new customers are diluting them.',
  },
  {
    id: 'revenue-model',
    category: 'Business model',
    question: 'How do you make money?',
    priority: 88,
    topics: ['pricing'],
    // Unit economics a question of their own did not take (a pre-seed company is not asked about them) still belong here.
    fields: ['businessModel', 'unitEconomics.price', 'unitEconomics.grossMargin', 'unitEconomics.cac', 'unitEconomics.ltv', 'unitEconomics.payback'],
    expects: [{ label: 'business model', field: 'businessModel' }],
    guidance: 'Explain who pays, how much, how often, and on what contract terms. Mention whether prices are in SGD or USD and how pricing adapts to lower price-point markets.',
  },
  {
    id: 'gross-margin',
    category: 'Business model',
    question: 'What are your gross margins, and how do they change as you scale?',
    when: ({ signals }) => !signals.preRevenue || signals.hardware,
    priority: 68,
    topics: ['grossMargin'],
    expects: [{ label: 'gross margin today and at scale', topic: 'grossMargin' }],
    guidance: ({ profile, signals }) =>
      `Give today’s gross margin and the target at scale, and name the costs that fall with volume (${signals.hardware ? 'bill of materials, contract manufacturing, freight' : profile.software ? 'hosting, third-party APIs, support' : 'payment fees, fulfilment, packaging'}) and those that do not.`,
  },
  {
    id: 'marketplace',
    category: 'Business model',
    question: 'How do you grow supply and demand together, and what is your take rate?',
    when: ({ profile }) => profile.marketplace,
    priority: 66,
    guidance: 'Say which side you grow first and what it costs to acquire each, the take rate today and where it can go, and how you stop buyers and sellers from transacting off the platform.',
  },
  {
    id: 'hardware',
    category: 'Business model',
    question: 'What does each unit cost to make, and who manufactures it?',
    when: ({ signals }) => signals.hardware,
    priority: 66,
    guidance: 'Give the bill of materials per unit at today’s and at target volume, the contract manufacturer and its location, minimum order quantities, and the certifications (e.g. IMDA, CE) you need before selling.',
  },
  {
    id: 'competitors',
    category: 'Competition',
    question: 'Who are your competitors, and why will you win?',
    priority: 85,
    fields: ['competition.competitors', 'competition.advantage', 'competition.rivals'],
    expects: [{ label: 'competitors', field: 'competition.competitors' }, { label: 'advantage', field: 'competition.advantage' }],
    guidance: 'Include indirect alternatives (spreadsheets, agencies, doing nothing). Be specific about where competitors are stronger and why your advantage matters more to your customers.',
  },
  {
    id: 'moat',
    category: 'Competition',
    question: 'What stops a larger regional or global player from copying you?',
    when: notPreSeed,
    priority: 45,
    guidance: 'Point to moats that compound: proprietary data, integrations, distribution partnerships, local regulatory know-how, or network effects. Say how long a well-funded entrant would need to catch up.',
  },
  {
    id: 'team',
    category: 'Team',
    question: 'Why is this the team to build this business?',
    priority: 86,
    fields: ['team'],
    expects: [{ label: 'team', field: 'team' }],
    guidance: 'Connect each founder’s background to a risk in the business they remove. Confirm all founders are full-time and that founder shares vest (typically four years with a one-year cliff).',
  },
  {
    id: 'team-gap',
    category: 'Team',
    question: ({ profile }) => (profile.software ? 'Who builds the product, and will a technical co-founder join?' : 'Who else do you need on the team, and when will they join?'),
    when: ({ signals }) => signals.teamGap,
    priority: 78,
    guidance: 'Name who writes and owns the product today (employee, agency or freelancer), who owns the code, and the senior hire you will make with this round, with the equity set aside for them.',
  },
  {
    id: 'hires',
    category: 'Team',
    question: ({ profile }) => (profile.singapore ? 'Which key hires come next, and can you hire them in Singapore?' : 'Which key hires come next, and where will you hire them?'),
    when: ({ signals }) => !signals.teamGap,
    priority: 40,
    guidance: ({ profile }) =>
      profile.singapore
        ? 'Name the next three hires and their cost. For foreign hires, allow for Employment Pass applications under COMPASS or S Pass quotas and levies; show the budget includes CPF for Singaporean and PR staff and an ESOP pool (often 10–15%) to attract talent.'
        : 'Name the next three hires, their cost and location, and the ESOP pool (often 10–15%) set aside to attract them.',
  },
  {
    id: 'burn',
    category: 'Financials',
    question: 'What is your burn rate and runway?',
    priority: 84,
    topics: ['cash'],
    fields: ['financials.burnRate', 'financials.runway'],
    expects: [{ label: 'monthly burn', field: 'financials.burnRate' }, { label: 'runway', field: 'financials.runway' }],
    guidance: 'Give net burn and runway today and after the round, and what you would cut to extend runway if the round takes longer.',
  },
  {
    id: 'runway-risk',
    category: 'Financials',
    question: ({ signals }) => `What happens if the round takes longer than your ${signals.runwayMonths} months of runway?`,
    when: ({ signals }) => signals.runwayMonths !== null && signals.runwayMonths < 12,
    priority: 82,
    guidance: 'Show the plan if the round slips three to six months: the costs you would cut and when, any bridge from existing investors, and revenue milestones that extend runway.',
  },
  {
    id: 'projections',
    category: 'Financials',
    question: 'What do your projections assume?',
    priority: 76,
    fields: ['financials.projections'],
    expects: [{ label: 'projections', field: 'financials.projections' }],
    guidance: 'Name the 2–3 drivers (new customers per month, price, churn) and show a downside case. Historical numbers should reconcile to your ACRA-filed financial statements and IRAS Form C-S/C returns.',
  },
  {
    id: 'profitability',
    category: 'Financials',
    question: 'What is your path to profitability?',
    when: ({ signals }) => signals.stage === 'growth',
    priority: 64,
    topics: ['ebitda'],
    expects: [{ label: 'profit or EBITDA today', topic: 'ebitda' }],
    guidance: 'Say when you reach EBITDA break-even on the plan, what gross margin and revenue per employee get you there, and what the round changes.',
  },
  {
    id: 'round',
    category: 'Fundraising / Deal',
    question: 'How much are you raising, and on what terms?',
    priority: 92,
    fields: ['fundraising.round', 'fundraising.amount'],
    expects: [{ label: 'round', field: 'fundraising.round' }, { label: 'amount', field: 'fundraising.amount' }],
    guidance: 'State the instrument (SAFE, convertible note or priced equity), the valuation or cap you expect, the minimum close, and any commitments or a lead investor already in place.',
  },
  {
    id: 'use-of-funds',
    category: 'Fundraising / Deal',
    question: 'How will you use the funds, and what milestones will they reach?',
    priority: 89,
    fields: ['fundraising.useOfFunds'],
    expects: [{ label: 'use of funds', field: 'fundraising.useOfFunds' }],
    guidance: 'Show percentage splits tied to milestones (revenue, markets, product) that make the next round fundable, and the months of runway the round buys.',
  },
  {
    id: 'cap-table',
    category: 'Fundraising / Deal',
    question: ({ signals }) => (signals.stage === 'pre-seed' ? 'How is equity split between the founders, and does it vest?' : 'What does your cap table look like today?'),
    priority: ({ signals }) => (signals.stage === 'pre-seed' ? 60 : 50),
    guidance: ({ signals }) =>
      signals.stage === 'pre-seed'
        ? 'Give each founder’s shareholding, the vesting schedule (typically four years with a one-year cliff), and any advisers or early employees promised equity, in writing.'
        : 'Share a fully diluted cap table: founders, ESOP pool (granted and unallocated), prior investors, and any SAFEs or convertible notes with their caps. It must match the register of members kept by ACRA.',
  },
  {
    id: 'structure',
    category: 'Legal & compliance',
    question: ({ profile }) => (profile.singapore ? 'Is the company structured for investment?' : 'Will you set up a Singapore holding company?'),
    priority: ({ profile }) => (profile.singapore ? 52 : 74),
    derived: legalForm,
    guidance: ({ profile }) =>
      profile.singapore
        ? 'Confirm an up-to-date ACRA business profile, constitution, register of members and registrable controllers, annual returns filed, and IP owned by the company rather than the founders.'
        : 'Most SEA investors expect a Singapore private limited holding company owning the operating subsidiaries; explain your plan to restructure (a "flip") before or at closing, and confirm IP sits with the holding company.',
  },
  {
    id: 'regulation',
    category: 'Legal & compliance',
    question: ({ profile, intake }) =>
      profile.fintech
        ? profile.singapore
          ? 'Do you need a MAS licence, and how do you handle personal data?'
          : `Which financial licence do you need in ${clean(intake.company?.country)}, and how do you handle personal data?`
        : profile.healthcare
          ? 'Which health regulatory approvals do you need, and how do you protect patient data?'
          : 'How do you handle personal data and regulatory requirements?',
    priority: ({ profile }) => (profile.fintech || profile.healthcare ? 80 : 48),
    guidance: ({ profile, intake }) =>
      [
        profile.singapore
          ? 'Show PDPA compliance: an appointed Data Protection Officer, consent and notification practices, a data breach response plan, and where customer data is hosted.'
          : 'Show how you comply with the personal data law of each market you serve (e.g. Indonesia’s PDP Law, Malaysia’s PDPA) and where customer data is hosted.',
        profile.fintech && !profile.singapore
          ? `State which regulator licenses your activity (${FINANCIAL_REGULATORS[clean(intake.company?.country)] ?? 'the central bank or financial services authority'}), whether you hold the licence, apply for it or operate through a licensed partner, your AML/CFT controls, and what a Singapore holding company changes.`
          : profile.fintech
          ? 'State your MAS position: which licence applies (e.g. Major or Standard Payment Institution under the Payment Services Act, or a Capital Markets Services licence), whether you hold it, operate under an exemption or through a licensed partner, and your AML/CFT controls.'
          : profile.healthcare
            ? 'Confirm HSA registrations for medical devices or health products and MOH licensing under the Healthcare Services Act where they apply, with the timeline for any still pending.'
            : 'List any sector licences you hold or need in each market you operate in.',
      ].join(' '),
  },
  {
    id: 'tax-grants',
    category: 'Legal & compliance',
    question: 'Are your tax filings and grants in order?',
    when: ({ profile }) => profile.singapore,
    priority: 35,
    guidance: 'Confirm IRAS corporate income tax filings (ECI and Form C-S/C) are up to date, whether you are GST-registered (compulsory above S$1 million taxable turnover), and list any government grants received (e.g. Startup SG, EDG) with conditions that a change in shareholding could trigger.',
  },
];

export function writeInvestorFaq(intake: PitchIntake): FaqContent {
  return buildFaq(INVESTOR_FAQ_ASKS, intake);
}
