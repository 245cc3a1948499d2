import type { ProCategoryId } from '@bv/domain';

/** One first move per category, used for the founder's three priority gaps. */
export const NEXT_STEP_BY_CATEGORY: Record<ProCategoryId, string> = {
  financial_reporting:
    'Close the books monthly within 15 working days, reconcile management accounts to your ACRA filings and IRAS returns, and write up a normalised EBITDA with evidence for every add-back.',
  revenue_quality:
    'Move your top customers onto written contracts with renewal terms, and report recurring versus one-off revenue every month so a buyer can see what repeats.',
  customer_concentration:
    'List revenue by customer for the last three years; if any customer is over 15%, set a target and a named owner for winning two new accounts of similar size this year.',
  leadership_continuity:
    'Name a second-in-command for each key function, write down the decisions only you make today, and agree retention terms with the people a buyer will want to keep.',
  operational_systems:
    'Document the ten processes that run the business (order to cash, hiring, delivery) in a shared operations manual, and check that each runs for two weeks without you.',
  legal_compliance:
    'Ask your company secretary for a compliance health check: ACRA filings, registers, PDPA policies, employment contracts, IP assignments and licences, with gaps fixed before a buyer finds them.',
  market_positioning:
    'Write a one-page competitive summary: who you win against and why, your share of the segment, and the evidence (win rates, reviews, awards) a buyer can verify.',
  transferability:
    'Move supplier, bank and customer relationships from your name to the company and to your team, and take a two-week holiday as a test of what breaks.',
  growth_potential:
    'Turn your growth story into a costed three-year plan with two or three initiatives (new markets in SEA, products, channels), each with its investment, milestones and early proof.',
};

export const GENERAL_NEXT_STEPS = [
  'Generate the AI report below for a prioritised action plan with owners and timeframes.',
  'Share the results with your accountant or adviser and agree who owns each priority gap.',
  'Take ExitCheck Pro again in 90 days: your category scores will show the change since this assessment.',
];
