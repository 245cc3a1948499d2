/**
 * The question a buyer's due diligence asks when an ExitCheck Pro answer falls short, and the
 * data-room checklist item that would answer it (docs/product-rules.md, "Questions a buyer will
 * ask"). One rule per Pro question, keyed by its id; the wording carries the Singapore specifics
 * (ACRA, IRAS, GST, PDPA, SFRS, CPF) a buyer's adviser would use. `evidence` names an item of the
 * data-room checklist (pitchprep/writers/checklist-templates.ts); a test keeps them in step.
 */
export type BuyerQuestionRule = { ask: string; evidence: string };

export const BUYER_QUESTION_RULES: Readonly<Record<string, BuyerQuestionRule>> = {
  // Financial reporting
  fr_1: { ask: 'Can we see three years of audited SFRS financial statements, and were the audit opinions clean?', evidence: 'Financial statements (SFRS)' },
  fr_2: { ask: 'Can you show monthly management accounts for the last 24 months, and how soon after month-end do you close?', evidence: 'Management accounts' },
  fr_3: { ask: 'Walk us through your normalised EBITDA: which add-backs, and what evidence supports each one?', evidence: 'Normalised EBITDA bridge' },
  fr_4: { ask: 'Are all ACRA annual returns, IRAS Form C-S/C and GST F5 filings up to date, with no open queries or penalties?', evidence: 'IRAS corporate tax filings' },
  fr_5: { ask: 'What is the normal level of working capital through the year, and how will you deliver it at completion?', evidence: 'Working capital analysis' },
  // Revenue quality
  rq_1: { ask: 'How much of next year’s revenue is contracted or recurring today, and on what terms?', evidence: 'Subscription metrics' },
  rq_2: { ask: 'What is your revenue retention by customer cohort over the last three years, and why did customers leave?', evidence: 'Lost customers and disputes' },
  rq_3: { ask: 'Why has gross margin moved as it has, and what protects it after the sale?', evidence: 'Unit economics' },
  rq_4: { ask: 'When is revenue recognised, and would it be the same under SFRS(I) 15 in an audit?', evidence: 'Financial statements (SFRS)' },
  rq_5: { ask: 'What happened to volumes and churn the last time you raised prices?', evidence: 'Customer list with revenue' },
  // Customer concentration
  cc_1: { ask: 'What happens to the business if your largest customer leaves, and how long is that customer committed?', evidence: 'Revenue concentration analysis' },
  cc_2: { ask: 'Can we see revenue by customer for three years, and how dependent are you on your top five?', evidence: 'Customer list with revenue' },
  cc_3: { ask: 'Which customer relationships run without a signed contract, and what stops those customers leaving?', evidence: 'Top customer contracts' },
  cc_4: { ask: 'Which contracts need the counterparty’s consent on a change of control or an assignment?', evidence: 'Change-of-control review' },
  cc_5: { ask: 'When do your government and tendered contracts come up for renewal, and what is your re-award record?', evidence: 'Top customer contracts' },
  // Leadership continuity
  ld_1: { ask: 'What happens to sales and delivery if you, or one other key person, step away after completion?', evidence: 'Key-person retention and handover' },
  ld_2: { ask: 'Who runs the business day to day besides you, and will they stay?', evidence: 'Organisation chart and headcount' },
  ld_3: { ask: 'Who steps into each key role if its holder leaves, and is that written down?', evidence: 'Key-person retention and handover' },
  ld_4: { ask: 'What keeps your key staff through the sale: retention bonuses, options, notice periods?', evidence: 'Employment contracts' },
  ld_5: { ask: 'Are employment contracts, CPF contributions and work passes in order for every employee?', evidence: 'CPF contribution records' },
  // Legal & compliance
  lg_1: { ask: 'Are the statutory registers, ACRA lodgements and shareholder agreement complete and consistent with the cap table?', evidence: 'Statutory registers' },
  lg_2: { ask: 'Does the company own all its IP, with signed assignments from founders, staff and contractors?', evidence: 'IP assignment agreements' },
  lg_3: { ask: 'How do you comply with the PDPA: who is your Data Protection Officer, and have you had a data breach?', evidence: 'PDPA compliance' },
  lg_4: { ask: 'Which licences and permits does the business need, and do they survive a change of ownership?', evidence: 'Business licences and permits' },
  lg_5: { ask: 'What disputes, claims or employment issues are open or threatened, and what could they cost?', evidence: 'Litigation and disputes' },
  // Market positioning
  mp_1: { ask: 'Why do customers choose you over the alternatives, and can you show it (win/loss data, references)?', evidence: 'Customer references' },
  mp_2: { ask: 'How big is your market, what share do you hold, and where do those figures come from?', evidence: 'Valuation support' },
  mp_3: { ask: 'Who are your closest competitors, and what stops a new entrant undercutting you?', evidence: 'Teaser and information memorandum' },
  mp_4: { ask: 'Does the brand stand on its own, without you as its face?', evidence: 'Teaser and information memorandum' },
  mp_5: { ask: 'What do you earn outside Singapore today, and what would it take to grow it in ASEAN?', evidence: 'Customer list with revenue' },
  // Operational systems
  os_1: { ask: 'Could a new manager run the core processes from your documentation alone?', evidence: 'Operational KPIs and service levels' },
  os_2: { ask: 'Which systems run finance and operations, and how much still depends on spreadsheets?', evidence: 'Systems inventory' },
  os_3: { ask: 'How reliable are stock and work-in-progress records, and when were they last counted and reconciled?', evidence: 'Working capital analysis' },
  os_4: { ask: 'How are IT and cyber security managed, and have you had an incident or an outage?', evidence: 'Security assessment' },
  os_5: { ask: 'What happens if your largest supplier fails or raises prices, and are the terms written down?', evidence: 'Supplier and vendor agreements' },
  // Transferability
  tr_1: { ask: 'What do you do each week that someone else would have to do after the sale?', evidence: 'Key-person retention and handover' },
  tr_2: { ask: 'Which customer and supplier relationships depend on you personally, and how will they be handed over?', evidence: 'Key-person retention and handover' },
  tr_3: { ask: 'Which related-party transactions (rent, loans, services) exist, and are they at market terms?', evidence: 'Related-party transactions' },
  tr_4: { ask: 'Is anything the business uses owned by, or shared with, your other companies?', evidence: 'Group structure chart' },
  tr_5: { ask: 'Who holds the shares, and can every shareholder sign the sale without a dispute?', evidence: 'Shareholder consents and transfer restrictions' },
  // Growth potential
  gp_1: { ask: 'Can we see the pipeline, with stages and conversion rates, and how much of the forecast it already covers?', evidence: 'Sales pipeline' },
  gp_2: { ask: 'What are the assumptions behind your three-year forecast, and how did last year’s forecast compare with the actuals?', evidence: 'Financial model and projections' },
  gp_3: { ask: 'What has to be hired or built to double revenue, and what does it cost?', evidence: 'Financial model and projections' },
  gp_4: { ask: 'What is the plan, budget and timetable for your next market or segment?', evidence: 'Financial model and projections' },
  gp_5: { ask: 'Which government grants have you received, and do any claw-back conditions survive a sale?', evidence: 'Government grants and incentives' },
};
