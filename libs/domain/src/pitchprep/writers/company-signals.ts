import type { PitchIntake } from '../intake';
import { isConcentrated } from './customer-concentration';
import { clean } from './writer-text';

/** Where a company is in its life, read from its stage and revenue. */
export type CompanyStage = 'pre-seed' | 'seed' | 'growth' | 'established';

/**
 * What the FAQ writers read from an intake to choose the questions a reader of this company would
 * ask (docs/product-rules.md, "PitchPrep outputs"): its stage, its kind of business, the markets it
 * names and where it looks weakest.
 */
export type CompanySignals = {
  stage: CompanyStage;
  hardware: boolean;
  consumer: boolean;
  logistics: boolean;
  services: boolean;
  preRevenue: boolean;
  /** The runway in months when the founder gave one. */
  runwayMonths: number | null;
  /** One customer over 20 % of revenue, or the top ten over 40 %. */
  concentrated: boolean;
  /** A software business without a technical founder, or a team of one. */
  teamGap: boolean;
  /** Southeast Asian markets the plan names besides the home country. */
  otherMarkets: string[];
  /** Private equity among the buyers the seller has in mind. */
  privateEquity: boolean;
  /** Strategic or trade buyers among them. */
  strategic: boolean;
  /** Loans, hire purchase or other debt mentioned. */
  borrowings: boolean;
  /** The founder owns a stake of this size (%), when the intake says. */
  founderStake: number | null;
};

const SEA_MARKETS = ['Singapore', 'Malaysia', 'Indonesia', 'Thailand', 'Vietnam', 'Philippines', 'Cambodia', 'Myanmar', 'Brunei', 'Laos'];
const CITY_MARKET: Record<string, string> = { 'Kuala Lumpur': 'Malaysia', 'Klang Valley': 'Malaysia', Jakarta: 'Indonesia', Bangkok: 'Thailand', Manila: 'Philippines', 'Ho Chi Minh': 'Vietnam', Hanoi: 'Vietnam' };

const text = (...values: (string | undefined)[]) => values.map((v) => clean(v)).join(' \n ');

function stageOf(intake: PitchIntake, preRevenue: boolean): CompanyStage {
  const stage = clean(intake.company?.stage).toLowerCase();
  if (/established|profitable|mature|family|sme|bootstrapped/.test(stage) || intake.track === 'exit') return 'established';
  if (/series [a-z]|growth|scale/.test(stage)) return 'growth';
  if (/pre-?seed|idea|angel|mvp|prototype/.test(stage) || preRevenue) return 'pre-seed';
  return 'seed';
}

function runwayMonths(runway: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:months?|mths?)\b/i.exec(runway);
  return match ? Number(match[1]) : null;
}

export function companySignals(intake: PitchIntake): CompanySignals {
  const identity = text(intake.company?.industry, intake.company?.oneLiner).toLowerCase();
  const all = text(intake.company?.industry, intake.company?.oneLiner, intake.product, intake.solution, intake.businessModel);
  const revenueText = text(intake.traction?.revenue, intake.financials?.currentRevenue);
  const preRevenue = revenueText.trim() === '' || /pre-?revenue|no revenue|not yet (?:generating|earning)/i.test(revenueText);
  const home = clean(intake.company?.country) || 'Singapore';
  const planText = text(intake.market?.sam, intake.market?.som, intake.market?.notes, intake.financials?.projections, intake.fundraising?.useOfFunds, intake.exit?.buyerTypes);
  const named = new Set<string>();
  for (const market of SEA_MARKETS) if (new RegExp(`\\b${market}\\b`, 'i').test(planText)) named.add(market);
  for (const [city, market] of Object.entries(CITY_MARKET)) if (planText.includes(city)) named.add(market);
  const team = intake.team ?? [];
  const roles = team.map((m) => `${clean(m.role)} ${clean(m.background)}`.toLowerCase()).join(' ');
  const software = /software|saas|platform|\bapp\b|\bapi\b|cloud|\bai\b/.test(all.toLowerCase());
  const buyers = clean(intake.exit?.buyerTypes).toLowerCase();
  const stake = /owns (\d+)\s?%/i.exec(text(...team.map((m) => m.background), intake.exit?.goals));
  return {
    stage: stageOf(intake, preRevenue),
    hardware: /hardware|device|manufactur|factory|iot\b|robot/.test(identity),
    consumer: /f&b|food and beverage|restaurant|caf[eé]|retail|consumer|d2c|fashion|beauty/.test(identity) && !/for (?:f&b|retail)/.test(identity),
    logistics: /logistic|freight|warehous|cold chain|delivery|shipping/.test(identity),
    services: /agency|consult|services|clinic|education|training/.test(identity),
    preRevenue,
    runwayMonths: runwayMonths(clean(intake.financials?.runway)),
    concentrated: isConcentrated(text(intake.traction?.customers, intake.traction?.keyMetrics, intake.financials?.currentRevenue)),
    teamGap: team.filter((m) => clean(m.name) || clean(m.role)).length <= 1 || (software && !/cto|technical|engineer|developer|chief technology/.test(roles)),
    otherMarkets: [...named].filter((market) => market.toLowerCase() !== home.toLowerCase()),
    privateEquity: /private equity|\bpe\b|pe-backed|financial (?:buyer|sponsor)|fund/.test(buyers),
    strategic: /strategic|trade buyer|competitor|group|distributor|integrat|corporate/.test(buyers),
    borrowings: /\bloans?\b|\bdebt\b(?![- ]free)|borrowing|hire[- ]purchase|overdraft/i.test(text(intake.financials?.runway, intake.financials?.burnRate, intake.financials?.currentRevenue)),
    founderStake: stake ? Number(stake[1]) : null,
  };
}
