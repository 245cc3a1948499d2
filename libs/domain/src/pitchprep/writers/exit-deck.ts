import type { PitchIntake } from '../intake';
import type { DeckContent } from '../output-types';
import { shortAmount, statOf, timelineSteps } from '../slide-figures';
import { chartCurrency, countWord, claim, figureChart, firstClause, growthPhrase, headline, lowerFirst, shortName } from './deck-claims';
import { buildDeck, type SlideWriter } from './deck-builder';
import { metricEntries, unitEconomicsEntries } from './deck-entries';
import { writerContext } from './writer-context';
import { addHint, clean, has, inline, joinList, orAdd, points, pointsOrAdd, speakerNotes, teamLines } from './writer-text';

// The exit deck (a teaser / CIM summary for buyers), one layout per slide kind
// (docs/product-rules.md, "Deck writers"). Each intake answer has one home; notes speak to
// what the slide itself says.

const buyers = (notes: { say: string; probe: string; tip: string }) => speakerNotes('Buyers', notes);
const lines = (...values: (string | false | undefined)[]) => values.filter((line): line is string => typeof line === 'string' && line.trim() !== '').join('\n');

const coverSlide: SlideWriter = ({ intake, name }) => {
  const { company } = intake;
  const facts = [clean(company?.industry), clean(company?.country), has(company?.foundedYear) ? `Founded ${clean(company.foundedYear)}` : ''].filter(Boolean).join(' · ');
  return {
    kind: 'cover',
    title: name,
    content: lines(
      !has(company?.name) && addHint('registered company name (or a descriptor for an anonymous teaser)'),
      orAdd(company?.oneLiner, 'one line on what the business does and for whom'),
      facts || addHint('industry, headquarters and year founded'),
      has(company?.stage) && inline(company.stage),
      has(company?.website) && clean(company.website),
    ),
    notes: buyers({
      say: `Introduce ${shortName(name)}${has(company?.foundedYear) ? `, trading since ${clean(company.foundedYear)}` : ''}, in under a minute.`,
      probe: 'The legal entity being sold, who the selling shareholders are, and any subsidiaries outside Singapore.',
      tip: 'In an anonymous teaser, replace the name with a descriptor until the buyer signs an NDA.',
    }),
  };
};

const trackRecordSlide: SlideWriter = ({ intake }) => {
  const traction = intake.traction;
  const currency = chartCurrency(intake);
  const chart = figureChart('Revenue', traction?.history, currency);
  const revenue = has(traction?.revenue) ? headline(traction.revenue) : '';
  return {
    kind: 'traction',
    title: claim('Track record', revenue && has(traction?.growth) && `${revenue}, ${growthPhrase(traction.growth)}`, revenue),
    topic: 'Track record',
    content: {
      Revenue: orAdd(traction?.revenue, 'revenue for the last full financial year'),
      Growth: orAdd(traction?.growth, 'revenue growth over the last three years'),
      Customers: orAdd(traction?.customers, 'number of customers, the top 10 customers’ share of revenue and typical tenure'),
      ...metricEntries(traction?.keyMetrics, 'retention, renewal or utilisation figures buyers can test'),
    },
    chart,
    notes: buyers({
      say: chart
        ? `Walk the bars from ${chart.categories[0]} (${shortAmount(chart.series[0].values[0], currency)}) to ${chart.categories.at(-1)} (${shortAmount(chart.series[0].values.at(-1) ?? 0, currency)}), then the tiles.`
        : `Lead with ${revenue || 'revenue scale'} and how steady it has been.`,
      probe: 'Top-10 customer concentration, contract length, change-of-control clauses and churn.',
      tip: 'If one customer is more than 20–30% of revenue, say so here; buyers will find it in diligence anyway.',
    }),
  };
};

const businessSlide: SlideWriter = ({ intake, name }) => {
  const need = points(intake.problem);
  const serve = points(intake.solution);
  return {
    kind: 'problem_solution',
    title: claim(`What ${shortName(name)} does`, serve.length > 0 && firstClause(intake.solution)),
    content: {
      'Customer need': need.length > 0 ? need.join('\n') : addHint('the need your customers have and why they buy from you'),
      'How we serve it': serve.length > 0 ? serve.join('\n') : addHint('how the business meets that need: sites, fleet, licences, people'),
    },
    notes: buyers({
      say: serve.length > 0 ? `Explain the need, then what a buyer acquires: "${firstClause(intake.solution)}".` : 'Explain what the business does and for whom, in plain terms.',
      probe: 'How much of the business depends on the owner personally: key relationships, pricing decisions, approvals.',
      tip: 'Keep it factual; detail belongs in the information memorandum appendices.',
    }),
  };
};

