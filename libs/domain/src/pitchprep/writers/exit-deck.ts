import type { PitchIntake } from '../intake';
import type { DeckContent } from '../output-types';
import { buildDeck, type SlideWriter } from './deck-builder';
import { writerContext } from './writer-context';
import { addHint, bullets, clean, has, inline, labelled, orAdd, points, pointsOrAdd, speakerNotes, teamLines } from './writer-text';

const buyers = (notes: { say: string; probe: string; tip: string }) => speakerNotes('Buyers', notes);

const snapshotSlide: SlideWriter = ({ intake, name }) => {
  const { company } = intake;
  return {
    title: 'Company snapshot',
    content: {
      Company: has(company?.name) ? name : addHint('registered company name (replace with a descriptor in the anonymous teaser)'),
      'What we do': orAdd(company?.oneLiner, 'one line on what the business does and for whom'),
      Industry: orAdd(company?.industry, 'industry or sector'),
      Headquarters: orAdd(company?.country, 'country of incorporation and main operations'),
      Founded: orAdd(company?.foundedYear, 'year founded'),
      ...snapshotRevenue(intake),
    },
    notes: buyers({
      say: `Introduce ${name}: history, scale and reputation, in under a minute.`,
      probe: 'The legal entity being sold, who the selling shareholders are, and any subsidiaries or branches outside Singapore.',
      tip: 'In the anonymous teaser, replace the name with a descriptor (e.g. "Singapore B2B services provider, 15 years operating") until the buyer signs an NDA.',
    }),
  };
};

/**
 * Revenue scale on the snapshot, unless it would repeat the financial summary word for word:
 * then the summary carries it alone.
 */
function snapshotRevenue(intake: PitchIntake): Record<string, string> {
  const financial = clean(intake.financials?.currentRevenue);
  const trading = clean(intake.traction?.revenue);
  if (trading && trading !== financial) return { Revenue: inline(trading) };
  if (financial) return {};
  return { Revenue: addHint('latest full-year revenue in SGD') };
}

// The one-liner is on the snapshot already: highlights are the reasons to buy, not a repeat.
const highlightsSlide: SlideWriter = ({ intake }) => ({
  title: 'Investment highlights',
  content: bullets(
    has(intake.competition?.advantage) ? `Competitive edge: ${points(intake.competition.advantage).join('; ')}` : addHint('what makes the business hard to replicate'),
    labelled('Track record', intake.traction?.revenue, 'revenue scale and years of profitable trading'),
    labelled('Growth', intake.traction?.growth, 'revenue growth over the last 3 years'),
    labelled('Customer base', intake.traction?.customers, 'number, quality and tenure of customers'),
    teamLines(intake.team).length > 0 ? 'An experienced management team in place (see Operations & team)' : addHint('the management team that stays after completion'),
  ),
  notes: buyers({
    say: 'Give the four to six reasons a buyer should pay a premium for this business.',
    probe: 'The evidence behind each highlight; every claim here will be tested in due diligence.',
    tip: 'Lead with what transfers to a new owner: contracted or recurring revenue, systems, and a second line of management.',
  }),
});

const overviewSlide: SlideWriter = ({ intake }) => ({
  title: 'Business overview',
  content: bullets(
    labelled('Customer need', intake.problem, 'the need your customers have and why they buy from you'),
    labelled('How we serve it', intake.solution, 'how the business meets that need'),
    labelled('How we make money', intake.businessModel, 'revenue model: contracts, recurring fees, project work or product sales'),
  ),
  notes: buyers({
    say: 'Explain what the business does, for whom, and how it makes money, in plain terms.',
    probe: 'How much of the business depends on the owner personally: key relationships, pricing decisions, approvals.',
    tip: 'Keep the slide factual and short; detailed descriptions belong in the information memorandum appendices.',
  }),
});

