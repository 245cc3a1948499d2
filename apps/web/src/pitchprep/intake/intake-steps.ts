import { INTAKE_STEPS, type FigurePoint, type IntakeStep, type PitchIntake, type PitchTrack } from '@bv/domain';

// The intake's questions: labels, hints and lengths. Lengths match the contract (short answers
// 200 characters, long ones 2,000); together the steps take about 15–20 minutes.

type Section = 'company' | 'market' | 'traction' | 'unitEconomics' | 'competition' | 'goToMarket' | 'financials' | 'fundraising' | 'exit';
type TopLevelText = 'problem' | 'solution' | 'product' | 'businessModel';

/** Where an answer lives in the intake: a top-level text or a field of a section. */
export type FieldPath = { key: TopLevelText } | { section: Section; key: string };

export type FieldDef = {
  id: string;
  path: FieldPath;
  label: string;
  hint?: string;
  kind: 'text' | 'textarea';
  maxLength: number;
  rows?: number;
  placeholder?: string;
  required?: boolean;
  /** Suggestions offered under the field (a datalist); any text is accepted. */
  suggestions?: readonly string[];
  inputMode?: 'numeric' | 'url';
};

/** Editors a step shows after its fields: the chart figures and the competition table. */
export type StepExtra = 'history' | 'forecast' | 'rivals';

export type StepDef = { step: IntakeStep; title: string; intro: string; fields: FieldDef[]; extra?: StepExtra };

export const SHORT = 200;
export const LONG = 2_000;
export const TEAM_BACKGROUND = 600;
export const TEAM_MAX = 12;

const COUNTRIES = ['Singapore', 'Malaysia', 'Indonesia', 'Thailand', 'Vietnam', 'Philippines'];
const STAGES = ['Idea', 'Pre-seed', 'Seed', 'Series A', 'Series B or later', 'Profitable SME', 'Established business'];
const ROUNDS = ['Pre-seed', 'Seed', 'Pre-Series A', 'Series A', 'Series B', 'Bridge round', 'Venture debt'];

const short = (id: string, path: FieldPath, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  path,
  label,
  kind: 'text',
  maxLength: SHORT,
  ...extra,
});
const long = (id: string, path: FieldPath, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  path,
  label,
  kind: 'textarea',
  maxLength: LONG,
  rows: 5,
  ...extra,
});

