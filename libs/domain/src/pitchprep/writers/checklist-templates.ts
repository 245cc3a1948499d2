import type { CompanySignals } from './company-signals';
import type { FactTopic, IntakeFact } from './intake-facts';
import type { WriterContext } from './writer-context';
import { clean, has, inline, quoted } from './writer-text';

/** What a checklist item may read: the intake, its profile and signals, and its facts by topic. */
export type ChecklistContext = WriterContext & { signals: CompanySignals; facts: readonly IntakeFact[] };

type When = (ctx: ChecklistContext) => boolean;

/** The founder's own words on a topic, for an item to point at: ` (you state "…")`, or nothing. */
function stated(ctx: ChecklistContext, topic: FactTopic): string {
  const facts = ctx.facts.filter((fact) => fact.topics.includes(topic));
  return facts.length > 0 ? ` You state ${joinQuoted(facts.map((fact) => fact.text))}.` : '';
}

function joinQuoted(texts: string[]): string {
  const quotedTexts = texts.map((text) => quoted(text));
  return quotedTexts.length <= 1 ? quotedTexts.join('') : `${quotedTexts.slice(0, -1).join(', ')} and ${quotedTexts[quotedTexts.length - 1]}`;
}

export type ChecklistItemTemplate = {
  name: string;
  description: string | ((ctx: ChecklistContext) => string);
  required: boolean | When;
  /** Left out when false: a logistics firm gets no MAS licence row. */
  when?: When;
};
export type ChecklistCategoryTemplate = { category: string; items: ChecklistItemTemplate[] };

const fundraising: When = ({ intake }) => intake.track === 'fundraising';
const exit: When = ({ intake }) => intake.track === 'exit';

const CORPORATE: ChecklistCategoryTemplate = {
  category: 'Corporate & ACRA records',
  items: [
    { name: 'ACRA business profile', description: 'A current bizfile business profile showing directors, shareholders, share capital and registered address.', required: true },
    { name: 'Constitution', description: 'The current constitution with all amendments; check share-transfer restrictions and pre-emption rights.', required: true },
    { name: 'Statutory registers', description: 'Registers of members, directors, secretaries and registrable controllers (RORC), including nominee directors, kept as ACRA requires.', required: true },
    { name: 'Board and shareholder resolutions', description: 'Minutes and written resolutions for the last 3 years, covering share allotments, transfers and director appointments.', required: true },
    { name: 'Annual returns and AGM records', description: 'Annual returns filed with ACRA and AGM records (or the written-resolution dispensation) for each financial year.', required: true },
    { name: 'Share capital history', description: 'Every allotment and transfer with date, price and the ACRA lodgement (return of allotment), matching the cap table.', required: true },
    {
      name: 'Group structure chart',
      description: ({ intake, profile }) =>
        profile.singapore
          ? 'All legal entities, shareholdings and countries of incorporation, including any overseas subsidiaries or branches.'
          : `All legal entities and shareholdings, showing how a Singapore holding company owns (or will own) the operations in ${clean(intake.company?.country)}.`,
      required: (ctx) => !ctx.profile.singapore || exit(ctx),
    },
  ],
};

const FINANCIAL: ChecklistCategoryTemplate = {
  category: 'Financial & tax',
  items: [
    { name: 'Financial statements (SFRS)', description: 'The last 3 years prepared under SFRS or SFRS for Small Entities; audited unless the company qualifies for the small-company audit exemption.', required: true },
    { name: 'Management accounts', description: 'Monthly profit and loss, balance sheet and cash flow for the year to date, reconciled to the annual statements.', required: true },
    { name: 'IRAS corporate tax filings', description: 'ECI, Form C-S/C and Notices of Assessment for the last 3 years, with any open IRAS queries or tax incentives claimed.', required: true },
    { name: 'GST registration and returns', description: 'GST F5 returns if registered (compulsory above S$1 million taxable turnover), or a note confirming you are below the threshold.', required: true },
    {
      name: 'Financial model and projections',
      description: ({ intake }) =>
        `A 3-year monthly model with its assumptions${has(intake.financials?.projections) ? `, consistent with the projection in your deck (${quoted(intake.financials.projections)})` : ''}.`,
      required: true,
      when: fundraising,
    },
    { name: 'Normalised EBITDA bridge', description: 'Reported to normalised EBITDA with evidence for each add-back: owner salary, one-off costs, related-party transactions.', required: true, when: exit },
    { name: 'Working capital analysis', description: 'Monthly debtors, creditors and inventory for 24 months, with aged debtor and creditor listings.', required: true, when: exit },
    {
      name: 'Bank facilities, loans and guarantees',
      description: (ctx) => `Facility letters, hire-purchase and lease agreements, and personal guarantees given by directors.${stated(ctx, 'debt')}`,
      required: (ctx) => exit(ctx) || ctx.signals.borrowings,
    },
    { name: 'Government grants and incentives', description: 'Letters of offer for grants (e.g. EDG, PSG, Startup SG) and any conditions triggered by a change in shareholding.', required: false },
  ],
};

