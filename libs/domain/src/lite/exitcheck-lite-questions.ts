import type { LiteQuestion } from './lite-types';

// Exit readiness as a buyer's due-diligence team would test it: numbers they can verify,
// revenue that survives the sale, a business that runs without the owner, and no surprises.
export const EXITCHECK_LITE_QUESTIONS: readonly LiteQuestion[] = [
  {
    id: 'ec-financials',
    question: 'How are your company’s financial statements prepared?',
    hint: 'Buyers discount, or walk away from, numbers they cannot verify. Audit-exempt small companies can still commission an audit before a sale.',
    options: [
      {
        id: 'ec-financials-a',
        text: 'Audited annually under SFRS by an independent auditor, with monthly management accounts closed within a few weeks of month-end',
        points: 10,
      },
      {
        id: 'ec-financials-b',
        text: 'Unaudited accounts compiled by an external accountant for the ACRA annual filing; management accounts are occasional',
        points: 5,
      },
      {
        id: 'ec-financials-c',
        text: 'Books are mostly done at year-end for tax, and some personal and business expenses are mixed',
        points: 2,
      },
    ],
  },
  {
    id: 'ec-revenue',
    question: 'How predictable and diversified is your revenue?',
    hint: 'Recurring, contracted revenue spread across many customers earns a higher multiple than one-off projects or one big account.',
    options: [
      {
        id: 'ec-revenue-a',
        text: 'Most revenue is recurring or under multi-year contracts, and no single customer is more than 15% of sales',
        points: 10,
      },
      {
        id: 'ec-revenue-b',
        text: 'A fair share is repeat business, but our largest customer is 15–30% of sales or much of it is project-based',
        points: 5,
      },
      {
        id: 'ec-revenue-c',
        text: 'Revenue is mostly one-off, or one customer accounts for more than 30% of sales',
        points: 2,
      },
    ],
  },
  {
    id: 'ec-key-person',
    question: 'What would happen if you stepped away from the business for three months?',
    hint: 'Key-person risk is the most common reason SME deals include long earn-outs or fall through.',
    options: [
      {
        id: 'ec-key-person-a',
        text: 'A second-line management team runs operations, sales and key customer relationships without me',
        points: 10,
      },
      {
        id: 'ec-key-person-b',
        text: 'Managers handle day-to-day work, but major customers, pricing and supplier deals still go through me',
        points: 5,
      },
      {
        id: 'ec-key-person-c',
        text: 'Sales would drop: most customers, know-how and decisions depend on me personally',
        points: 2,
      },
    ],
  },
  {
    id: 'ec-operations',
    question: 'How well are your core operations documented and systemised?',
    hint: 'Buyers pay for a business they can take over, not one that lives in people’s heads and chat groups.',
    options: [
      {
        id: 'ec-operations-a',
        text: 'Written SOPs for core processes, a proper accounting and ERP or CRM system, and key contracts filed in one place',
        points: 10,
      },
      {
        id: 'ec-operations-b',
        text: 'Some SOPs and cloud accounting software, but a lot of know-how sits with a few long-serving staff',
        points: 5,
      },
      {
        id: 'ec-operations-c',
        text: 'Little is written down; processes run on WhatsApp, spreadsheets and memory',
        points: 2,
      },
    ],
  },
  {
    id: 'ec-compliance',
    question: 'How clean is your legal, tax and regulatory position?',
    hint: 'Legal and tax findings in due diligence usually become price cuts, indemnities or escrow.',
    options: [
      {
        id: 'ec-compliance-a',
        text: 'ACRA annual returns and AGMs are up to date, IRAS filings (Form C, GST) are current with no open queries, PDPA obligations are documented and IP is owned by the company',
        points: 10,
      },
      {
        id: 'ec-compliance-b',
        text: 'Statutory filings are current, but there are gaps such as unsigned customer contracts, unclear IP ownership or no PDPA documentation',
        points: 5,
      },
      {
        id: 'ec-compliance-c',
        text: 'There are late ACRA or IRAS filings, unresolved tax queries or disputes that a buyer would find',
        points: 2,
      },
    ],
  },
];
