import type { PitchIntake } from '../intake';
import type { FaqContent } from '../output-types';
import { buildFaq, draftAnswer, type FaqTemplate } from './faq-builder';
import { writerContext } from './writer-context';
import { joinFilled, teamLines } from './writer-text';

export const EXIT_FAQ_TEMPLATES: readonly FaqTemplate[] = [
  {
    category: 'Exit process',
    question: 'Why are you selling, and why now?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Exit goals', intake.exit?.goals]],
        'Give a clear, positive reason (retirement, succession, a partner to fund the next stage). Buyers look for hidden problems behind vague answers, so be consistent across every conversation.',
      ),
  },
  {
    category: 'Exit process',
    question: 'What kind of buyer are you looking for?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Buyer types', intake.exit?.buyerTypes]],
        'Explain what you value beyond price: keeping the brand, the team or the Singapore base. Strategic buyers, private equity and management buy-outs each bring different terms on earn-outs and your future role.',
      ),
  },
  {
    category: 'Exit process',
    question: 'What valuation do you expect, and how did you arrive at it?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Valuation expectations', intake.exit?.valuationExpectations]],
        'Anchor the range on a multiple of normalised EBITDA (or revenue for high-growth businesses) backed by comparable regional transactions. Say whether the figure is enterprise value or equity value, on a cash-free, debt-free basis.',
      ),
  },
  {
    category: 'Exit process',
    question: 'What is your timeline to completion?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Timeline', intake.exit?.timeline]],
        'A typical SME sale takes 6–9 months from teaser to completion: about 2 months to indicative offers, 2–3 months of due diligence and SPA negotiation, then completion. Allow extra time for any regulatory approvals.',
      ),
  },
  {
    category: 'Exit process',
    question: 'Will you stay on after the sale, and for how long?',
    // The exit goals already answer "why sell"; repeating them here would say it twice.
    answer: () =>
      draftAnswer(
        [],
        'State the transition period you offer (often 6–24 months), your role during it, and whether you would accept part of the price as an earn-out or deferred consideration.',
      ),
  },
  {
    category: 'Exit process',
    question: 'Are you selling shares or the business assets?',
    answer: () =>
      draftAnswer(
        [],
        'Most Singapore SME sales are share sales: the buyer takes the company with its contracts, licences and history, and pays stamp duty of 0.2% of the higher of price or net asset value. Singapore does not tax capital gains, but take tax advice on whether the gain could be treated as income. An asset sale may need GST treatment, novated contracts and staff transfers.',
      ),
  },
  {
    category: 'Financials',
    question: 'What are revenue and profit for the last three years?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Current revenue', intake.financials?.currentRevenue], ['Revenue history', intake.traction?.revenue], ['Growth', intake.traction?.growth]],
        'Present three years of SFRS financial statements (audited, or compiled if you qualify for the small-company audit exemption) alongside monthly management accounts for the current year.',
      ),
  },
  {
    category: 'Financials',
    question: 'What normalisation adjustments have you made to EBITDA?',
    answer: () =>
      draftAnswer(
        [],
        'List each add-back with evidence: owner salary above or below market rate, personal expenses run through the company, one-off legal or relocation costs, and related-party rent at non-market rates. Only add back what a buyer can verify.',
      ),
  },
  {
    category: 'Financials',
    question: 'How reliable is the forecast?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Projections', intake.financials?.projections]],
        'Show the forecast against your track record of hitting past budgets, and separate contracted or recurring revenue from pipeline. Buyers pay for history and discount forecasts.',
      ),
  },
  {
    category: 'Financials',
    question: 'What is the working capital, debt and cash position?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Cash and costs', joinFilled(intake.financials?.burnRate, intake.financials?.runway)]],
        'List bank loans, hire-purchase and lease liabilities, director loans and any personal guarantees you want released at completion. Agree a normal working-capital level early; it is a common source of price adjustments.',
      ),
  },
  {
    category: 'Customers & revenue quality',
    question: 'How concentrated is your customer base?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Customers', intake.traction?.customers]],
        'Give the share of revenue from your top 1, 5 and 10 customers over three years, their tenure, and whether each relationship depends on you personally.',
      ),
  },
  {
    category: 'Customers & revenue quality',
    question: 'How much revenue is recurring or under contract?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Business model', intake.businessModel], ['Key metrics', intake.traction?.keyMetrics]],
        'Split revenue into contracted, repeat and one-off. Check key contracts for change-of-control or assignment clauses that would let a customer terminate after the sale.',
      ),
  },
  {
    category: 'Operations & team',
    question: 'Who runs the business day to day, and what happens if you leave?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Team', teamLines(intake.team).join('; ')]],
        'Show a second line of management that already handles customers, suppliers and approvals, and document the processes that still depend on you.',
      ),
  },
  {
    category: 'Operations & team',
    question: 'Are key employees committed, and is employment compliance in order?',
    answer: () =>
      draftAnswer(
        [],
        'Confirm written contracts that comply with the Employment Act, CPF contributions paid in full and on time, valid work passes (EP, S Pass and Work Permit quotas and levies), and any retention bonuses or non-solicitation undertakings for key staff.',
      ),
  },
  {
    category: 'Market & growth',
    question: 'Where can a new owner grow this business?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Market', joinFilled(intake.market?.sam, intake.market?.notes)]],
        'Give 2–4 concrete opportunities with rough sizing: new SEA markets, new customer segments, pricing, or cross-selling into the buyer\'s own customers.',
      ),
  },
  {
    category: 'Market & growth',
    question: 'Who are your competitors, and what protects your position?',
    answer: ({ intake }) =>
      draftAnswer(
        [['Competitors', intake.competition?.competitors], ['Advantage', intake.competition?.advantage]],
        'Show why the advantage belongs to the company (contracts, licences, IP, systems, brand) rather than to you personally.',
      ),
  },
  {
    category: 'Legal & Compliance',
    question: 'Are corporate and tax records clean and up to date?',
    answer: () =>
      draftAnswer(
        [],
        'Confirm ACRA annual returns and AGM requirements are met, registers of members, directors and registrable controllers are current, IRAS corporate tax (ECI, Form C-S/C) and GST returns are filed, and there are no open tax queries or penalties.',
      ),
  },
  {
    category: 'Legal & Compliance',
    question: 'Are there any licences, disputes or data protection issues a buyer should know about?',
    answer: ({ profile }) =>
      draftAnswer(
        [],
        [
          'Disclose litigation, claims and regulatory correspondence early; surprises in due diligence cost more than the issue itself. Confirm PDPA compliance: a Data Protection Officer, consent practices and any past data breaches.',
          profile.fintech
            ? 'Confirm your MAS licence or exemption and whether a change in control needs MAS approval before completion.'
            : 'List the business licences and permits the company holds and whether any need consent or re-application on a change of ownership.',
        ].join(' '),
      ),
  },
  {
    category: 'Legal & Compliance',
    question: 'Does the company own its intellectual property?',
    answer: () =>
      draftAnswer(
        [],
        'Show trade marks and patents registered with IPOS in the company\'s name, IP assignment clauses in employee and contractor agreements, and domain names and software licences held by the company, not by you personally.',
      ),
  },
];

export function writeExitFaq(intake: PitchIntake): FaqContent {
  return buildFaq(EXIT_FAQ_TEMPLATES, writerContext(intake));
}