const CONTRACTS: ChecklistCategoryTemplate = {
  category: 'Commercial contracts',
  items: [
    { name: 'Top customer contracts', description: 'Signed agreements with your 10 largest customers, with term, renewal and termination clauses.', required: true },
    { name: 'Supplier and vendor agreements', description: 'Key supplier, outsourcing and cloud contracts, with any exclusivity or minimum-commitment terms.', required: true },
    { name: 'Standard terms and templates', description: 'Your standard MSA, terms of service or order form, and any side letters that depart from them.', required: true },
    { name: 'Partner, distribution and reseller agreements', description: 'Channel and distribution agreements by country, with territory and exclusivity terms.', required: false },
    { name: 'Premises leases', description: 'Tenancy agreements with expiry dates, and whether the landlord must consent to a change of control.', required: exit },
    { name: 'Change-of-control review', description: 'A schedule of contracts that end or need consent on a share sale or new investment.', required: exit },
  ],
};

const CUSTOMERS: ChecklistCategoryTemplate = {
  category: 'Customers & revenue',
  items: [
    { name: 'Customer list with revenue', description: 'Revenue by customer for the last 3 years (anonymised until the counterparty signs an NDA).', required: true },
    {
      name: 'Revenue concentration analysis',
      description: (ctx) =>
        `Share of revenue from the top 1, 5 and 10 customers, and how long each has been a customer.${stated(ctx, 'concentration')}${ctx.signals.concentrated ? ' Add each large customer’s contract term and change-of-control clause: expect questions on every one of them.' : ''}`,
      required: true,
    },
    {
      name: 'Subscription metrics',
      description: (ctx) => `MRR/ARR bridge (new, expansion, contraction, churn), logo and revenue churn, net revenue retention and monthly cohorts, reconciling to the figures you quote.${stated(ctx, 'retention')}`,
      required: true,
      when: ({ profile }) => profile.saas,
    },
    { name: 'Marketplace metrics', description: 'GMV, take rate, repeat-purchase rate and buyer and seller cohorts by month.', required: true, when: ({ profile }) => profile.marketplace },
    { name: 'Unit economics', description: 'CAC by channel, gross margin, LTV/CAC and payback period, with how each is calculated.', required: true, when: fundraising },
    { name: 'Sales pipeline', description: 'Current pipeline by stage, with expected close dates and values.', required: false },
    { name: 'Customer references', description: '3–5 customers willing to take a reference call from an investor or buyer.', required: false },
    { name: 'Lost customers and disputes', description: 'Customers lost in the last 2 years and why, plus disputes, refunds and credit notes.', required: exit },
  ],
};

const IP: ChecklistCategoryTemplate = {
  category: 'Intellectual property',
  items: [
    { name: 'IP register', description: 'Trade marks, patents and designs registered with IPOS (and in other markets), with owner, status and renewal dates.', required: true },
    { name: 'IP assignment agreements', description: 'Signed IP assignment clauses from founders, employees and contractors, so the company owns what they built.', required: true },
    { name: 'Domain names and digital accounts', description: 'Domain names, app store accounts and social media handles registered to the company, not to individuals.', required: false },
    { name: 'Third-party licences', description: 'Licences in (software, content, data) and out, with fees and any restriction on transfer.', required: false },
    { name: 'Open-source inventory', description: 'Open-source components in the product and their licences, flagging any copyleft (GPL/AGPL) code.', required: false, when: ({ profile }) => profile.software },
    { name: 'Confidentiality and know-how', description: 'NDAs with staff, contractors and partners, and how processes, recipes or algorithms are protected.', required: false },
  ],
};