const productsSlide: SlideWriter = ({ intake }) => ({
  title: 'Products & services',
  content: bullets(
    pointsOrAdd(intake.product, 'each product or service line'),
    addHint('revenue share and gross margin for each line'),
  ),
  notes: buyers({
    say: 'Walk through each product or service line with its share of revenue.',
    probe: 'Margin by line, which lines are growing or declining, and any dependence on a single supplier or licence.',
    tip: 'Buyers price the best lines and discount the rest; show the split so they do not assume the worst.',
  }),
});

const marketSlide: SlideWriter = ({ intake }) => ({
  title: 'Market opportunity',
  content: {
    'Total market': orAdd(intake.market?.tam, 'total market size and its growth rate'),
    'Served market': orAdd(intake.market?.sam, 'the segment and geographies you serve'),
    'Our share': orAdd(intake.market?.som, 'your current and achievable market share'),
    'Market trends': orAdd(intake.market?.notes, 'trends, regulation and barriers to entry that support the business'),
  },
  notes: buyers({
    say: 'Position the business within a growing, defensible market.',
    probe: 'Market growth, fragmentation, consolidation opportunities and regulatory barriers to entry.',
    tip: 'Buyers from outside Singapore value a clear read on local licensing and regulation; it is part of what they are paying for.',
  }),
});

const customersSlide: SlideWriter = ({ intake }) => ({
  title: 'Customers & revenue quality',
  content: bullets(
    labelled('Customers', intake.traction?.customers, 'number of active customers and typical tenure'),
    labelled('Revenue', intake.traction?.revenue, 'revenue for the last three financial years'),
    labelled('Key metrics', intake.traction?.keyMetrics, 'retention, repeat-purchase or renewal rates'),
    addHint('share of revenue from the top 10 customers, and contract terms (length, renewal, change-of-control clauses)'),
    addHint('split of recurring or contracted revenue versus one-off project revenue'),
  ),
  notes: buyers({
    say: 'Show that revenue is diversified, contracted and likely to stay after the sale.',
    probe: 'Top-10 customer concentration, contract length, change-of-control clauses, churn and pricing power.',
    tip: 'If one customer is more than 20–30% of revenue, address it openly; otherwise buyers will protect themselves with an earn-out or a lower price.',
  }),
});

const operationsSlide: SlideWriter = ({ intake }) => {
  const lines = teamLines(intake.team);
  return {
    title: 'Operations & team',
    content: bullets(
      lines.length > 0 ? lines : addHint('the management team: name, role and years with the company'),
      addHint('who runs day-to-day operations after completion, and any retention or transition arrangements'),
      addHint('headcount, locations and key systems (ERP, accounting, CRM)'),
    ),
    notes: buyers({
      say: 'Show the organisation and who runs it without you.',
      probe: 'Key-person dependency, retention of managers, work-pass holders, and CPF and Employment Act compliance.',
      tip: 'Offer a defined transition period and retention bonuses for key staff; continuity directly protects the price.',
    }),
  };
};

const financialSlide: SlideWriter = ({ intake }) => ({
  title: 'Financial summary',
  content: {
    'Current revenue': orAdd(intake.financials?.currentRevenue, 'latest full-year revenue, gross margin and EBITDA'),
    Forecast: orAdd(intake.financials?.projections, 'current-year and next-year forecast'),
    'Monthly cost base': orAdd(intake.financials?.burnRate, 'monthly operating costs or cash burn'),
    'Cash position': orAdd(intake.financials?.runway, 'cash on hand, debt and working-capital position'),
  },
  notes: buyers({
    say: 'Present three years of history, the current year and the forecast: revenue, gross margin and normalised EBITDA.',
    probe: 'Reconciliation to the SFRS financial statements and IRAS filings, each add-back, working capital and debt.',
    tip: 'Prepare a normalised EBITDA bridge with evidence for every add-back; unsupported add-backs are the fastest way to lose a buyer\'s trust.',
  }),
});

