import type { PitchIntake } from '../intake';
import type { FaqContent } from '../output-types';
import { buildFaq, draftAnswer, type FaqTemplate } from './faq-builder';
import { writerContext } from './writer-context';
import { clean, teamLines } from './writer-text';

export const INVESTOR_FAQ_TEMPLATES: readonly FaqTemplate[] = [
  {
    category: 'Market',
    question: 'How big is the market, and how did you size it?',
    answer: ({ intake }) =>
      draftAnswer(
        [['TAM', intake.market?.tam], ['SAM', intake.market?.sam], ['SOM', intake.market?.som]],
        'Show the bottom-up calculation (number of target customers × annual price) and say whether the figures cover Singapore only or the region. Quote USD for regional funds, with the SGD equivalent.',
      ),
  },
  {
    category: 'Market',
    question: 'Why is now the right time for this business?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Market notes', intake.market?.notes]],
        'Point to a specific change: new regulation, government digitisation programmes and grants, a shift in customer behaviour, or infrastructure that did not exist three years ago.',
      ),
  },
  {
    category: 'Market',
    question: ({ intake }) => `How will you expand beyond ${clean(intake.company?.country) || 'your home market'} into the rest of Southeast Asia?`,
    answer: () =>
      draftAnswer(
        [],
        'Name the next two countries in order, why those first, and what each needs: a local entity or partner, licences, language, and pricing for the local market. Keep the Singapore company as the holding entity and show the budget for each launch in the use of funds.',
      ),
  },
  {
    category: 'Traction',
    question: 'What traction do you have so far?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Revenue', intake.traction?.revenue], ['Growth', intake.traction?.growth], ['Customers', intake.traction?.customers]],
        'Lead with paying customers and revenue, then growth over the last 6–12 months. Separate paid pilots from free trials and LOIs.',
      ),
  },
  {
    category: 'Traction',
    question: 'Which metrics do you run the business on, and what are your unit economics?',
    answer: ({ intake, profile }) =>
      draftAnswer(
        [['Key metrics', intake.traction?.keyMetrics]],
        profile.saas
          ? 'Have MRR, net revenue retention, logo churn, CAC, payback period and gross margin ready, with the monthly history behind them.'
          : 'Have CAC, gross margin per order or customer, repeat-purchase rate and payback period ready, with the monthly history behind them.',
      ),
  },
  {
    category: 'Business Model',
    question: 'How do you make money?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Business model', intake.businessModel]],
        'Explain who pays, how much, how often, and on what contract terms. Mention whether prices are in SGD or USD and how pricing adapts to lower price-point markets.',
      ),
  },
  {
    category: 'Business Model',
    question: 'What are your gross margins, and how do they change as you scale?',
    answer: () =>
      draftAnswer(
        [],
        'Give today\'s gross margin and the target at scale, and name the costs that fall with volume (hosting, payment fees, fulfilment) and the ones that do not.',
      ),
  },
  {
    category: 'Competition',
    question: 'Who are your competitors, and why will you win?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Competitors', intake.competition?.competitors], ['Advantage', intake.competition?.advantage]],
        'Include indirect alternatives (spreadsheets, agencies, doing nothing). Be specific about where competitors are stronger and why your advantage matters more to your customers.',
      ),
  },
  {
    category: 'Competition',
    question: 'What stops a larger regional or global player from copying you?',
    answer: () =>
      draftAnswer(
        [],
        'Point to moats that compound: proprietary data, integrations, distribution partnerships, local regulatory know-how, or network effects. Say how long it would take a well-funded entrant to catch up.',
      ),
  },
  {
    category: 'Team',
    question: 'Why is this the team to build this business?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Team', teamLines(intake.team).join('\n')]],
        'Connect each founder\'s background to a risk in the business they remove. Confirm all founders are full-time and that founder shares vest (typically four years with a one-year cliff).',
      ),
  },
  {
    category: 'Team',
    question: 'Which key hires come next, and can you hire them in Singapore?',
    answer: () =>
      draftAnswer(
        [],
        'Name the next three hires and their cost. For foreign hires, allow for Employment Pass applications under COMPASS or S Pass quotas and levies; show the budget includes CPF for Singaporean and PR staff and an ESOP pool (often 10–15%) to attract talent.',
      ),
  },
  {
    category: 'Financials',
    question: 'What is your burn rate and runway?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Monthly burn', intake.financials?.burnRate], ['Runway', intake.financials?.runway]],
        'Give net burn and runway today and after the round, and what you would cut to extend runway if the round takes longer.',
      ),
  },
  {
    category: 'Financials',
    question: 'What do your projections assume?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Projections', intake.financials?.projections]],
        'Name the 2–3 drivers (new customers per month, price, churn) and show a downside case. Historical numbers should reconcile to your ACRA-filed financial statements and IRAS Form C-S/C returns.',
      ),
  },
  {
    category: 'Fundraising / Deal',
    question: 'How much are you raising, and on what terms?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Round', intake.fundraising?.round], ['Amount', intake.fundraising?.amount]],
        'State the instrument (SAFE, convertible note or priced equity), the valuation or cap you expect, the minimum close, and any commitments or a lead investor already in place.',
      ),
  },
  {
    category: 'Fundraising / Deal',
    question: 'How will you use the funds, and what milestones will they reach?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Use of funds', intake.fundraising?.useOfFunds]],
        'Show percentage splits tied to milestones (revenue, markets, product) that make the next round fundable, and the months of runway the round buys.',
      ),
  },
  {
    category: 'Fundraising / Deal',
    question: 'What does your cap table look like today?',
    answer: () =>
      draftAnswer(
        [],
        'Share a fully diluted cap table: founders, ESOP pool (granted and unallocated), prior investors, and any SAFEs or convertible notes with their caps. It must match the register of members kept by ACRA.',
      ),
  },
  {
    category: 'Legal & Compliance',
    question: 'Is the company structured for investment?',
    answer: ({ profile }) =>
      draftAnswer(
        [],
        profile.singapore
          ? 'Confirm a Singapore private limited company with an up-to-date ACRA business profile, constitution, register of members and registrable controllers, annual returns filed, and IP owned by the company rather than the founders.'
          : 'Most SEA investors expect a Singapore private limited holding company owning the operating subsidiaries; if you operate elsewhere, explain your plan to restructure (a "flip") before or at closing, and confirm IP sits with the holding company.',
      ),
  },
  {
    category: 'Legal & Compliance',
    question: ({ profile }) =>
      profile.fintech ? 'Do you need a MAS licence, and how do you handle personal data?' : 'How do you handle personal data and regulatory requirements?',
    answer: ({ profile }) =>
      draftAnswer(
        [],
        [
          'Show PDPA compliance: an appointed Data Protection Officer, consent and notification practices, a data breach response plan, and where customer data is hosted.',
          profile.fintech
            ? 'State your MAS position: which licence applies (e.g. Major or Standard Payment Institution under the Payment Services Act, or a Capital Markets Services licence), whether you hold it, operate under an exemption or through a licensed partner, and your AML/CFT controls.'
            : 'List any sector licences you hold or need in each market you operate in.',
          profile.healthcare ? 'For health products or services, confirm HSA registrations and MOH licensing where they apply.' : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
  },
  {
    category: 'Legal & Compliance',
    question: 'Are your tax filings and grants in order?',
    answer: () =>
      draftAnswer(
        [],
        'Confirm IRAS corporate income tax filings (ECI and Form C-S/C) are up to date, whether you are GST-registered (compulsory above S$1 million taxable turnover), and list any government grants received (e.g. Startup SG, EDG) with conditions that could be triggered by a change in shareholding.',
      ),
  },
];

export function writeInvestorFaq(intake: PitchIntake): FaqContent {
  return buildFaq(INVESTOR_FAQ_TEMPLATES, writerContext(intake));
}