const linesSlide: SlideWriter = ({ intake }) => {
  const offer = points(intake.product);
  return {
    kind: 'product',
    title: offer.length > 1 ? `${countWord(offer.length)} lines of business` : 'Products & services',
    content: offer.length > 0 ? offer.join('\n') : addHint('each product or service line with its share of revenue'),
    notes: buyers({
      say: offer.length > 0 ? `Walk through ${joinList(offer.map((line) => lowerFirst(firstClause(line.replace(/\s*\(.*\)$/, '')))))}, with each line's share of revenue.` : 'Walk through each line of business with its share of revenue.',
      probe: 'Margin by line, which lines grow or decline, and any dependence on one supplier or licence.',
      tip: 'Buyers price the best lines and discount the rest; show the split so they do not assume the worst.',
    }),
  };
};

const marketSlide: SlideWriter = ({ intake }) => {
  const market = intake.market;
  const tam = statOf(inline(market?.tam)).figure;
  const growing = /growing [^,;.]+/i.exec(inline(market?.tam))?.[0] ?? '';
  return {
    kind: 'market',
    title: claim('Market opportunity', tam && `A ${tam} market${growing ? `, ${growing}` : ''}`),
    content: {
      TAM: orAdd(market?.tam, 'total market size and its growth rate'),
      SAM: orAdd(market?.sam, 'the segment and geographies you serve'),
      SOM: orAdd(market?.som, 'your current share of that segment'),
      'Why it lasts': orAdd(market?.notes, 'trends, regulation and barriers to entry that support the business'),
    },
    notes: buyers({
      say: tam ? `Place the business in the ${tam} market and show its share.` : 'Place the business within a growing, defensible market.',
      probe: 'Market growth, fragmentation, consolidation opportunities and regulatory barriers to entry.',
      tip: 'Buyers from outside Singapore value a clear read on local licensing; it is part of what they pay for.',
    }),
  };
};

const modelSlide: SlideWriter = ({ intake, name }) => {
  const economics = unitEconomicsEntries(intake.unitEconomics);
  return {
    kind: 'business_model',
    title: claim(`How ${shortName(name)} earns`, firstClause(intake.businessModel)),
    content: { 'How we make money': orAdd(intake.businessModel, 'revenue model: contracts, recurring fees, project work or product sales'), ...economics },
    notes: buyers({
      say: `Explain how revenue is earned${economics['Gross margin'] ? ` and the ${economics['Gross margin']} gross margin` : ''}, and how much of it is contracted.`,
      probe: 'Pricing power, contract renewal terms and any revenue that depends on the owner.',
      tip: 'Recurring and contracted revenue earns a higher multiple; make it easy to see.',
    }),
  };
};

const competitionSlide: SlideWriter = ({ intake, name }) => {
  const rivals = (intake.competition?.rivals ?? []).filter((rival) => has(rival.name));
  const advantage = orAdd(intake.competition?.advantage, 'why customers choose you and how durable that is');
  return {
    kind: 'competition',
    title: claim('Competitive position', has(intake.competition?.advantage) && firstClause(intake.competition.advantage)),
    content:
      rivals.length > 0
        ? ({ ...Object.fromEntries(rivals.map((rival) => [clean(rival.name), clean(rival.gap) || addHint(`where ${clean(rival.name)} falls short`)])), 'Why we win': advantage } as Record<string, string>)
        : { Alternatives: orAdd(intake.competition?.competitors, 'main competitors and how the market is structured'), 'Why we win': advantage },
    notes: buyers({
      say: `Explain why customers choose ${shortName(name)} and why that lasts under a new owner.`,
      probe: 'Whether the advantage rests on the founder’s relationships or on assets the buyer acquires (contracts, licences, systems).',
      tip: 'Strategic buyers may be competitors; share customer-level detail only after NDA and shortlist.',
    }),
  };
};

const teamSlide: SlideWriter = ({ intake }) => {
  const team = teamLines(intake.team);
  return {
    kind: 'team',
    title: claim('Management team', team.length > 1 && `A management team of ${countWord(team.length).toLowerCase()} in place`),
    content: team.length > 0 ? team.join('\n') : addHint('the management team: name, role and years with the company'),
    notes: buyers({
      say: team.length > 0 ? `Introduce ${joinList((intake.team ?? []).filter((member) => has(member.name)).map((member) => clean(member.name)))} and who runs the business day to day after completion.` : 'Show who runs the business without you.',
      probe: 'Key-person dependency, retention of managers, and CPF and Employment Act compliance.',
      tip: 'Offer a defined transition period and retention bonuses for key staff; continuity protects the price.',
    }),
  };
};

