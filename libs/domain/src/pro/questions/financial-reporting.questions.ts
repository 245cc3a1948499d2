import type { ProCategoryDraft } from './define-pro-questions';

export const FINANCIAL_REPORTING_V1: ProCategoryDraft = {
  description: 'Whether a buyer can verify your numbers quickly: statutory accounts, management accounts, tax filings and a defensible normalised EBITDA.',
  questions: [
    {
      id: 'fr_1',
      question: 'How are your annual financial statements prepared?',
      weight: 1,
      hint: 'Buyers value the business off numbers they can rely on; unaudited accounts are discounted or re-done in due diligence at your cost.',
      options: [
        { score: 0, text: 'No full set of financial statements; the tax return is prepared from bank statements and receipts' },
        { score: 3, text: 'Unaudited accounts compiled by a bookkeeper, mainly to meet ACRA and IRAS deadlines' },
        { score: 6, text: 'Unaudited accounts under SFRS for Small Entities or SFRS(I), prepared by a qualified accountant (we are an audit-exempt small company)' },
        { score: 8, text: 'Audited by an independent auditor for the last one or two financial years, with a clean opinion' },
        { score: 10, text: 'Audited for three or more consecutive years with clean (unqualified) opinions and no material prior-year adjustments' },
      ],
    },
    {
      id: 'fr_2',
      question: 'How often do you produce management accounts, and how quickly do you close the month?',
      weight: 0.9,
      hint: 'Monthly accounts closed quickly show current trading and give a buyer confidence that the year-end numbers will not move.',
      options: [
        { score: 0, text: 'None; we watch the bank balance and wait for the year-end accounts' },
        { score: 3, text: 'Quarterly or when needed, usually more than six weeks after the period ends' },
        { score: 6, text: 'A monthly P&L, closed four to six weeks after month-end' },
        { score: 8, text: 'A monthly P&L and balance sheet, closed within three weeks and compared with the budget' },
        { score: 10, text: 'A monthly P&L, balance sheet and cash flow closed within 10 working days, with budget variances and KPIs reviewed by management' },
      ],
    },
    {
      id: 'fr_3',
      question: 'Can you show a normalised EBITDA with documented add-backs?',
      weight: 1,
      hint: 'Buyers price the business on maintainable earnings, and every add-back you cannot evidence is one they will strike out.',
      options: [
        { score: 0, text: 'No; we only know profit before tax from the statutory accounts' },
        { score: 3, text: 'We know roughly what should be added back (owner’s salary, one-off costs), but nothing is written down' },
        { score: 6, text: 'A normalised EBITDA schedule for the latest year, with add-backs listed but not all supported by invoices or contracts' },
        { score: 8, text: 'A normalised EBITDA schedule for the last three years, with each add-back explained and supported' },
        { score: 10, text: 'A three-year EBITDA bridge reconciled to the audited accounts, every add-back (owner pay at market rate, one-off legal fees, related-party rent) evidenced and reviewed by an accountant' },
      ],
    },
    {
      id: 'fr_4',
      question: 'Are your ACRA annual filings and IRAS corporate tax and GST obligations up to date?',
      weight: 0.9,
      hint: 'Late filings, penalties and open tax queries turn into specific indemnities or money held in escrow in the sale agreement.',
      options: [
        { score: 0, text: 'Behind on at least one: overdue annual return, outstanding Form C-S/C or ECI, or GST not registered although taxable turnover passed S$1m' },
        { score: 3, text: 'All filed, but late in recent years with penalties or composition fines paid' },
        { score: 6, text: 'All filed on time, but an IRAS query, a GST treatment question or a voluntary disclosure is still open' },
        { score: 10, text: 'ACRA annual returns, corporate tax (ECI and Form C-S/C) and GST returns filed on time for at least three years, no open queries, and tax computations kept on file' },
      ],
    },
    {
      id: 'fr_5',
      question: 'How well do you understand your working capital and its seasonality?',
      weight: 0.8,
      hint: 'Most sale agreements fix a normal level of working capital; if you cannot show yours, the buyer sets it and you may hand back cash at completion.',
      options: [
        { score: 0, text: 'We don’t track debtor, creditor or stock days, and cash shortfalls take us by surprise' },
        { score: 4, text: 'We chase overdue invoices and watch the bank balance, but don’t measure working capital monthly' },
        { score: 7, text: 'We track debtor, creditor and stock days monthly, but haven’t analysed the seasonal swings' },
        { score: 10, text: 'We have 24 months of monthly net working capital, can explain the seasonal peaks (for example before Chinese New Year or year-end) and can propose a defensible target level' },
      ],
    },
  ],
};
