import type { ChecklistContent } from '@bv/domain';
import { renderChecklistPdf } from '../checklist/render-checklist-pdf';
import { resourceMeta } from './resource-meta';

// The nine ExitCheck dimensions (PRO_CATEGORIES), each with what buyers' due diligence asks for.
// "Required" marks what a buyer will almost always expect; "Optional" strengthens the story.
export const EXIT_READINESS_CHECKLIST: ChecklistContent = {
  categories: [
    {
      category: 'Financial reporting',
      items: [
        { name: 'Three years of audited (or reviewed) financial statements', description: 'Filed with ACRA on time, with no unresolved audit qualifications. Exempt small companies should still have accounts a buyer can rely on.', required: true },
        { name: 'Monthly management accounts', description: 'Closed within 15 days of month end and reconciled to the bank and to the annual accounts.', required: true },
        { name: 'Clean separation of personal and business spending', description: 'No owner expenses, related-party loans or family salaries run through the company without documentation.', required: true },
        { name: 'Normalised EBITDA bridge', description: 'A schedule of one-off and owner-specific items added back, with evidence for each adjustment.', required: true },
        { name: 'Budget versus actual tracking', description: 'A budget for the current year and a monthly variance review showing the business hits its plan.', required: false },
        { name: 'Working capital and debt schedule', description: 'Receivables and payables ageing, inventory, loans, guarantees and hire-purchase commitments in one place.', required: false },
      ],
    },
    {
      category: 'Revenue quality',
      items: [
        { name: 'Revenue split by recurring, repeat and one-off', description: 'Buyers pay more for contracted or subscription revenue; show the mix for the last three years.', required: true },
        { name: 'Written contracts for material customers', description: 'Signed agreements with terms, pricing, renewal and termination clauses, including change-of-control provisions.', required: true },
        { name: 'Cohort retention and churn analysis', description: 'Customer and revenue retention by year of acquisition.', required: false },
        { name: 'Gross margin by product or service line', description: 'Shows which revenue is worth the most and where margin is leaking.', required: false },
        { name: 'Revenue recognition policy', description: 'Consistent with SFRS(I) or SFRS for Small Entities, and applied the same way every year.', required: true },
      ],
    },
    {
      category: 'Customer concentration',
      items: [
        { name: 'Top 10 customers as a share of revenue', description: 'Ideally no single customer above 15-20% of revenue; show the trend over three years.', required: true },
        { name: 'Relationship owners for key accounts', description: 'Each major customer has relationships with more than one person in your team, not only the founder.', required: true },
        { name: 'Contract terms and renewal dates for key accounts', description: 'A schedule of renewal dates, notice periods and any customer that could leave on a change of ownership.', required: true },
        { name: 'Plan to diversify', description: 'Pipeline and targets that reduce reliance on the largest customers or a single market.', required: false },
      ],
    },
    {
      category: 'Leadership continuity',
      items: [
        { name: 'Second-line management team', description: 'Named managers who run sales, operations and finance day to day without the founder.', required: true },
        { name: 'Founder transition plan', description: 'How long you will stay after the sale, in what role, and who takes over your responsibilities.', required: true },
        { name: 'Key-person retention arrangements', description: 'Retention bonuses, ESOP or earn-out participation for people the buyer will need.', required: false },
        { name: 'Documented decision rights', description: 'An organisation chart and delegation of authority showing who approves what.', required: false },
      ],
    },
    {
      category: 'Operational systems',
      items: [
        { name: 'Standard operating procedures for core processes', description: 'Written, current SOPs for sales, delivery, purchasing and finance that a new manager could follow.', required: true },
        { name: 'Accounting and business systems', description: 'Cloud accounting (e.g. Xero, QuickBooks) and CRM or ERP with clean data, rather than spreadsheets only.', required: true },
        { name: 'KPI dashboard reviewed monthly', description: 'The handful of numbers that run the business, tracked over time.', required: false },
        { name: 'Supplier and vendor agreements', description: 'Key suppliers under written terms, with no single supplier that could halt the business.', required: false },
        { name: 'IT security and access control', description: 'Company-owned accounts, password manager, backups and offboarding checklist.', required: false },
      ],
    },
    {
      category: 'Legal & compliance',
      items: [
        { name: 'ACRA filings and statutory registers up to date', description: 'Annual returns filed, registers of members, directors and controllers (RORC) current, constitution and share certificates in order.', required: true },
        { name: 'IRAS tax filings and GST compliance', description: 'Form C/C-S filed for all years, GST returns reconciled, no open queries or penalties; tax computations kept for five years.', required: true },
        { name: 'PDPA compliance programme', description: 'Data Protection Officer appointed and registered, data inventory, privacy notices, consent records, retention policy and breach response plan.', required: true },
        { name: 'Employment Act and MOM compliance', description: 'Written key employment terms, itemised payslips, CPF contributions paid on time, valid work passes for foreign staff.', required: true },
        { name: 'Intellectual property owned by the company', description: 'Trademarks registered with IPOS, IP assignment clauses in employee and contractor agreements, software licences in order.', required: true },
        { name: 'Litigation, disputes and licences register', description: 'Open or threatened claims, regulatory licences and permits, and their renewal dates.', required: false },
      ],
    },
    {
      category: 'Market positioning',
      items: [
        { name: 'Clear statement of your competitive advantage', description: 'Why customers choose you over alternatives, backed by win/loss data or customer feedback.', required: true },
        { name: 'Market size and growth evidence', description: 'Credible data on your market in Singapore and the region, with sources.', required: false },
        { name: 'Brand and online presence', description: 'Reviews, case studies and a website a buyer would be proud to own.', required: false },
        { name: 'Competitor map', description: 'Who else serves your customers, their pricing and how you differ.', required: false },
      ],
    },
    {
      category: 'Transferability',
      items: [
        { name: 'Assignable contracts and leases', description: 'Change-of-control and assignment clauses reviewed; landlord and key customer consents identified.', required: true },
        { name: 'Licences and permits that survive a sale', description: 'Confirm which licences are personal to the founder and which belong to the company.', required: true },
        { name: 'Knowledge captured outside the founder\'s head', description: 'Pricing logic, supplier relationships and key know-how written down and shared.', required: true },
        { name: 'Clean corporate structure', description: 'A simple group structure with the business and its assets held in the entity being sold.', required: false },
      ],
    },
    {
      category: 'Growth potential',
      items: [
        { name: 'Three-year growth plan with assumptions', description: 'A realistic forecast a buyer can test, linked to the drivers in your KPI dashboard.', required: true },
        { name: 'Identified expansion opportunities', description: 'New products, customer segments or SEA markets, with early evidence such as pilots or enquiries.', required: false },
        { name: 'Capacity to scale', description: 'What the business can handle with current people and systems, and the investment needed beyond that.', required: false },
        { name: 'Pipeline and backlog', description: 'Signed but undelivered work and a qualified sales pipeline with conversion rates.', required: false },
      ],
    },
  ],
};

export function buildExitReadinessChecklist(): Promise<Buffer> {
  return renderChecklistPdf(
    EXIT_READINESS_CHECKLIST,
    resourceMeta('Exit-readiness checklist', 'What buyers check in due diligence, across the nine ExitCheck dimensions'),
  );
}