const STEPS: Record<Exclude<IntakeStep, 'track'>, Omit<StepDef, 'step'>> = {
  company: {
    title: 'Your company',
    intro: 'The basics an investor or buyer reads first. Only the name is required; fill in what you know.',
    fields: [
      short('company-name', { section: 'company', key: 'name' }, 'Company name', { required: true, placeholder: 'e.g. Lion City Logistics Pte. Ltd.' }),
      short('company-one-liner', { section: 'company', key: 'oneLiner' }, 'One-line description', {
        hint: 'What you do and for whom, in one sentence. It becomes the tagline on your title slide.',
        placeholder: 'e.g. Same-day B2B delivery for SME retailers in Singapore and Johor',
      }),
      short('company-website', { section: 'company', key: 'website' }, 'Website', { placeholder: 'e.g. lioncity.sg', inputMode: 'url' }),
      short('company-country', { section: 'company', key: 'country' }, 'Headquarters country', { suggestions: COUNTRIES }),
      short('company-industry', { section: 'company', key: 'industry' }, 'Industry', { placeholder: 'e.g. Logistics and supply chain' }),
      short('company-stage', { section: 'company', key: 'stage' }, 'Stage', { suggestions: STAGES }),
      short('company-founded', { section: 'company', key: 'foundedYear' }, 'Year founded', { maxLength: 10, inputMode: 'numeric', placeholder: 'e.g. 2019' }),
    ],
  },
  problem: {
    title: 'The problem',
    intro: 'Investors and buyers back a painful, specific problem. Describe it in your customers’ words.',
    fields: [
      long('problem', { key: 'problem' }, 'What problem do you solve, and for whom?', {
        hint: 'Who feels it, how they cope today, and what it costs them in time, money or risk. Numbers help.',
        rows: 7,
      }),
    ],
  },
  solution: {
    title: 'Your solution',
    intro: 'How you solve the problem, and why that is better than what customers do today.',
    fields: [
      long('solution', { key: 'solution' }, 'How do you solve it?', {
        hint: 'The approach, the result for the customer (faster, cheaper, safer), and why now.',
        rows: 7,
      }),
    ],
  },
  product: {
    title: 'Product',
    intro: 'What exists today and what comes next.',
    fields: [
      long('product', { key: 'product' }, 'What does the product do today?', {
        hint: 'Key features, how customers use it, what is live and what is planned, anything proprietary (IP, data, licences).',
        rows: 7,
      }),
    ],
  },
  market: {
    title: 'Market',
    intro: 'Size the market from the top down and the bottom up. Ranges are fine; say where the figures come from.',
    fields: [
      short('market-tam', { section: 'market', key: 'tam' }, 'Total addressable market (TAM)', {
        hint: 'Everyone who could buy a solution like yours.',
        placeholder: 'e.g. S$4.2B: SME logistics spend in Southeast Asia',
      }),
      short('market-sam', { section: 'market', key: 'sam' }, 'Serviceable addressable market (SAM)', {
        hint: 'The part you can reach with today’s product and channels.',
        placeholder: 'e.g. S$600M: Singapore and Malaysia',
      }),
      short('market-som', { section: 'market', key: 'som' }, 'Serviceable obtainable market (SOM)', {
        hint: 'What you can realistically win in three to five years.',
        placeholder: 'e.g. S$30M',
      }),
      long('market-notes', { section: 'market', key: 'notes' }, 'How you sized it', {
        hint: 'Sources and assumptions, e.g. SingStat, DOSM, industry reports, your own pipeline.',
        rows: 4,
      }),
    ],
  },
  traction: {
    title: 'Traction',
    intro: 'Evidence that customers want this. Use your latest figures and say which period they cover.',
    fields: [
      short('traction-revenue', { section: 'traction', key: 'revenue' }, 'Revenue today', { placeholder: 'e.g. S$85k MRR, or S$1.2M in FY2024' }),
      short('traction-growth', { section: 'traction', key: 'growth' }, 'Growth', { placeholder: 'e.g. 12% month on month over the last six months' }),
      long('traction-customers', { section: 'traction', key: 'customers' }, 'Customers', {
        hint: 'How many, notable names you may mention, retention or churn.',
        rows: 4,
      }),
      long('traction-metrics', { section: 'traction', key: 'keyMetrics' }, 'Other key metrics', {
        hint: 'Retention, churn, utilisation, NPS: one per line or separated by semicolons, each with its figure.',
        rows: 4,
      }),
    ],
    extra: 'history',
  },
  businessModel: {
    title: 'Business model',
    intro: 'How the business makes money and how it sells.',
    fields: [
      long('business-model', { key: 'businessModel' }, 'How do you make money?', {
        hint: 'Who pays, for what, how often and on what contract.',
        rows: 5,
      }),
      short('ue-price', { section: 'unitEconomics', key: 'price' }, 'Price', { placeholder: 'e.g. S$45 per outlet a month' }),
      short('ue-margin', { section: 'unitEconomics', key: 'grossMargin' }, 'Gross margin', { placeholder: 'e.g. 82%' }),
      short('ue-cac', { section: 'unitEconomics', key: 'cac' }, 'Customer acquisition cost (CAC)', { placeholder: 'e.g. S$2,900 per customer' }),
      short('ue-ltv', { section: 'unitEconomics', key: 'ltv' }, 'Lifetime value (LTV)', { placeholder: 'e.g. S$26,000 per customer' }),
      short('ue-payback', { section: 'unitEconomics', key: 'payback' }, 'Payback', { placeholder: 'e.g. 7 months' }),
    ],
  },
  competition: {
    title: 'Competition',
    intro: 'Every market has competitors; naming them shows you know yours.',
    fields: [
      long('competition-competitors', { section: 'competition', key: 'competitors' }, 'Who do you compete with?', {
        hint: 'Direct competitors, regional players, substitutes and the “do nothing” option.',
      }),
      long('competition-advantage', { section: 'competition', key: 'advantage' }, 'Why do you win?', {
        hint: 'Your lasting edge: technology, data, distribution, licences (e.g. MAS), cost, team.',
      }),
    ],
    extra: 'rivals',
  },
  goToMarket: {
    title: 'Go-to-market',
    intro: 'How you win customers today, and where you go next.',
    fields: [
      long('gtm-channels', { section: 'goToMarket', key: 'channels' }, 'How do you win customers?', {
        hint: 'Your channels (direct sales, partners, digital, marketplaces), one per line, with what each costs or brings.',
      }),
      long('gtm-expansion', { section: 'goToMarket', key: 'expansion' }, 'Where do you go next?', {
        hint: 'New markets, sites or products in order, with dates, budgets and the hire or partner for each.',
        placeholder: 'e.g. Kuala Lumpur launch in Q2 2026 with a 4-person sales team, then Jakarta in 2027',
      }),
    ],
  },
  team: {
    title: 'Team',
    intro: 'The people who will deliver the plan. Add founders and key hires (up to 12).',
    fields: [],
  },
  financials: {
    title: 'Financials',
    intro: 'The numbers behind the story. Management accounts are fine; say if figures are audited.',
    fields: [
      short('financials-revenue', { section: 'financials', key: 'currentRevenue' }, 'Current annual revenue', { placeholder: 'e.g. S$1.2M (FY2024, audited)' }),
      long('financials-projections', { section: 'financials', key: 'projections' }, 'Projections', {
        hint: 'Revenue and profit for the next three years, and the assumptions behind them.',
      }),
      short('financials-burn', { section: 'financials', key: 'burnRate' }, 'Monthly burn', { placeholder: 'e.g. S$60k a month, or “profitable”' }),
      short('financials-runway', { section: 'financials', key: 'runway' }, 'Runway', { placeholder: 'e.g. 14 months at current burn' }),
    ],
    extra: 'forecast',
  },
};

