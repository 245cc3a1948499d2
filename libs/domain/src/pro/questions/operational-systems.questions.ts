import type { ProCategoryDraft } from './define-pro-questions';

export const OPERATIONAL_SYSTEMS_V1: ProCategoryDraft = {
  description: 'Whether the business runs on documented processes and reliable systems a new owner can take over, rather than on people’s memory.',
  questions: [
    {
      id: 'os_1',
      question: 'How well are your core processes documented?',
      weight: 1,
      hint: 'Written procedures show a buyer that operations will survive staff turnover and can be scaled.',
      options: [
        { score: 0, text: 'Not documented; staff learn by watching others' },
        { score: 3, text: 'A few checklists exist, mostly out of date' },
        { score: 6, text: 'SOPs cover the main processes (quote to cash, purchasing, delivery) and are updated now and then' },
        { score: 10, text: 'Current SOPs for every core process, each owned by a named person, used in training and reviewed at least yearly' },
      ],
    },
    {
      id: 'os_2',
      question: 'What systems run your finance and operations?',
      weight: 0.9,
      hint: 'An integrated system gives a buyer clean data for due diligence and something to connect to their own systems.',
      options: [
        { score: 0, text: 'Spreadsheets and paper, with each person keeping their own files' },
        { score: 3, text: 'Cloud accounting software (such as Xero or QuickBooks) for the books, but sales, stock and jobs in spreadsheets' },
        { score: 6, text: 'Accounting linked to invoicing and a CRM, with some manual re-keying between them' },
        { score: 10, text: 'An ERP or integrated accounting, CRM and inventory setup with one set of data, user access controls and reports run straight from the system' },
      ],
    },
    {
      id: 'os_3',
      question: 'How reliable are your inventory or work-in-progress records?',
      weight: 0.8,
      hint: 'Stock and unbilled work feed directly into the completion accounts, so unreliable records cost money on the day of the sale.',
      options: [
        { score: 0, text: 'We find out what we hold only when we count at year-end, if at all' },
        { score: 3, text: 'Kept in spreadsheets, counted once a year, with unexplained write-offs' },
        { score: 6, text: 'Kept in the system, counted at least quarterly, and differences investigated' },
        { score: 10, text: 'Live records in the system, regular cycle counts, slow-moving stock provided for, and counts that agree with the books within a small tolerance (or no material stock or unbilled work)' },
      ],
    },
    {
      id: 'os_4',
      question: 'How do you manage IT and cyber security?',
      weight: 0.9,
      hint: 'A breach or ransomware incident found in due diligence can stall a deal, and buyers now ask for evidence of basic controls.',
      options: [
        { score: 0, text: 'Shared passwords, untested or no backups, and company data on personal devices' },
        { score: 3, text: 'Antivirus and some backups, but no multi-factor authentication or access reviews' },
        { score: 6, text: 'Multi-factor authentication on email and finance systems, regular backups, and access removed when staff leave' },
        { score: 10, text: 'Documented controls with multi-factor authentication everywhere, tested backups, an incident response plan, and CSA Cyber Essentials or Cyber Trust certification' },
      ],
    },
    {
      id: 'os_5',
      question: 'How dependent are you on any single supplier?',
      weight: 0.9,
      hint: 'A sole supplier who could raise prices or stop supplying after the sale is a risk buyers price into the deal.',
      options: [
        { score: 0, text: 'One supplier provides a critical input, with no contract and no alternative' },
        { score: 3, text: 'A key supplier would be hard to replace, and we deal on informal terms' },
        { score: 6, text: 'Key inputs are under contract, and alternatives are identified but not yet qualified' },
        { score: 10, text: 'No critical input relies on one supplier: contracts are in place and alternatives are qualified and tested' },
      ],
    },
  ],
};