const HR: ChecklistCategoryTemplate = {
  category: 'HR & employment',
  items: [
    { name: 'Organisation chart and headcount', description: 'Roles, reporting lines, and headcount by country and type (full-time, part-time, contractor).', required: true },
    { name: 'Employment contracts', description: 'Contracts and written key employment terms (KETs) for all staff, compliant with the Employment Act, including notice, restraint and IP clauses.', required: true },
    { name: 'CPF contribution records', description: 'CPF submissions for Singapore citizens and PRs for the last 12 months, with no arrears.', required: true },
    { name: 'Work pass list', description: 'Employment Pass, S Pass and Work Permit holders with expiry dates, quota usage and levies paid.', required: true },
    {
      name: 'ESOP plan and grants',
      description: ({ intake }) =>
        intake.track === 'exit'
          ? 'Plan rules, grant letters and vesting schedules, and how options are treated on a sale (acceleration, cash-out).'
          : 'Plan rules, grant letters, vesting schedules and the unallocated pool.',
      required: fundraising,
    },
    { name: 'Founder vesting', description: 'Founder share vesting or reverse-vesting arrangements, usually 4 years with a 1-year cliff.', required: true, when: fundraising },
    { name: 'Key-person retention and handover', description: 'Retention bonuses, non-compete and non-solicitation undertakings, and the handover plan for key managers.', required: true, when: exit },
    { name: 'Contractor agreements', description: 'Agreements with contractors and freelancers, with IP assignment and evidence they are not misclassified employees.', required: false },
  ],
};

const LEGAL: ChecklistCategoryTemplate = {
  category: 'Legal & compliance',
  items: [
    { name: 'PDPA compliance', description: 'Data Protection Officer (contact registered via BizFile+), privacy policy, consent records, data inventory and breach-response plan.', required: true },
    { name: 'Business licences and permits', description: 'Every licence and permit the business needs (e.g. SFA, NEA, URA) with expiry dates, and whether each survives a change of ownership.', required: true },
    { name: 'MAS licence', description: 'Payment Services Act licence (Standard or Major Payment Institution), CMS licence or exemption, with MAS correspondence and licence conditions.', required: true, when: ({ profile }) => profile.fintech },
    { name: 'AML/CFT policies', description: 'AML/CFT policies, customer due diligence procedures, and the latest independent audit or MAS inspection findings.', required: true, when: ({ profile }) => profile.fintech },
    { name: 'Health regulatory approvals', description: 'HSA product registrations and dealer licences, and MOH licences under the Healthcare Services Act where they apply.', required: true, when: ({ profile }) => profile.healthcare },
    { name: 'Litigation and disputes', description: 'Current, threatened and past (3 years) claims, disputes and regulatory investigations, with the correspondence.', required: true },
    { name: 'Insurance policies', description: 'Professional indemnity, public liability, cyber, key-person and work injury compensation (WICA) policies, with claims history.', required: false },
    { name: 'Related-party transactions', description: 'Contracts, loans and arrangements between the company and its directors, shareholders or their relatives.', required: exit },
  ],
};

const PRODUCT: ChecklistCategoryTemplate = {
  category: 'Product & technology',
  items: [
    { name: 'Product overview and roadmap', description: 'What is live, what is planned for the next 12 months, and the people and budget each item needs.', required: fundraising },
    { name: 'Systems inventory', description: 'Core systems (ERP, accounting, POS, CRM) and subscriptions the business relies on, with owners and costs.', required: true },
    { name: 'Architecture and hosting', description: 'System architecture, hosting provider and region, and who holds admin credentials.', required: true, when: ({ profile }) => profile.software },
    {
      name: 'Security assessment',
      description: ({ profile }) =>
        `Latest penetration test or security review, access controls and incident history${profile.fintech ? ', assessed against the MAS Technology Risk Management Guidelines' : ''}.`,
      required: ({ profile }) => profile.fintech,
      when: ({ profile }) => profile.software || profile.fintech,
    },
    { name: 'Product specifications and certifications', description: 'Product or service specifications, ISO or other certifications, and quality-control records.', required: false },
    { name: 'Operational KPIs and service levels', description: 'Usage, uptime, delivery or service levels measured against customer SLAs.', required: false },
    { name: 'Business continuity and backups', description: 'Backup, disaster-recovery and business-continuity plans, and when they were last tested.', required: false },
  ],
};

