import type { ProCategoryDraft } from './define-pro-questions';

export const GROWTH_POTENTIAL_V1: ProCategoryDraft = {
  description: 'Whether a buyer can believe in growth beyond today’s numbers: pipeline, capacity, regional expansion, government support and a credible forecast.',
  questions: [
    {
      id: 'gp_1',
      question: 'How visible is your sales pipeline?',
      weight: 1,
      hint: 'A tracked pipeline is the evidence behind next year’s revenue, and buyers test the forecast against it.',
      options: [
        { score: 0, text: 'Not tracked; we wait for enquiries to come in' },
        { score: 3, text: 'The owner knows the main opportunities, but nothing is recorded' },
        { score: 6, text: 'Opportunities are logged in a CRM by stage, but values and win rates are unreliable' },
        { score: 10, text: 'A CRM pipeline with stage-weighted values and historical win rates that covers most of the next six months’ target' },
      ],
    },
    {
      id: 'gp_2',
      question: 'Do you have a credible three-year forecast?',
      weight: 1,
      hint: 'Buyers and their lenders build on your forecast only if it ties to past performance, the pipeline and stated assumptions.',
      options: [
        { score: 0, text: 'Nothing beyond this year’s budget, if that' },
        { score: 3, text: 'A growth percentage applied to this year, with no stated assumptions' },
        { score: 6, text: 'A three-year P&L with assumptions, but no cash flow or balance sheet, or never compared with actual results' },
        { score: 10, text: 'An integrated three-year P&L, cash flow and balance sheet tied to the pipeline and capacity, and last year’s budget met within 10%' },
      ],
    },
    {
      id: 'gp_3',
      question: 'Can you grow without a step change in costs?',
      weight: 0.9,
      hint: 'Spare capacity means growth flows through to profit; if new premises or equipment come first, the buyer has to fund them.',
      options: [
        { score: 0, text: 'We are at full capacity; more sales need new premises, equipment or hires before the revenue arrives' },
        { score: 3, text: 'Some spare capacity, but headcount has to grow in step with revenue' },
        { score: 6, text: 'Room for 20–30% more volume with the current team and premises' },
        { score: 10, text: 'Systems, team and premises can take 50% or more growth with mostly variable costs, and the hiring plan is mapped out' },
      ],
    },
    {
      id: 'gp_4',
      question: 'How concrete is your plan to expand into other ASEAN markets or new segments?',
      weight: 0.9,
      hint: 'A tested expansion plan gives buyers, especially strategic buyers already in the region, upside they can underwrite.',
      options: [
        { score: 0, text: 'No expansion plan' },
        { score: 3, text: 'Ideas for markets such as Malaysia, Indonesia or Vietnam, not yet researched' },
        { score: 6, text: 'A written plan with target markets, entry route and budget, not yet tested' },
        { score: 10, text: 'A costed plan already validated with pilot customers, a signed partner or distributor, and the local regulatory requirements mapped' },
      ],
    },
    {
      id: 'gp_5',
      question: 'How do you use government support such as the Enterprise Development Grant (EDG) and Market Readiness Assistance (MRA)?',
      weight: 0.8,
      hint: 'Grants lower the cost of the growth plan, but buyers check their conditions because a sale can trigger reporting duties or clawback.',
      options: [
        { score: 2, text: 'We are not aware of the Enterprise Singapore schemes, or have never applied' },
        { score: 6, text: 'We have used a grant (MRA for an overseas market, PSG for software) on a past project' },
        { score: 10, text: 'EDG and MRA are built into the expansion plan, past claims are closed, and grant conditions a sale could trigger are tracked' },
      ],
    },
  ],
};
