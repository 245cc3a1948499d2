import type { ProCategoryId } from '@bv/domain';
import type { ProAssessmentEntity } from '../entities/pro-assessment.entity';
import type { QuotedAnswer, ReportDraft } from './report-input';

type Playbook = { action: string; owner: string; timeframe: string; recommendation: string };

/** What an adviser would have a Singapore/SEA SME do first about each dimension. */
const PLAYBOOK: Record<ProCategoryId, Playbook> = {
  financial_reporting: {
    action: 'Have the last two years audited (or reviewed) under SFRS, close monthly management accounts within 15 working days, and document EBITDA add-backs with evidence',
    owner: 'Finance lead or external accountant',
    timeframe: '0–3 months',
    recommendation: 'Buyers price uncertainty: clean, audited numbers with a normalised EBITDA bridge are the single biggest lever on your multiple.',
  },
  revenue_quality: {
    action: 'Move your best customers to signed annual or multi-year contracts, track churn and gross margin by product monthly, and write down your revenue recognition policy',
    owner: 'Founder with the sales lead',
    timeframe: '1–6 months',
    recommendation: 'Contracted, recurring revenue with stable margins is valued at a premium; one-off project income is discounted.',
  },
  customer_concentration: {
    action: 'Set a target that no customer exceeds 20 % of revenue, build a pipeline plan to dilute the largest accounts, and check assignment and change-of-control clauses in key contracts',
    owner: 'Founder and sales lead',
    timeframe: '3–12 months',
    recommendation: 'A buyer will ask what happens if your top customer leaves; show contracts that survive a sale and a broader base.',
  },
  leadership_continuity: {
    action: 'Name a second line of management for each key function, document a succession plan, and put retention terms (bonus or equity) in place for key staff through a sale',
    owner: 'Founder',
    timeframe: '3–9 months',
    recommendation: 'If the business depends on you, buyers will insist on a long earn-out; a capable team in place shortens it.',
  },
  operational_systems: {
    action: 'Write SOPs for the ten processes that matter most, move records into your accounting/ERP system, and review IT security and supplier dependence',
    owner: 'Operations lead',
    timeframe: '1–6 months',
    recommendation: 'Documented, system-based operations are what lets a buyer see the business running without its founder.',
  },
  legal_compliance: {
    action: 'Bring ACRA filings and the company register up to date, confirm IP is assigned to the company (founders and contractors), appoint a DPO and review PDPA compliance, and list every licence and dispute',
    owner: 'Company secretary with legal counsel',
    timeframe: '0–3 months',
    recommendation: 'Legal gaps found in due diligence become price cuts, indemnities or escrow; fixing them first is cheaper.',
  },
  market_positioning: {
    action: 'Write a one-page positioning statement with evidence (market share, win rates, references) and a competitor comparison buyers can verify',
    owner: 'Founder with marketing',
    timeframe: '1–3 months',
    recommendation: 'A clear, evidenced position in the market supports the growth story that justifies a higher multiple.',
  },
  transferability: {
    action: 'Reduce the hours and relationships that run through you, clean up related-party transactions and the cap table, and separate the business from your other companies',
    owner: 'Founder',
    timeframe: '6–12 months',
    recommendation: 'The more the business can change hands without you, the more a buyer pays and the less they hold back.',
  },
  growth_potential: {
    action: 'Build a credible three-year forecast tied to your pipeline and capacity, with a costed plan for one new ASEAN market and the grants (e.g. EDG, MRA) it could use',
    owner: 'Founder with the finance lead',
    timeframe: '1–3 months',
    recommendation: 'Buyers pay for the future they can believe: a forecast grounded in pipeline and capacity is worth more than a hockey stick.',
  },
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The report without an AI model (`aiGenerated: false`): specific to the scores and the weakest
 * answers, quoting them, with the playbook action for each priority gap.
 */
export function writeDeterministicReport(assessment: ProAssessmentEntity, answers: QuotedAnswer[]): ReportDraft {
  const scores = assessment.categoryScores ?? [];
  const titleOf = (id: string) => scores.find((c) => c.categoryId === id)?.title ?? id;
  const scoreOf = (id: string) => round1(scores.find((c) => c.categoryId === id)?.score ?? 0);
  const gaps = assessment.gaps ?? [];
  const strengths = assessment.strengths ?? [];
  const weakestAnswers = [...answers].sort((a, b) => a.score - b.score).slice(0, 3);

  const insights = [
    `Your exit readiness is ${assessment.readinessLevel} at ${assessment.totalScore}/100. Strongest: ${strengths.map((id) => `${titleOf(id)} (${scoreOf(id)}/10)`).join(', ')}.`,
    `Priority gaps: ${gaps.map((id) => `${titleOf(id)} (${scoreOf(id)}/10)`).join(', ')}. These are the areas a buyer's due diligence will press on first.`,
    ...weakestAnswers.map((a) => `${a.categoryTitle}: to "${a.question}" you answered "${a.answer}" (${a.score}/10).`),
  ];
  const actionPlan = gaps.map((id) => {
    const play = PLAYBOOK[id as ProCategoryId];
    return { action: `${titleOf(id)}: ${play.action}.`, owner: play.owner, timeframe: play.timeframe };
  });
  const recommendations = [
    ...gaps.map((id) => PLAYBOOK[id as ProCategoryId].recommendation),
    strengths.length > 0 ? `Lead with ${titleOf(strengths[0])} in your information memorandum: it is your best evidence of value.` : null,
    'Re-run ExitCheck Pro after each fix to see your score move, and keep the evidence in your data room.',
  ].filter((r): r is string => r !== null);
  return { insights, actionPlan, recommendations };
}
