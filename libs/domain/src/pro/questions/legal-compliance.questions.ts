import type { ProCategoryDraft } from './define-pro-questions';

export const LEGAL_COMPLIANCE_V1: ProCategoryDraft = {
  description: 'Whether the company’s records, contracts, intellectual property and licences are clean enough to pass legal due diligence without surprises.',
  questions: [
    {
      id: 'lg_1',
      question: 'Are your corporate secretarial records and shareholder agreement in order?',
      weight: 1,
      hint: 'The buyer’s lawyers will reconcile your registers, share issues and resolutions with ACRA, and any gaps must be fixed before completion.',
      options: [
        { score: 0, text: 'Records are incomplete, and we are not sure the ACRA profile matches who actually owns the shares' },
        { score: 3, text: 'The company secretary files the basics, but past resolutions, share allotments or transfers are missing' },
        { score: 6, text: 'Registers of members, directors and registrable controllers are up to date; the shareholder agreement is silent on a sale' },
        { score: 10, text: 'A complete minute book and registers that agree with ACRA, and a shareholder agreement signed by every shareholder with drag-along, tag-along and pre-emption rights' },
      ],
    },
    {
      id: 'lg_2',
      question: 'Does the company own its intellectual property?',
      weight: 1,
      hint: 'If a founder or contractor still owns the software, brand or designs, the buyer would be paying for something the company does not have.',
      options: [
        { score: 0, text: 'Not sure: key software, content or designs were made by founders or freelancers with no written assignment' },
        { score: 3, text: 'Employees’ work is covered by their contracts, but founders’ and contractors’ work has never been assigned' },
        { score: 6, text: 'Assignments signed by founders, staff and most contractors, and the main trade mark registered in Singapore' },
        { score: 10, text: 'Signed assignments from everyone who created IP, trade marks registered with IPOS and in key ASEAN markets, and domain names, code repositories and accounts held in the company’s name' },
      ],
    },
    {
      id: 'lg_3',
      question: 'How do you comply with the PDPA?',
      weight: 0.9,
      hint: 'The PDPC can fine up to S$1m or 10% of Singapore turnover, whichever is higher, and customer data is often part of what a buyer pays for.',
      options: [
        { score: 0, text: 'No Data Protection Officer and no data protection policy' },
        { score: 3, text: 'A DPO is named, but policies are templates and we haven’t mapped what personal data we hold' },
        { score: 6, text: 'A DPO with published contact details, policies in use, Do Not Call checks before marketing, and staff briefed' },
        { score: 10, text: 'A DPO, a data inventory and retention schedule, data protection clauses in vendor contracts, a tested breach response plan, and no PDPC enforcement history' },
      ],
    },
    {
      id: 'lg_4',
      question: 'Does the company hold every licence and permit it needs, in a form that survives a sale?',
      weight: 0.8,
      hint: 'Some licences are held by a named person or need approval for a change of ownership, so buyers check each one stays valid.',
      options: [
        { score: 0, text: 'We are not sure we hold every licence our activities need, or one has lapsed' },
        { score: 3, text: 'We hold them, but some are in the owner’s or a key employee’s personal name' },
        { score: 6, text: 'All held by the company and renewed on time, but we haven’t checked what a change of ownership requires' },
        { score: 10, text: 'All held by the company, tracked in a renewal calendar, and we have confirmed with each regulator (such as SFA, BCA, MOH or MAS) whether a change of control needs notice or approval' },
      ],
    },
    {
      id: 'lg_5',
      question: 'Are there any disputes, claims or employment issues outstanding?',
      weight: 0.9,
      hint: 'Open litigation, employment claims and regulatory investigations become indemnities, escrow or a lower price.',
      options: [
        { score: 0, text: 'Active litigation or a regulatory investigation that could materially affect the business' },
        { score: 3, text: 'Open customer, supplier or employee claims (including at TADM or the Employment Claims Tribunal) that no lawyer has assessed' },
        { score: 6, text: 'Only minor claims, each assessed and provided for in the accounts' },
        { score: 10, text: 'No open or threatened claims, and our Employment Act practices (working hours, overtime, leave) reviewed in the last two years' },
      ],
    },
  ],
};