const competitionSlide: SlideWriter = ({ intake }) => ({
  title: 'Competitive position',
  content: {
    Competitors: orAdd(intake.competition?.competitors, 'main competitors and how the market is structured'),
    'Our advantage': orAdd(intake.competition?.advantage, 'why customers choose you and how durable that is'),
  },
  notes: buyers({
    say: 'Explain why customers choose you and why that lasts under new ownership.',
    probe: 'Whether the advantage depends on the founder\'s relationships or on assets the buyer acquires (contracts, licences, IP, systems).',
    tip: 'Strategic buyers may be competitors; share customer-level detail only later in the process, under NDA and through a clean team if needed.',
  }),
});

const growthSlide: SlideWriter = ({ intake }) => ({
  title: 'Growth opportunities for a new owner',
  content: bullets(
    has(intake.market?.notes) && `Market tailwinds: ${points(intake.market.notes).join('; ')}`,
    has(intake.market?.sam) && `Room to grow within the served market: ${points(intake.market.sam).join('; ')}`,
    labelled('Plan', intake.financials?.projections, 'the growth plan a buyer could fund'),
    addHint('2–4 concrete opportunities: regional expansion (e.g. Malaysia, Indonesia), new products, pricing, or bolt-on acquisitions'),
  ),
  notes: buyers({
    say: 'Show what a buyer could achieve with more capital, its own network or its own products.',
    probe: 'Which opportunities are already in motion, what they cost, and why you have not pursued them yourself.',
    tip: 'Tailor this slide to the buyer: strategic acquirers look for synergies, private equity for platform and bolt-on potential.',
  }),
});

const transactionSlide: SlideWriter = ({ intake }) => ({
  title: 'Transaction overview',
  content: {
    "Seller's objectives": orAdd(intake.exit?.goals, 'what you want from the sale: full or partial exit, your role afterwards'),
    'Preferred buyers': orAdd(intake.exit?.buyerTypes, 'the buyer types you will approach (strategic, private equity, management buy-out)'),
    'Valuation expectations': orAdd(intake.exit?.valuationExpectations, 'your valuation range and the basis (e.g. a multiple of normalised EBITDA)'),
    Timeline: orAdd(intake.exit?.timeline, 'target dates for signing and completion'),
  },
  notes: buyers({
    say: 'Explain what is for sale (shares or assets, and what percentage), your objectives and the process.',
    probe: 'Your reason for selling, your role after completion, and flexibility on structure: earn-out, deferred consideration, rollover equity.',
    tip: 'Let your adviser lead on price. In a share sale the buyer pays stamp duty to IRAS (0.2% of the higher of price or net asset value), which some buyers factor into offers.',
  }),
});

const nextStepsSlide: SlideWriter = ({ intake }) => ({
  title: 'Process & next steps',
  content: bullets(
    '1. Sign a non-disclosure agreement and receive the information memorandum',
    '2. Management presentation and site visit',
    '3. Non-binding indicative offers',
    '4. Shortlist, exclusivity and due diligence (financial, tax, legal, HR)',
    '5. Negotiate and sign the share purchase agreement (SPA)',
    '6. Completion: share transfer, stamp duty, ACRA register of members updated, and handover',
    labelled('Target timeline', intake.exit?.timeline, 'your target dates for offers, signing and completion'),
    addHint('the adviser or contact for enquiries (name and e-mail)'),
  ),
  notes: buyers({
    say: 'Lay out the process steps, dates and who to contact.',
    probe: 'Exclusivity periods, due diligence scope, required approvals (board, shareholders, lenders) and who signs.',
    tip: 'Set a deadline for indicative offers to create competitive tension, and open the data room only after the NDA and shortlist.',
  }),
});

export const EXIT_DECK_SLIDES: readonly SlideWriter[] = [
  snapshotSlide,
  highlightsSlide,
  overviewSlide,
  productsSlide,
  marketSlide,
  customersSlide,
  operationsSlide,
  financialSlide,
  competitionSlide,
  growthSlide,
  transactionSlide,
  nextStepsSlide,
];

export function writeExitDeck(intake: PitchIntake): DeckContent {
  return buildDeck(EXIT_DECK_SLIDES, writerContext(intake), [highlightsSlide]);
}
