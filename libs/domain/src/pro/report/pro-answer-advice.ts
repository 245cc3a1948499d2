import type { ProCategoryId } from '../pro-categories';

/**
 * What to do about one question when its answer is below the top mark, and the words that show a
 * piece of advice is about that question (docs/product-rules.md, "ExitCheck Pro report"). Advice is
 * only ever drawn from the entries of questions answered below 10, so a report cannot tell a founder
 * to fix what they already answered at the top mark; `topics` let the same check run on text a
 * model wrote.
 */
export type ProAnswerAdvice = {
  action: string;
  owner: string;
  timeframe: string;
  /** Case-insensitive patterns, specific to this question: advice that matches one is about it. */
  topics: readonly string[];
};

export const PRO_ANSWER_ADVICE: Readonly<Record<string, ProAnswerAdvice>> = {
  fr_1: {
    action: 'Appoint an independent auditor for the current financial year and keep audits running, so a buyer sees three consecutive clean opinions under SFRS',
    owner: 'Finance lead with the auditor',
    timeframe: 'Next year-end, then yearly',
    topics: ['\\baudit(?:s|ed|or|ors)?\\b', 'statutory accounts', 'annual financial statements'],
  },
  fr_2: {
    action: 'Close the books monthly within 10 working days: P&L, balance sheet and cash flow, compared with the budget and reviewed in a monthly management meeting',
    owner: 'Finance lead',
    timeframe: '0–3 months',
    topics: ['management accounts', 'month-end', 'monthly close', 'close the (?:books|month)'],
  },
  fr_3: {
    action: 'Build a three-year normalised EBITDA bridge that starts from the reported profit and supports each add-back (owner pay at market rate, one-off costs, rent above market) with an invoice or contract',
    owner: 'Finance lead or external accountant',
    timeframe: '1–3 months',
    topics: ['add-backs?', 'normalised EBITDA', 'EBITDA bridge', 'normalisation'],
  },
  fr_4: {
    action: 'Clear every overdue or queried filing with ACRA and IRAS (annual return, ECI, Form C-S/C, GST F5), close open queries, and keep a calendar of filing dates with the tax computations on file',
    owner: 'Company secretary with the tax agent',
    timeframe: '0–3 months',
    topics: ['\\bIRAS\\b', 'annual returns?', '\\bGST\\b', 'tax filings?', 'Form C-S', '\\bECI\\b'],
  },
  fr_5: {
    action: 'Track debtor, creditor and stock days monthly and build 24 months of net working capital, with the seasonal peaks explained, so you can propose the normal level in the sale agreement',
    owner: 'Finance lead',
    timeframe: '1–3 months',
    topics: ['working capital', 'debtor days', 'creditor days', 'seasonal'],
  },
  rq_1: {
    action: 'Move repeat customers onto signed annual or multi-year agreements (retainers, service contracts, subscriptions) and report recurring and contracted revenue separately every month',
    owner: 'Founder with the sales lead',
    timeframe: '3–9 months',
    topics: ['recurring revenue', 'recurring or contracted', 'multi-year agreements', 'retainers?'],
  },
  rq_2: {
    action: 'Measure revenue retention by yearly customer cohort, reconciled to invoices, and give each key account an account plan to grow its spend',
    owner: 'Sales lead',
    timeframe: '1–6 months',
    topics: ['revenue retention', 'net retention', 'cohorts?', '\\bchurn\\b'],
  },
  rq_3: {
    action: 'Report gross margin monthly by product or service line for the last three years and write down what moved it (prices, input costs, mix)',
    owner: 'Finance lead',
    timeframe: '1–3 months',
    topics: ['gross margins?'],
  },
  rq_4: {
    action: 'Write a revenue recognition policy under SFRS(I) 15 or SFRS for Small Entities, and reconcile deferred and accrued revenue every month, agreed at each year-end',
    owner: 'Finance lead with the auditor',
    timeframe: '1–3 months',
    topics: ['revenue recognition', 'SFRS\\(I\\) 15', 'deferred revenue', 'accrued revenue'],
  },
  rq_5: {
    action: 'Review prices every year, test a rise on one segment first, and record how customers responded so you can show a buyer your pricing power',
    owner: 'Founder with the sales lead',
    timeframe: '3–6 months',
    topics: ['pric(?:e|es|ing) (?:rise|increase|review|power)', 'raise (?:your )?prices'],
  },
  cc_1: {
    action: 'Set a ceiling of 10–20 % of revenue for any one customer and win new accounts so the largest one falls below it; show a buyer the trend quarter by quarter',
    owner: 'Founder and sales lead',
    timeframe: '6–18 months',
    topics: ['largest customer', 'biggest customer', 'single customer', 'any one customer', 'top customer'],
  },
  cc_2: {
    action: 'Broaden the customer base so the top five are under 30 % of revenue: a target list by segment, a monthly review of new-account wins, and a second named contact on each large account',
    owner: 'Sales lead',
    timeframe: '6–18 months',
    topics: ['top five', 'five largest', 'top 5', 'customer base'],
  },
  cc_3: {
    action: 'Put every major customer on a signed framework or multi-year agreement with at least three months’ notice, and keep a register of renewal dates',
    owner: 'Founder with legal counsel',
    timeframe: '3–9 months',
    topics: ['framework (?:or multi-year )?agreements?', 'signed (?:customer )?contracts?', 'notice period', 'purchase orders'],
  },
  cc_4: {
    action: 'Have a lawyer review the assignment and change-of-control clauses of your major contracts, and agree consents in principle with the customers whose contracts could end on a sale',
    owner: 'Legal counsel',
    timeframe: '1–3 months',
    topics: ['change[- ]of[- ]control', 'assignment clauses?'],
  },
  cc_5: {
    action: 'List every government, GLC or tendered contract with its renewal date, keep the GeBIZ and BCA registrations in the company’s name, and plan the re-tenders due in the next two years',
    owner: 'Founder with the tender lead',
    timeframe: '1–3 months',
    topics: ['tenders?', 'tendered', '\\bGeBIZ\\b', '\\bGLC\\b', 'government contracts?', 'BCA (?:registration|workhead)'],
  },
  ld_1: {
    action: 'Name a deputy for every key role, write down the know-how each person holds, and test it by having deputies cover real work for two weeks',
    owner: 'Founder',
    timeframe: '3–9 months',
    topics: ['key[- ]person', 'deputy', 'deputies', 'know-how'],
  },
  ld_2: {
    action: 'Give a second line of managers their own budgets and KPIs and let them run the business for a period without you, so a buyer sees a team that already delivers',
    owner: 'Founder',
    timeframe: '6–12 months',
    topics: ['second line', 'management team', 'budgets and KPIs'],
  },
  ld_3: {
    action: 'Write a succession plan for each key role, review it every year, and train successors by having them cover the roles during leave',
    owner: 'Founder with HR',
    timeframe: '3–6 months',
    topics: ['succession'],
  },
  ld_4: {
    action: 'Tie key staff in through completion with retention bonuses, phantom shares or options that pay for staying, and agree the length of your own handover',
    owner: 'Founder with HR',
    timeframe: '3–6 months',
    topics: ['retention bonus(?:es)?', 'phantom shares', 'retain key staff', 'tie (?:key staff|them) in'],
  },
  ld_5: {
    action: 'Put the people records in order: current contracts with confidentiality, invention-assignment and non-solicitation clauses, CPF and SDL reconciled monthly, and work-pass quota headroom checked before renewals',
    owner: 'HR lead',
    timeframe: '1–3 months',
    topics: ['\\bCPF\\b', 'work pass(?:es)?', 'employment contracts?', 'S Pass', 'COMPASS', '\\bSDL\\b'],
  },
  os_1: {
    action: 'Write SOPs for the core processes, starting with those only one person knows, give each a named owner, and use them in training',
    owner: 'Operations lead',
    timeframe: '1–6 months',
    topics: ['\\bSOPs?\\b', 'standard operating procedures?', 'document(?:ed)? (?:the )?(?:core )?processes'],
  },
  os_2: {
    action: 'Move accounting, sales and stock records onto one integrated system (or connect them) so reports come straight from one set of data with user access controls',
    owner: 'Operations lead with the finance lead',
    timeframe: '3–9 months',
    topics: ['\\bERP\\b', 'integrated system', 'accounting system', 'spreadsheets'],
  },
  os_3: {
    action: 'Keep inventory and work in progress live in the system, run regular cycle counts, and provide for slow-moving stock so counts agree with the books',
    owner: 'Operations lead',
    timeframe: '1–3 months',
    topics: ['inventory', 'stock count', 'cycle counts?', 'work in progress', 'slow-moving'],
  },
  os_4: {
    action: 'Turn on multi-factor authentication everywhere, test backups, write an incident response plan, and work towards CSA Cyber Essentials certification',
    owner: 'IT lead or managed service provider',
    timeframe: '1–3 months',
    topics: ['cyber', 'multi-factor', '\\bMFA\\b', 'backups?', 'incident response'],
  },
  os_5: {
    action: 'Qualify and test a second source for every critical input, and put the main supplier on a written contract with notice and price terms',
    owner: 'Operations lead',
    timeframe: '3–9 months',
    topics: ['suppliers?', 'second source', 'sole source'],
  },
  lg_1: {
    action: 'Bring the minute book and registers in line with ACRA, and have every shareholder sign a shareholder agreement with drag-along, tag-along and pre-emption rights',
    owner: 'Company secretary with legal counsel',
    timeframe: '1–3 months',
    topics: ['minute book', 'shareholder agreement', 'drag-along', 'tag-along', 'registers? of (?:members|directors)', 'statutory registers'],
  },
  lg_2: {
    action: 'Collect signed IP assignments from founders, staff and contractors, register trade marks with IPOS and in key ASEAN markets, and move domains, code repositories and accounts into the company’s name',
    owner: 'Legal counsel',
    timeframe: '1–3 months',
    topics: ['intellectual property', '\\bIP\\b', 'IPOS', 'trade ?marks?', 'domain names?'],
  },
  lg_3: {
    action: 'Appoint a Data Protection Officer, keep a record of the personal data you hold with a retention schedule, add data protection clauses to vendor contracts, and test a breach response plan',
    owner: 'Data Protection Officer',
    timeframe: '1–3 months',
    topics: ['\\bPDPA\\b', '\\bPDPC\\b', 'data protection', '\\bDPO\\b', 'personal data'],
  },
  lg_4: {
    action: 'List every licence and permit with its holder and renewal date, move any held by individuals into the company, and ask each regulator whether a change in ownership needs notice or approval',
    owner: 'Company secretary',
    timeframe: '1–3 months',
    topics: ['licen[cs]es?', 'permits?'],
  },
  lg_5: {
    action: 'Settle or provide for open claims, and have your Employment Act practices (working hours, overtime, leave) reviewed so no claim surfaces in due diligence',
    owner: 'Founder with legal counsel',
    timeframe: '1–6 months',
    topics: ['disputes?', 'open claims', 'legal claims', 'litigation', 'Employment Act'],
  },
  mp_1: {
    action: 'Collect evidence of why customers choose you: win/loss reasons for the last 20 deals, a short customer survey, and the switching costs or accreditations rivals lack',
    owner: 'Founder with the sales lead',
    timeframe: '1–3 months',
    topics: ['win/loss', 'customer survey', 'why customers choose', 'competitors?'],
  },
  mp_2: {
    action: 'Size your market from a named source and estimate your share for the last three years, showing where you rank among the main players in your niche',
    owner: 'Founder with marketing',
    timeframe: '1–2 months',
    topics: ['market size', 'market share', 'size (?:of )?(?:your|the) market'],
  },
  mp_3: {
    action: 'Map the direct competitors and what it would take a new entrant to match you (scale, long contracts, expertise, regulatory approvals), and strengthen the barrier that is cheapest to raise',
    owner: 'Founder',
    timeframe: '1–3 months',
    topics: ['competitors?', 'new entrants?', 'barriers? to entry'],
  },
  mp_4: {
    action: 'Register the brand, grow online reviews and inbound enquiries, and track how many leads arrive without your personal network',
    owner: 'Marketing lead',
    timeframe: '3–12 months',
    topics: ['\\bbrand\\b', 'inbound', 'online reviews', 'customer reviews'],
  },
  mp_5: {
    action: 'Establish a presence in one other ASEAN market (an entity, a small team or an exclusive partner) and report its revenue separately',
    owner: 'Founder',
    timeframe: '6–18 months',
    topics: ['presence in', 'ASEAN (?:market )?presence', 'outside Singapore'],
  },
  gp_1: {
    action: 'Run the sales pipeline in a CRM with stages, values and expected close dates, and track win rates so the pipeline covers the next six months’ target',
    owner: 'Sales lead',
    timeframe: '1–3 months',
    topics: ['pipeline', '\\bCRM\\b', 'win rates?'],
  },
  gp_2: {
    action: 'Build an integrated three-year forecast (P&L, cash flow, balance sheet) whose assumptions tie to expected sales and headcount, and compare last year’s budget with the actuals',
    owner: 'Finance lead',
    timeframe: '1–3 months',
    topics: ['forecast', 'projections?', 'three-year (?:plan|model)'],
  },
  gp_3: {
    action: 'Work out how much growth today’s team, systems and premises can take, and map the hires and capacity that a 50 % larger business would need',
    owner: 'Founder with the operations lead',
    timeframe: '1–3 months',
    topics: ['capacity', 'step change in costs', 'hiring plan'],
  },
  gp_4: {
    action: 'Cost an expansion plan for one ASEAN market or new segment and validate it with pilot customers or a signed partner, mapping the local rules first',
    owner: 'Founder',
    timeframe: '3–9 months',
    topics: ['expansion plan', 'expand(?:ing)? into', 'new segments?', 'pilot customers'],
  },
  gp_5: {
    action: 'Build EDG and MRA support into the growth plan, settle past grant reporting, and list the grant conditions a sale could trigger',
    owner: 'Finance lead',
    timeframe: '1–3 months',
    topics: ['\\bEDG\\b', '\\bMRA\\b', 'grants?', 'Enterprise Development Grant', 'Market Readiness Assistance'],
  },
  tr_1: {
    action: 'Cut your hours in the business by delegating daily sales, operations and approvals to managers, then take two weeks away to prove it runs without you',
    owner: 'Founder',
    timeframe: '6–12 months',
    topics: ['your hours', 'hours a week', 'delegat(?:e|ing|ion)', 'runs without you'],
  },
  tr_2: {
    action: 'Introduce an account manager to every major customer and supplier, and hand the day-to-day relationship over while you are still there to vouch for them',
    owner: 'Founder with the sales lead',
    timeframe: '6–12 months',
    topics: ['account managers?', 'relationships? (?:that )?depend on you', 'personal relationships?', 'suppliers?'],
  },
  tr_3: {
    action: 'End related-party arrangements, or put them on written arm’s-length terms disclosed in the accounts: family on the payroll, personal expenses, director loans and related-party rent',
    owner: 'Founder with the finance lead',
    timeframe: '3–6 months',
    topics: ['related[- ]party', 'director loans?', 'arm’s[- ]length', "arm's[- ]length", 'personal expenses'],
  },
  tr_4: {
    action: 'Separate the business from your other companies: its own premises, staff, contracts and bank accounts, or written agreements at market rates for anything still shared',
    owner: 'Founder with legal counsel',
    timeframe: '3–12 months',
    topics: ['other companies', 'separate the business', 'carve[- ]out', 'shared (?:staff|premises|services)'],
  },
  tr_5: {
    action: 'Tidy the shareholding: document every option and convertible, end nominee or informal holdings, match the cap table to ACRA, and agree with all shareholders on selling',
    owner: 'Founder with the company secretary',
    timeframe: '1–6 months',
    topics: ['cap table', 'shareholding', 'nominee', 'convertibles?', 'share options?'],
  },
};

