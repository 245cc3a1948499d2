import type { PitchIntake } from '../../pitchprep/intake';
import { companySignals, type CompanySignals } from '../../pitchprep/writers/company-signals';
import { clean } from '../../pitchprep/writers/writer-text';
import { PRO_CATEGORIES, type ProCategoryId } from '../pro-categories';
import type { BuyerQuestion } from './buyer-questions';

/**
 * Questions the founder's PitchPrep intake raises beyond their ExitCheck answers
 * (docs/product-rules.md, "Questions a buyer will ask"): facts a buyer reads in the deck or the
 * data room and will ask about. Each quotes the intake's own words as where things stand and
 * leaves what is being done to the founder: nothing is invented.
 */
type IntakeRule = {
  id: string;
  categoryId: ProCategoryId;
  raised: (signals: CompanySignals) => boolean;
  ask: (signals: CompanySignals) => string;
  /** The intake's own words the question rests on. */
  today: (intake: PitchIntake) => string;
  evidence: string;
  /** What a good answer covers, for the founder to write. */
  toCover: string;
};

const joinNames = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

const RULES: IntakeRule[] = [
  {
    id: 'intake_runway',
    categoryId: 'financial_reporting',
    raised: (s) => s.runwayMonths !== null && s.runwayMonths < 12,
    ask: (s) => `With ${s.runwayMonths} months of cash left, what happens to the business if the deal takes longer than planned?`,
    today: (intake) => `Runway: ${clean(intake.financials?.runway)}`,
    evidence: 'Financial model and projections',
    toCover: 'the monthly cash plan to completion, what you would cut or raise if the timetable slipped, and any facility you could draw',
  },
  {
    id: 'intake_concentration',
    categoryId: 'customer_concentration',
    raised: (s) => s.concentrated,
    ask: () => 'A few customers carry a large share of revenue: which of their contracts survive a change of owner, and on what notice can they leave?',
    today: (intake) => `Customers: ${clean(intake.traction?.customers) || clean(intake.traction?.keyMetrics)}`,
    evidence: 'Top customer contracts',
    toCover: 'each large customer’s contract term, renewal and change-of-control clauses, and how long they have bought from you',
  },
  {
    id: 'intake_borrowings',
    categoryId: 'legal_compliance',
    raised: (s) => s.borrowings,
    ask: () => 'Which loans, hire purchase or guarantees must be repaid or released at completion, and who has given personal guarantees?',
    today: (intake) => `Financing: ${[intake.financials?.runway, intake.financials?.burnRate].map(clean).filter(Boolean).join('; ')}`,
    evidence: 'Bank facilities, loans and guarantees',
    toCover: 'each facility with its lender, balance, security and change-of-control terms, and the guarantees to release',
  },
  {
    id: 'intake_shareholders',
    categoryId: 'transferability',
    raised: (s) => s.founderStake !== null && s.founderStake < 100,
    ask: (s) => `You own ${s.founderStake}%: which other shareholders must agree to a sale, and do drag-along or pre-emption rights apply?`,
    today: (intake) => `Ownership: ${clean(intake.exit?.goals) || (intake.team ?? []).map((m) => clean(m.background)).find((b) => /owns \d+\s?%/i.test(b)) || ''}`,
    evidence: 'Share capital history',
    toCover: 'who holds the other shares, what the constitution and any shareholders’ agreement require for a sale, and who has agreed already',
  },
  {
    id: 'intake_markets',
    categoryId: 'market_positioning',
    raised: (s) => s.otherMarkets.length > 0,
    ask: (s) => `Your plan names ${joinNames(s.otherMarkets)}: what is already in place there, and what would a new owner have to fund?`,
    today: (intake) => `Plans: ${[intake.market?.som, intake.fundraising?.useOfFunds, intake.exit?.buyerTypes].map(clean).filter(Boolean)[0] ?? ''}`,
    evidence: 'Financial model and projections',
    toCover: 'customers, people and licences already in each market, and the cost and time to build the rest',
  },
];

/** How hard a buyer presses on an intake fact: as on a full-weight answer of its category at 4/10 (6 points short). */
const INTAKE_WEIGHT = 6;
/** At most this many intake questions, so the founder's own answers still lead the list. */
export const INTAKE_QUESTION_LIMIT = 3;

export function intakeBuyerQuestions(intake: PitchIntake): BuyerQuestion[] {
  const signals = companySignals(intake);
  return RULES.filter((rule) => rule.raised(signals))
    .map((rule) => {
      const category = PRO_CATEGORIES.find((c) => c.id === rule.categoryId)!;
      const today = rule.today(intake).replace(/:\s*$/, '');
      return {
        questionId: rule.id,
        categoryId: rule.categoryId,
        categoryTitle: category.title,
        ask: rule.ask(signals),
        today,
        draftAnswer: `Where we are today (from your PitchPrep intake): ${today}. To answer it, cover ${rule.toCover}.`,
        evidence: rule.evidence,
        priority: Math.round(category.weight * INTAKE_WEIGHT * 1000) / 1000,
      };
    })
    // A fact the intake left blank raises no question.
    .filter((question) => question.today.includes(': '))
    .slice(0, INTAKE_QUESTION_LIMIT);
}
