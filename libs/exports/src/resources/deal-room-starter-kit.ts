import { renderGuidePdf, type Guide } from './guide-pdf';
import { resourceMeta } from './resource-meta';

// The data-room folder structure buyers and investors in Singapore expect, folder by folder.
export const DEAL_ROOM_STARTER_KIT: Guide = {
  intro: [
    'A data room is where buyers and investors verify what you told them. A well-organised one shortens due diligence by weeks and signals a well-run company. ' +
      'Use the folder structure below (numbered so it sorts the same way for everyone), add documents as they are ready, and keep an index at the top.',
  ],
  sections: [
    {
      title: 'Folder structure',
      blocks: [
        { kind: 'folder', name: '00 Index and Q&A', purpose: 'How to use the room and a record of every question asked.', items: ['Data room index listing every document, with date added and version', 'Q&A log: question, who asked, answer, supporting document', 'Contact list for the deal team on both sides'] },
        {
          kind: 'folder',
          name: '01 Corporate',
          purpose: 'Who owns the company and how it is governed.',
          items: [
            'ACRA business profile (bizfile) and certificate of incorporation',
            'Constitution and any amendments',
            'Registers of members, directors, secretaries and registrable controllers (RORC)',
            'Fully diluted cap table, share certificates, ESOP plan and grants',
            'Board and shareholder resolutions and minutes (last three years)',
            'Shareholder agreements, investment agreements, convertible notes and SAFEs',
            'Group structure chart, including overseas subsidiaries',
          ],
        },
        {
          kind: 'folder',
          name: '02 Financial',
          purpose: 'The numbers behind the valuation.',
          items: [
            'Audited or compiled financial statements for the last three years',
            'Monthly management accounts, current and previous year',
            'Budget and three-year forecast with assumptions',
            'Normalised EBITDA bridge with evidence for each adjustment',
            'Receivables and payables ageing, inventory reports',
            'Bank facilities, loans, guarantees and security documents',
          ],
        },
        {
          kind: 'folder',
          name: '03 Tax',
          purpose: 'Evidence that nothing is owed or under dispute.',
          items: [
            'IRAS Form C/C-S filings and tax computations (five years)',
            'GST registration, returns and reconciliations',
            'Correspondence with IRAS or foreign tax authorities, open queries',
            'Transfer pricing documentation for related-party transactions',
            'Grants and incentives received (e.g. EDG, PSG) and their conditions',
          ],
        },
        {
          kind: 'folder',
          name: '04 Customers and revenue',
          purpose: 'Proof that revenue is real, recurring and diversified.',
          items: [
            'Revenue by customer, product and country (three years)',
            'Top 20 customer contracts, with change-of-control clauses flagged',
            'Retention, churn and cohort analysis',
            'Sales pipeline and backlog',
            'Pricing and discount policies',
          ],
        },
        {
          kind: 'folder',
          name: '05 Suppliers and partners',
          purpose: 'Dependencies a buyer inherits.',
          items: ['Key supplier, distributor and reseller agreements', 'Outsourcing and technology vendor contracts', 'Spend by supplier, highlighting single points of failure'],
        },
        {
          kind: 'folder',
          name: '06 People',
          purpose: 'The team, their terms and compliance with employment law.',
          items: [
            'Organisation chart and headcount by function and country',
            'Employment contracts and key employment terms for senior staff (Employment Act)',
            'Employee handbook and HR policies',
            'CPF contribution records and payroll summaries',
            'Work pass list (EP, S Pass, Work Permit) with expiry dates',
            'Incentive, bonus, commission and retention arrangements',
          ],
        },
        {
          kind: 'folder',
          name: '07 Intellectual property and technology',
          purpose: 'What the company owns and how its systems work.',
          items: [
            'Trademark, patent and design registrations (IPOS and overseas)',
            'IP assignment clauses for employees and contractors',
            'Software licences and open-source components list',
            'System architecture overview, hosting and security policies',
            'Domain names and key online accounts, owned by the company',
          ],
        },
        {
          kind: 'folder',
          name: '08 Legal and compliance',
          purpose: 'Risks a buyer will price in if they are not documented.',
          items: [
            'Licences and permits, with renewal dates',
            'PDPA: Data Protection Officer, data inventory, privacy policy, breach log',
            'Litigation, disputes and regulatory investigations, past and pending',
            'Insurance policies and claims history',
            'Property leases and landlord consent requirements',
          ],
        },
        {
          kind: 'folder',
          name: '09 Operations',
          purpose: 'How the business runs without the founder.',
          items: ['Standard operating procedures for core processes', 'KPI dashboard and monthly management report', 'Business continuity and IT disaster recovery plans'],
        },
        {
          kind: 'folder',
          name: '10 Transaction documents',
          purpose: 'Deal papers, added as the process moves on.',
          items: ['Signed NDAs', 'Information memorandum or pitch deck and financial model', 'Term sheet or letter of intent, then drafts of the sale and purchase agreement'],
        },
      ],
    },
    {
      title: 'Running the room',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Name files consistently: "02.01 Audited FS FY2024.pdf". Upload PDFs for reading, and spreadsheets where numbers will be tested.',
            'Stage access: give early bidders folders 00-02 and 04 summaries; open contracts, people and legal folders only to the preferred buyer.',
            'Redact personal data (NRIC numbers, salaries of named staff) until a buyer needs it, and record the purpose of each disclosure under the PDPA.',
            'Keep competitively sensitive data (customer-level pricing) for a clean team if the buyer is a competitor.',
            'Answer questions in the Q&A log, not by e-mail, so every answer is in one place and consistent.',
            'Review the room with your adviser before inviting anyone: gaps found by a buyer cost more than gaps you fix first.',
          ],
        },
      ],
    },
  ],
};

export function buildDealRoomStarterKit(): Promise<Buffer> {
  return renderGuidePdf(
    DEAL_ROOM_STARTER_KIT,
    resourceMeta('Deal room starter kit', 'The data-room folder structure buyers and investors expect, and what goes in each folder'),
    'Data-room folder structure for due diligence',
  );
}