const financialsSlide: SlideWriter = ({ intake }) => {
  const financials = intake.financials;
  const currency = chartCurrency(intake);
  const chart = figureChart('Revenue', financials?.forecast, currency, 'bar', { name: 'EBITDA', figures: financials?.profit });
  return {
    kind: 'financials',
    topic: 'Financial summary',
    title: claim('Financial summary', profitClause(financials?.currentRevenue), has(financials?.currentRevenue) && firstClause(financials.currentRevenue), has(financials?.projections) && firstClause(financials.projections)),
    content: {
      Profitability: orAdd(financials?.currentRevenue, 'latest full-year gross margin and EBITDA (normalised)'),
      Forecast: orAdd(financials?.projections, 'current-year and next-year forecast'),
      'Cost base': orAdd(financials?.burnRate, 'monthly operating costs'),
      'Cash and debt': orAdd(financials?.runway, 'cash on hand, debt and working-capital position'),
      ...(chart ? {} : { Figures: addHint('revenue and EBITDA by year in the intake, for the chart') }),
    },
    chart,
    notes: buyers({
      say: chart ? `Walk revenue and ${chart.series[1] ? 'EBITDA' : 'the forecast'} from ${chart.categories[0]} to ${chart.categories.at(-1)}, then cash and debt.` : 'Present three years of history, the current year and the forecast.',
      probe: 'Reconciliation to the SFRS statements and IRAS filings, each add-back, working capital and debt.',
      tip: 'Prepare a normalised EBITDA bridge with evidence for every add-back.',
    }),
  };
};

/** The clause of the founder's figures that states profit, for the financial summary's claim. */
function profitClause(text: string | undefined): string {
  return points(text).flatMap((line) => line.split(/;\s*/)).find((clause) => /EBITDA|profit|net income/i.test(clause)) ?? '';
}

const growthSlide: SlideWriter = ({ intake }) => {
  const gtm = intake.goToMarket;
  return {
    kind: 'go_to_market',
    topic: 'Growth for a new owner',
    title: claim('Growth for a new owner', has(gtm?.expansion) && firstClause(gtm?.expansion)),
    content: {
      'How we win customers': pointsOrAdd(gtm?.channels, 'how the business wins customers today (sales team, tenders, partners)').join('\n'),
      'Where a buyer can grow': pointsOrAdd(gtm?.expansion, '2–4 concrete opportunities: new sites, markets, products or bolt-on acquisitions').join('\n'),
    },
    notes: buyers({
      say: has(gtm?.expansion) ? `Show what a buyer could do with more capital, starting with "${firstClause(gtm?.expansion)}".` : 'Show what a buyer could achieve with more capital or its own network.',
      probe: 'Which opportunities are in motion, what they cost, and why you have not pursued them yourself.',
      tip: 'Strategic acquirers look for synergies, private equity for platform and bolt-on potential.',
    }),
  };
};

const transactionSlide: SlideWriter = ({ intake }) => {
  const exit = intake.exit;
  return {
    kind: 'transaction',
    title: claim('The transaction', has(exit?.goals) && firstClause(exit?.goals)),
    content: {
      Valuation: orAdd(exit?.valuationExpectations, 'your valuation range and the basis (e.g. a multiple of normalised EBITDA)'),
      'What the seller wants': orAdd(exit?.goals, 'what you want from the sale: full or partial exit, your role afterwards'),
      'Buyers we expect': pointsOrAdd(exit?.buyerTypes?.replace(/;\s*/g, '\n'), 'the buyer types you will approach (strategic, private equity, management buy-out)').join('\n'),
    },
    notes: buyers({
      say: has(exit?.goals) ? `Explain what is for sale: ${lowerFirst(firstClause(exit?.goals))}.` : 'Explain what is for sale (shares or assets, what percentage) and your objectives.',
      probe: 'Your reason for selling, your role after completion, and flexibility on earn-out, deferred consideration or rollover equity.',
      tip: 'In a share sale the buyer pays stamp duty (0.2% of the higher of price or net asset value), which some buyers factor into offers.',
    }),
  };
};

const timelineSlide: SlideWriter = ({ intake }) => {
  const steps = timelineSteps(clean(intake.exit?.timeline));
  return {
    kind: 'timeline',
    // The claim is where the steps lead, not the last step said again: "Three steps to completion by September 2026".
    title: claim('Process and timeline', steps.length > 1 && `${countWord(steps.length)} steps to ${lowerFirst(steps.at(-1) ?? '')}`, steps.length === 1 && `${steps[0]}`),
    content: steps.length > 0 ? steps.join('\n') : addHint('target dates for offers, signing and completion'),
    notes: buyers({
      say: steps.length > 0 ? `Take buyers through the dates: ${joinList(steps.map(lowerFirst))}.` : 'Lay out the process steps and dates.',
      probe: 'Exclusivity periods, due diligence scope and the approvals needed (board, shareholders, lenders).',
      tip: 'A firm date for indicative offers creates competitive tension; open the data room after NDA and shortlist.',
    }),
  };
};

export const EXIT_DECK_SLIDES: readonly SlideWriter[] = [
  coverSlide,
  trackRecordSlide,
  businessSlide,
  linesSlide,
  marketSlide,
  modelSlide,
  competitionSlide,
  teamSlide,
  financialsSlide,
  growthSlide,
  transactionSlide,
  timelineSlide,
];

export function writeExitDeck(intake: PitchIntake): DeckContent {
  return buildDeck(EXIT_DECK_SLIDES, writerContext(intake));
}