/**
 * How a buyer prices a gap in each category: the reasoning behind ranking gaps by weight × gap
 * (docs/product-rules.md, "ExitCheck Pro report").
 */
export const PRO_BUYER_RESPONSE: Readonly<Record<ProCategoryId, string>> = {
  financial_reporting: 'Buyers re-do numbers they cannot verify, strike out adjustments without evidence and apply a lower multiple to earnings they cannot rely on.',
  revenue_quality: 'Revenue a buyer cannot count on next year earns a lower multiple, and a falling margin cuts the earnings the multiple applies to.',
  customer_concentration: 'A customer who could leave after completion is priced through an earn-out or deferred payment tied to that customer staying.',
  leadership_continuity: 'An owner-dependent business sells with a longer handover and more of the price deferred into an earn-out.',
  operational_systems: 'Person-dependent, undocumented operations raise the cost and risk of integration, which a buyer deducts from the price or covers with warranties.',
  legal_compliance: 'Legal and compliance gaps found in due diligence become specific indemnities, escrow or retention, or a lower price.',
  market_positioning: 'Without evidence of a defensible position a buyer assumes margins will erode and applies a lower multiple.',
  transferability: 'Relationships and dealings tied to the owner delay completion and move price into earn-outs and conditions.',
  growth_potential: 'Buyers pay for growth they can verify; growth without support is discounted back to the track record.',
};

/** What a report advises when every answer is at the top mark: keeping it there, never fixing it. */
export const PRO_ALL_TOP_RECOMMENDATIONS: readonly string[] = [
  'Every answer is at the top mark: keep the evidence behind each one current in your data room, so due diligence confirms it quickly.',
  'Choose the timing of a sale around your strongest year of trading, and re-run ExitCheck Pro each year to show a buyer nothing has slipped.',
];