const TRACK_STEPS: Record<PitchTrack, Omit<StepDef, 'step'>> = {
  fundraising: {
    title: 'Your round',
    intro: 'What you are raising and what it will buy.',
    fields: [
      short('round-name', { section: 'fundraising', key: 'round' }, 'Round', { suggestions: ROUNDS }),
      short('round-amount', { section: 'fundraising', key: 'amount' }, 'Amount you are raising', { placeholder: 'e.g. S$2M, with S$500k committed' }),
      long('round-use', { section: 'fundraising', key: 'useOfFunds' }, 'Use of funds', {
        hint: 'How you will spend it and which milestones it reaches, e.g. 40% product, 35% sales in Indonesia, 25% working capital.',
      }),
    ],
  },
  exit: {
    title: 'Your exit',
    intro: 'What a good exit looks like for you, and who might buy.',
    fields: [
      long('exit-goals', { section: 'exit', key: 'goals' }, 'What do you want from the exit?', {
        hint: 'Full or partial sale, whether you stay on, timing, what matters for your staff and customers.',
      }),
      long('exit-buyers', { section: 'exit', key: 'buyerTypes' }, 'Who are the likely buyers?', {
        hint: 'Strategic acquirers, private equity, family offices, a management buy-out; name companies if you have them in mind.',
      }),
      short('exit-valuation', { section: 'exit', key: 'valuationExpectations' }, 'Valuation expectations', { placeholder: 'e.g. S$8–10M, about 5x EBITDA' }),
      short('exit-timeline', { section: 'exit', key: 'timeline' }, 'Timeline', { placeholder: 'e.g. complete within 12–18 months' }),
    ],
  },
};

export const STEP_COUNT = INTAKE_STEPS.length;

export function stepDef(index: number, track: PitchTrack): StepDef {
  const step = INTAKE_STEPS[index];
  return { step, ...(step === 'track' ? TRACK_STEPS[track] : STEPS[step]) };
}

/** A fresh intake: every answer empty, the track's own section ready to fill. */
export function emptyIntake(track: PitchTrack): PitchIntake {
  return withSections({
    track,
    company: { name: '', oneLiner: '', website: '', country: '', industry: '', stage: '', foundedYear: '' },
    problem: '',
    solution: '',
    product: '',
    market: { tam: '', sam: '', som: '', notes: '' },
    traction: { revenue: '', growth: '', customers: '', keyMetrics: '', history: [] },
    businessModel: '',
    unitEconomics: { price: '', grossMargin: '', cac: '', ltv: '', payback: '' },
    competition: { competitors: '', advantage: '', rivals: [] },
    goToMarket: { channels: '', expansion: '' },
    team: [],
    financials: { currentRevenue: '', projections: '', burnRate: '', runway: '', forecast: [], profit: [] },
  });
}

/** Both track sections present in the form, so switching track never loses answers. */
export function withSections(intake: PitchIntake): PitchIntake {
  return {
    ...intake,
    fundraising: intake.fundraising ?? { round: '', amount: '', useOfFunds: '' },
    exit: intake.exit ?? { goals: '', buyerTypes: '', valuationExpectations: '', timeline: '' },
  };
}

const isBlank = (values: Record<string, string>) => Object.values(values).every((value) => value.trim() === '');
const figures = (points: FigurePoint[] | undefined) => (points ?? []).filter((point) => point.period.trim() !== '' && Number.isFinite(point.amount));

/** What is sent: blank team rows and an untouched other-track section are left out. */
export function intakeToSend(intake: PitchIntake): PitchIntake {
  const { fundraising, exit, ...rest } = intake;
  const keep = (track: PitchTrack, section: Record<string, string> | undefined) =>
    section !== undefined && (intake.track === track || !isBlank(section));
  return {
    ...rest,
    traction: { ...rest.traction, history: figures(rest.traction.history) },
    competition: { ...rest.competition, rivals: (rest.competition.rivals ?? []).filter((rival) => !isBlank(rival)) },
    financials: { ...rest.financials, forecast: figures(rest.financials.forecast), profit: figures(rest.financials.profit) },
    team: intake.team.filter((member) => !isBlank(member)),
    ...(keep('fundraising', fundraising) ? { fundraising } : {}),
    ...(keep('exit', exit) ? { exit } : {}),
  };
}

export function readField(intake: PitchIntake, path: FieldPath): string {
  if (!('section' in path)) return intake[path.key];
  const section = intake[path.section] as Record<string, string> | undefined;
  return section?.[path.key] ?? '';
}

export function writeField(intake: PitchIntake, path: FieldPath, value: string): PitchIntake {
  if (!('section' in path)) return { ...intake, [path.key]: value };
  const section = (intake[path.section] ?? {}) as Record<string, string>;
  return { ...intake, [path.section]: { ...section, [path.key]: value } };
}