const FUNDRAISING_DOCUMENTS: ChecklistCategoryTemplate = {
  category: 'Fundraising documents',
  items: [
    { name: 'Pitch deck and executive summary', description: 'The current deck and a one-page summary whose figures match the data room.', required: true },
    { name: 'Fully diluted cap table', description: 'Founders, ESOP (granted and pool), investors, and SAFEs or convertible notes with caps and discounts; must match the register of members at ACRA.', required: true },
    { name: 'Prior financing documents', description: "Shareholders' agreement, subscription agreements, SAFEs and convertible notes from earlier rounds.", required: true },
    {
      name: 'Use of funds and budget',
      description: ({ intake }) => {
        const amount = has(intake.fundraising?.amount) ? inline(intake.fundraising?.amount) : 'the round';
        const use = has(intake.fundraising?.useOfFunds) ? ` (${quoted(intake.fundraising?.useOfFunds)})` : '';
        return `An 18–24 month budget showing how ${amount} is spent${use} and the milestones it reaches.`;
      },
      required: true,
    },
    { name: 'Round approvals', description: "Pre-emption waivers, board and members' resolutions to allot shares, and the ACRA return of allotment after closing.", required: true },
    { name: 'Term sheet', description: 'Draft or signed term sheet for this round (many Singapore deals start from the VIMA templates), with key terms summarised.', required: false },
    { name: 'Investor updates and board packs', description: 'Recent investor updates and board papers showing how you report progress.', required: false },
  ],
};

const TRANSACTION_DOCUMENTS: ChecklistCategoryTemplate = {
  category: 'Transaction documents',
  items: [
    { name: 'Teaser and information memorandum', description: 'An anonymous one- or two-page teaser and the full information memorandum (CIM) released after NDA.', required: true },
    { name: 'Non-disclosure agreement', description: 'An NDA template with non-solicitation of staff and customers, to be signed before any detail is shared.', required: true },
    {
      name: 'Process letter and timetable',
      description: ({ intake }) =>
        `Instructions for bidders and key dates${has(intake.exit?.timeline) ? `, in line with your target timeline (${quoted(intake.exit?.timeline)})` : ''}.`,
      required: true,
    },
    {
      name: 'Shareholder consents and transfer restrictions',
      description: ({ signals }) =>
        `The existing shareholders' agreement and constitution clauses on pre-emption, drag-along and tag-along, and consents needed from other shareholders${signals.founderStake !== null && signals.founderStake < 100 ? `, including the holders of the ${100 - signals.founderStake} % you do not own` : ''}.`,
      required: true,
    },
    {
      name: 'Valuation support',
      description: ({ intake }) =>
        `The basis for your price expectation${has(intake.exit?.valuationExpectations) ? ` (${quoted(intake.exit?.valuationExpectations)})` : ''}: comparable transactions and the normalised EBITDA it relies on.`,
      required: false,
    },
    { name: 'Vendor due diligence report', description: 'A financial, tax and legal review commissioned by you, so issues surface before a buyer finds them.', required: false },
    { name: 'Heads of terms and SPA positions', description: 'Your positions on warranties, indemnities, escrow or retention, earn-out and completion accounts.', required: false },
    { name: 'Draft disclosure letter', description: 'An early list of known issues to disclose against the SPA warranties.', required: false },
  ],
};

const SHARED_CATEGORIES = [CORPORATE, FINANCIAL, CONTRACTS, CUSTOMERS, IP, HR, LEGAL, PRODUCT];

export const CHECKLIST_TEMPLATES: Record<'fundraising' | 'exit', readonly ChecklistCategoryTemplate[]> = {
  fundraising: [...SHARED_CATEGORIES, FUNDRAISING_DOCUMENTS],
  exit: [...SHARED_CATEGORIES, TRANSACTION_DOCUMENTS],
};
