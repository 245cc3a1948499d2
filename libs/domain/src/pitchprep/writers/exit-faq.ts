import type { PitchIntake } from '../intake';
import type { FaqContent } from '../output-types';
import { buildFaq, type FaqAsk } from './faq-builder';

/**
 * The questions buyers ask in a sale, each with when it fits (docs/product-rules.md, "PitchPrep
 * outputs"): every seller gets the core questions; the buyers they want, the sector and the weak
 * spots (concentration, minority holders, debt, owner dependence) add the rest.
 */
export const EXIT_FAQ_ASKS: readonly FaqAsk[] = [
  {
    id: 'why-sell',
    category: 'Exit process',
    question: 'Why are you selling, and why now?',
    priority: 95,
    fields: ['exit.goals'],
    expects: [{ label: 'exit goals', field: 'exit.goals' }],
    guidance: 'Give a clear, positive reason (retirement, succession, a partner to fund the next stage). Buyers look for hidden problems behind vague answers, so be consistent across every conversation.',
  },
  {
    id: 'buyers',
    category: 'Exit process',
    question: 'What kind of buyer are you looking for?',
    priority: 90,
    fields: ['exit.buyerTypes'],
    expects: [{ label: 'buyer types', field: 'exit.buyerTypes' }],
    guidance: 'Explain what you value beyond price: keeping the brand, the team or the Singapore base. Strategic buyers, private equity and management buy-outs each bring different terms on earn-outs and your future role.',
  },
  {
    id: 'valuation',
    category: 'Exit process',
    question: 'What valuation do you expect, and how did you arrive at it?',
    priority: 92,
    fields: ['exit.valuationExpectations'],
    expects: [{ label: 'valuation expectations', field: 'exit.valuationExpectations' }],
    guidance: 'Anchor the range on a multiple of normalised EBITDA (or revenue for high-growth businesses) backed by comparable regional transactions. Say whether the figure is enterprise value or equity value, on a cash-free, debt-free basis.',
  },
  {
    id: 'timeline',
    category: 'Exit process',
    question: 'What is your timeline to completion?',
    priority: 88,
    fields: ['exit.timeline'],
    expects: [{ label: 'timeline', field: 'exit.timeline' }],
    guidance: 'A typical SME sale takes 6–9 months from teaser to completion: about 2 months to indicative offers, 2–3 months of due diligence and SPA negotiation, then completion. Allow extra time for any regulatory approvals.',
  },
  {
    id: 'stay-on',
    category: 'Exit process',
    question: 'Will you stay on after the sale, and for how long?',
    priority: 78,
    topics: ['handover'],
    expects: [{ label: 'handover period and role', topic: 'handover' }],
    guidance: 'State the transition period you offer (often 6–24 months), your role during it, and whether you would accept part of the price as an earn-out or deferred consideration.',
  },
  {
    id: 'minority',
    category: 'Exit process',
    question: ({ signals }) => `Do the holders of the other ${100 - (signals.founderStake ?? 100)} % support the sale?`,
    when: ({ signals }) => signals.founderStake !== null && signals.founderStake < 100,
    priority: 76,
    guidance: 'Name the other shareholders, confirm each supports the sale on the same terms, and point to the drag-along and tag-along clauses of the shareholders’ agreement and constitution that let a buyer acquire 100 %.',
  },
  {
    id: 'share-sale',
    category: 'Exit process',
    question: 'Are you selling shares or the business assets?',
    priority: 55,
    guidance: 'Most Singapore SME sales are share sales: the buyer takes the company with its contracts, licences and history, and pays stamp duty of 0.2% of the higher of price or net asset value. Singapore does not tax capital gains, but take tax advice on whether the gain could be treated as income. An asset sale may need GST treatment, novated contracts and staff transfers.',
  },
  {
    id: 'business',
    category: 'Business',
    question: 'What does the business do, and for whom?',
    priority: 58,
    fields: ['problem', 'solution', 'product', 'unitEconomics.price'],
    expects: [{ label: 'what the business does', field: 'solution' }],
    guidance: 'Describe the customers, what they buy from you and why they stay, in two or three sentences a buyer can repeat to their board.',
  },
  {
    id: 'revenue-profit',
    category: 'Financials',
    question: 'What are revenue and profit for the last three years?',
    priority: 94,
    fields: ['traction.revenue', 'financials.currentRevenue', 'traction.growth'],
    expects: [{ label: 'revenue history', field: 'traction.revenue' }],
    guidance: 'Present three years of SFRS financial statements (audited, or compiled if you qualify for the small-company audit exemption) alongside monthly management accounts for the current year.',
  },
  {
    id: 'margins',
    category: 'Financials',
    question: 'How have gross margins moved, and why?',
    priority: 66,
    topics: ['grossMargin'],
    expects: [{ label: 'gross margin', topic: 'grossMargin' }],
    guidance: 'Give gross margin for each of the last three years by product or service line, and explain what moved it: prices, input costs or mix.',
  },
  {
    id: 'normalisation',
    category: 'Financials',
    question: 'What normalisation adjustments have you made to EBITDA?',
    priority: 85,
    topics: ['ebitda'],
    expects: [{ label: 'reported and normalised EBITDA', topic: 'ebitda' }],
    guidance: 'List each add-back with evidence: owner salary above or below market rate, personal expenses run through the company, one-off legal or relocation costs, and related-party rent at non-market rates. Only add back what a buyer can verify.',
  },
  {
    id: 'forecast',
    category: 'Financials',
    question: 'How reliable is the forecast?',
    priority: 75,
    fields: ['financials.projections'],
    expects: [{ label: 'forecast', field: 'financials.projections' }],
    guidance: 'Show the forecast against your record of hitting past budgets, and separate contracted or recurring revenue from pipeline. Buyers pay for history and discount forecasts.',
  },
  {
    id: 'net-debt',
    category: 'Financials',
    question: ({ signals }) => (signals.borrowings ? 'How will debt be settled at completion, and what is the normal working capital?' : 'What is the working capital, debt and cash position?'),
    priority: ({ signals }) => (signals.borrowings ? 83 : 72),
    topics: ['cash', 'debt'],
    fields: ['financials.burnRate', 'financials.runway'],
    expects: [{ label: 'cash and debt', topic: 'cash' }],
    guidance: 'List bank loans, hire-purchase and lease liabilities, director loans and any personal guarantees you want released at completion. Agree a normal working-capital level early; it is a common source of price adjustments.',
  },
  {
    id: 'concentration',
    category: 'Customers & revenue quality',
    question: ({ signals }) => (signals.concentrated ? 'What happens if your largest customers leave after the sale?' : 'How concentrated is your customer base?'),
    priority: ({ signals }) => (signals.concentrated ? 87 : 74),
    topics: ['concentration'],
    fields: ['traction.customers'],
    expects: [{ label: 'customer concentration', topic: 'concentration' }],
    guidance: ({ signals }) =>
      signals.concentrated
        ? 'Show each large customer’s tenure, contract term and notice period, whether the contract survives a change of control, and who in your team (not you) holds the relationship. Expect a buyer to propose an earn-out tied to these accounts.'
        : 'Give the share of revenue from your top 1, 5 and 10 customers over three years, their tenure, and whether each relationship depends on you personally.',
  },
  {
    id: 'recurring',
    category: 'Customers & revenue quality',
    question: 'How much revenue is recurring or under contract?',
    priority: 80,
    topics: ['recurring', 'retention'],
    fields: ['businessModel', 'traction.keyMetrics'],
    expects: [{ label: 'recurring or contracted share of revenue', topic: 'recurring' }],
    guidance: 'Split revenue into contracted, repeat and one-off. Check key contracts for change-of-control or assignment clauses that would let a customer terminate after the sale.',
  },
  {
    id: 'management',
    category: 'Operations & team',
    question: 'Who runs the business day to day, and what happens if you leave?',
    priority: 86,
    fields: ['team'],
    expects: [{ label: 'management team', field: 'team' }],
    guidance: 'Show a second line of management that already handles customers, suppliers and approvals, and document the processes that still depend on you.',
  },
  {
    id: 'rollover',
    category: 'Operations & team',
    question: 'Will the management team stay, and will they reinvest alongside a private equity buyer?',
    when: ({ signals }) => signals.privateEquity,
    priority: 70,
    guidance: 'Private equity buys a team as much as a business: say which managers stay, what incentive (sweet equity, options or a bonus pool) would keep them, and whether you would roll over part of your proceeds.',
  },
  {
    id: 'employees',
    category: 'Operations & team',
    question: 'Are key employees committed, and is employment compliance in order?',
    priority: 50,
    guidance: 'Confirm written contracts that comply with the Employment Act, CPF contributions paid in full and on time, valid work passes (EP, S Pass and Work Permit quotas and levies), and any retention bonuses or non-solicitation undertakings for key staff.',
  },
  {
    id: 'premises',
    category: 'Operations & team',
    question: 'Do your leases, premises and equipment transfer with the business?',
    when: ({ signals }) => signals.logistics || signals.consumer || signals.hardware,
    priority: 64,
    guidance: 'List each lease with its expiry and whether the landlord (JTC, HDB or private) must consent to a change of control, plus the condition and age of major equipment and vehicles and the capital spending due in the next three years.',
  },
  {
    id: 'growth',
    category: 'Market & growth',
    question: 'Where can a new owner grow this business?',
    priority: 70,
    // Where a new owner grows is where the company already sells and plans to, at what each new customer or site costs.
    fields: ['market.sam', 'market.notes', 'market.tam', 'market.som', 'goToMarket.expansion', 'goToMarket.channels', 'unitEconomics.cac', 'unitEconomics.ltv', 'unitEconomics.payback'],
    expects: [{ label: 'market and growth opportunities', field: 'market.notes' }],
    guidance: 'Give 2–4 concrete opportunities with rough sizing: new SEA markets, new customer segments, pricing, or cross-selling into the buyer’s own customers.',
  },
  {
    id: 'synergies',
    category: 'Market & growth',
    question: 'What would a strategic buyer gain by combining with you?',
    when: ({ signals }) => signals.strategic,
    priority: 62,
    guidance: 'Name the two or three synergies a trade buyer would count (customers to cross-sell, capacity, licences, routes or a market entry) and which of them only you can offer.',
  },
  {
    id: 'competition',
    category: 'Market & growth',
    question: 'Who are your competitors, and what protects your position?',
    priority: 74,
    fields: ['competition.competitors', 'competition.advantage', 'competition.rivals'],
    expects: [{ label: 'competitors', field: 'competition.competitors' }, { label: 'advantage', field: 'competition.advantage' }],
    guidance: 'Show why the advantage belongs to the company (contracts, licences, IP, systems, brand) rather than to you personally.',
  },
  {
    id: 'records',
    category: 'Legal & compliance',
    question: 'Are corporate and tax records clean and up to date?',
    priority: 52,
    guidance: 'Confirm ACRA annual returns and AGM requirements are met, registers of members, directors and registrable controllers are current, IRAS corporate tax (ECI, Form C-S/C) and GST returns are filed, and there are no open tax queries or penalties.',
  },
  {
    id: 'licences',
    category: 'Legal & compliance',
    question: 'Are there any licences, disputes or data protection issues a buyer should know about?',
    priority: ({ profile, signals }) => (profile.fintech || profile.healthcare || signals.logistics || signals.consumer ? 68 : 48),
    guidance: ({ profile, signals }) =>
      [
        'Disclose litigation, claims and regulatory correspondence early; surprises in due diligence cost more than the issue itself. Confirm PDPA compliance: a Data Protection Officer, consent practices and any past data breaches.',
        profile.fintech
          ? 'Confirm your MAS licence or exemption and whether a change in control needs MAS approval before completion.'
          : profile.healthcare
            ? 'Confirm MOH and HSA licences and whether a change of ownership needs a new application.'
            : signals.logistics || signals.consumer
              ? 'List the SFA, NEA and other licences the premises and fleet run under, who holds each, and whether any needs consent or re-application on a change of ownership.'
              : 'List the business licences and permits the company holds and whether any need consent or re-application on a change of ownership.',
      ].join(' '),
  },
  {
    id: 'ip',
    category: 'Legal & compliance',
    question: 'Does the company own its intellectual property?',
    priority: ({ profile }) => (profile.software ? 66 : 40),
    guidance: 'Show trade marks and patents registered with IPOS in the company’s name, IP assignment clauses in employee and contractor agreements, and domain names and software licences held by the company, not by you personally.',
  },
];

export function writeExitFaq(intake: PitchIntake): FaqContent {
  return buildFaq(EXIT_FAQ_ASKS, intake);
}
