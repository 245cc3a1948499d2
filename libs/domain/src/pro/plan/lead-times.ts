/**
 * How long each fix takes before a buyer can see it, in weeks (docs/product-rules.md, "A plan to
 * a date"): the shortest realistic time to have the evidence in hand, not the time to perfect it.
 * Most follow the low end of the report's timeframe for the answer (pro-answer-advice.ts); the
 * SFRS audit is the long pole: an auditor must be engaged before the year-end, then plan, count,
 * do fieldwork after the close and sign off, about six months in all.
 */
export const PRO_LEAD_TIME_WEEKS: Readonly<Record<string, number>> = {
  fr_1: 26, // an SFRS audit: engagement, year-end, fieldwork, sign-off
  fr_2: 4, // a monthly close within 10 working days, run for a first month
  fr_3: 4, // a normalised EBITDA bridge with the evidence for each add-back
  fr_4: 4, // overdue ACRA and IRAS filings cleared with the tax agent
  fr_5: 4, // 24 months of net working capital rebuilt from the ledgers
  rq_1: 13, // repeat customers moved onto signed agreements
  rq_2: 4, // retention by cohort measured and reported
  rq_3: 4, // gross margin by line explained
  rq_4: 4, // a written revenue recognition policy the accountant agrees
  rq_5: 13, // a price rise tested on one segment and its effect recorded
  cc_1: 26, // the largest customer's share brought down by winning others
  cc_2: 26, // the top five's share brought down
  cc_3: 13, // main customers on written contracts
  cc_4: 4, // change-of-control clauses reviewed by a lawyer
  cc_5: 4, // renewal dates and re-award records of tendered work
  ld_1: 13, // deputies named and covering real work
  ld_2: 26, // a second line of managers running the business
  ld_3: 13, // a written succession plan for key roles
  ld_4: 13, // retention arrangements agreed with key staff
  ld_5: 4, // contracts, CPF and work passes put in order
  lg_1: 6, // statutory registers and a shareholder agreement
  lg_2: 4, // IP assignments signed
  lg_3: 4, // a DPO, a data inventory and a breach plan (PDPA)
  lg_4: 4, // licences moved into the company's name or confirmed
  lg_5: 4, // open claims settled or provided for
  mp_1: 4, // win/loss evidence and references collected
  mp_2: 4, // the market sized from a named source
  mp_3: 4, // competitors mapped
  mp_4: 13, // a brand that brings leads without the founder
  mp_5: 26, // revenue outside Singapore
  os_1: 4, // core processes written down
  os_2: 13, // finance and operations systems replacing spreadsheets
  os_3: 4, // stock counted and reconciled
  os_4: 4, // IT and cyber security basics
  os_5: 13, // a second supplier qualified
  gp_1: 4, // a pipeline with stages and conversion rates
  gp_2: 4, // a three-year forecast with its assumptions
  gp_3: 4, // the cost of doubling revenue worked out
  gp_4: 13, // a plan and budget for the next market
  gp_5: 4, // grants listed with their claw-back conditions
  tr_1: 26, // the founder's weekly work handed to managers
  tr_2: 26, // key relationships handed over
  tr_3: 13, // related-party dealings put on market terms or ended
  tr_4: 13, // the business separated from the founder's other interests
  tr_5: 4, // shareholders' consents lined up
};
