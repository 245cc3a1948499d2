import type { PitchIntake } from '../intake';
import type { DeckContent } from '../output-types';
import { fundSharesOf, shortAmount, statOf } from '../slide-figures';
import { asApposition, capitalise, chartCurrency, chartGrowth, claim, figureChart, firstClause, growthPhrase, headline, lowerFirst, shortName } from './deck-claims';
import { buildDeck, type SlideWriter } from './deck-builder';
import { metricEntries, unitEconomicsEntries } from './deck-entries';
import { writerContext } from './writer-context';
import { addHint, clean, has, inline, joinList, orAdd, points, pointsOrAdd, speakerNotes, teamLines } from './writer-text';

// The fundraising deck, one layout per slide kind (docs/product-rules.md, "Deck writers"). Each
// intake answer has one home; notes speak to what the slide itself says.

const investors = (notes: { say: string; probe: string; tip: string }) => speakerNotes('Investors', notes);
const lines = (...values: (string | string[] | false | undefined)[]) => values.flatMap((value) => (value ? value : [])).filter((line) => line.trim() !== '').join('\n');

const coverSlide: SlideWriter = ({ intake, name }) => {
  const { company } = intake;
  const facts = [clean(company?.industry), clean(company?.country), has(company?.foundedYear) ? `Founded ${clean(company.foundedYear)}` : ''].filter(Boolean).join(' · ');
  return {
    kind: 'cover',
    title: name,
    content: lines(
      !has(company?.name) && addHint('your registered company name, e.g. "Acme Pte Ltd"'),
      orAdd(company?.oneLiner, 'a one-line description: who you serve and the result you deliver'),
      facts || addHint('industry, country and year founded'),
      has(company?.stage) ? `${inline(company.stage)} stage` : addHint('your stage (pre-seed, seed, Series A)'),
      has(company?.website) && clean(company.website),
    ),
    notes: investors({
      say: has(company?.oneLiner)
        ? `Introduce yourself, then ${shortName(name)} in the cover's words: "${inline(company.oneLiner)}". Say what you are raising${has(intake.fundraising?.amount) ? ` (${inline(intake.fundraising?.amount)})` : ''} so investors listen with the ask in mind.`
        : `Introduce yourself and ${shortName(name)} in one sentence: who you serve and the result you deliver.`,
      probe: 'Where the company is incorporated and where the team sits; most SEA funds expect a Singapore Pte Ltd holding company even when operations are elsewhere in the region.',
      tip: 'Keep the cover up for under 30 seconds.',
    }),
  };
};

const problemSolutionSlide: SlideWriter = ({ intake, name }) => {
  const problem = points(intake.problem);
  const solution = points(intake.solution);
  return {
    kind: 'problem_solution',
    title: claim('The problem and our solution', problem.length > 1 && problem[0], firstClause(intake.problem)),
    content: {
      'The problem': problem.length > 0 ? problem.join('\n') : addHint('who has the problem, how often, and what it costs them (in S$ or hours)'),
      'Our solution': solution.length > 0 ? solution.join('\n') : addHint('how you solve the problem, one line per pain point'),
    },
    notes: investors({
      say:
        problem.length > 0
          ? `Tell the story behind "${problem[0]}": one customer, how often it happens, what it costs. Then walk across to the solution column${solution.length > 0 ? `, starting with "${solution[0]}"` : ''}.`
          : `Describe the pain ${shortName(name)} removes with one customer story, then the fix.`,
      probe: 'How you know the problem is real: customer interviews, money or time lost, and the workaround customers use today.',
      tip: 'Pair each pain with the line that removes it, in the same order, so the two columns read across.',
    }),
  };
};

const productSlide: SlideWriter = ({ intake, name }) => {
  const features = points(intake.product);
  return {
    kind: 'product',
    title: features.length > 0 ? `What ${shortName(name)} does today` : 'The product',
    content: features.length > 0 ? features.join('\n') : addHint('what the product does today, one line per capability'),
    notes: investors({
      say: features.length > 0 ? `Show ${joinList(features.slice(0, 3).map((feature) => lowerFirst(feature)))} with a screenshot or a 60-second demo.` : 'Walk through the core workflow with a screenshot or a short demo.',
      probe: 'What is built versus planned, what is hard to copy, and what depends on third-party platforms.',
      tip: 'Bring a recorded demo as a backup; live demos fail on venue Wi-Fi.',
    }),
  };
};

const marketSlide: SlideWriter = ({ intake }) => {
  const market = intake.market;
  const tam = statOf(inline(market?.tam)).figure;
  const som = statOf(inline(market?.som)).figure;
  return {
    kind: 'market',
    title: claim('The market', tam && som && `A ${tam} market, with ${som} within reach`, tam && `A ${tam} market`),
    content: {
      TAM: orAdd(market?.tam, 'total addressable market, e.g. "US$2.1B across SEA"'),
      SAM: orAdd(market?.sam, 'the part of the market your product and channels can reach'),
      SOM: orAdd(market?.som, 'the share you can realistically win in 3–5 years, and how you calculated it'),
      'Why now': orAdd(market?.notes, 'what changed (regulation, digitisation, customer behaviour) that makes this the right time'),
    },
    notes: investors({
      say: tam ? `Walk down from ${tam} to ${som || 'the share you will win first'} and name the beachhead, then why now.` : 'Walk from the total market to the share you win first, then why now.',
      probe: 'Bottom-up sizing (target customers × annual price) rather than an analyst figure, and whether the numbers are Singapore-only or regional.',
      tip: 'Say which currency and exchange rate the figures use; regional funds think in USD.',
    }),
  };
};

const tractionSlide: SlideWriter = ({ intake }) => {
  const traction = intake.traction;
  const currency = chartCurrency(intake);
  const chart = figureChart('Revenue', traction?.history, currency);
  const first = chart ? `${chart.categories[0]} ${shortAmount(chart.series[0].values[0], currency)}` : '';
  const last = chart ? `${chart.categories.at(-1)} ${shortAmount(chart.series[0].values.at(-1) ?? 0, currency)}` : '';
  const revenue = has(traction?.revenue) ? headline(traction.revenue) : '';
  // Without a growth rate typed, the chart's own first and last figures say how it moved.
  const charted = has(traction?.growth) ? null : chartGrowth(chart);
  const growth = has(traction?.growth) ? growthPhrase(traction.growth) : (charted?.phrase ?? '');
  return {
    kind: 'traction',
    title: claim('Traction', revenue && growth && `${revenue}, ${growth}`, revenue, has(traction?.customers) && firstClause(traction.customers)),
    content: {
      Revenue: orAdd(traction?.revenue, 'your monthly revenue (MRR) or last 12 months revenue'),
      Growth: orAdd(traction?.growth || charted?.text, 'your month-on-month or year-on-year growth rate'),
      Customers: orAdd(traction?.customers, 'number of paying customers and 2–3 recognisable names'),
      ...metricEntries(traction?.keyMetrics, 'the 2–3 metrics you run the business on (retention, churn, GMV)'),
    },
    chart,
    notes: investors({
      say: chart ? `Point at the chart: revenue went from ${first} to ${last}. Then the tiles on the right${has(traction?.customers) ? `, starting with ${firstClause(traction.customers)}` : ''}.` : `Lead with ${revenue || 'your strongest number'} and the growth behind it.`,
      probe: 'Revenue quality: recurring versus one-off, paying customers versus pilots, churn, and how much comes from the top three customers.',
      tip: chart ? 'Keep the chart to actual months; put plans on the financials slide.' : 'Add monthly revenue figures in the intake and the deck draws the chart for you.',
    }),
  };
};

const businessModelSlide: SlideWriter = ({ intake, name }) => {
  const economics = unitEconomicsEntries(intake.unitEconomics);
  const price = clean(intake.unitEconomics?.price);
  const margin = clean(intake.unitEconomics?.grossMargin);
  return {
    kind: 'business_model',
    title: claim(`How ${shortName(name)} makes money`, price && statOf(margin).figure && `${capitalise(price)} at ${statOf(margin).figure} gross margin`, firstClause(intake.businessModel)),
    content: {
      'How we make money': orAdd(intake.businessModel, 'who pays, how much and how often (pricing tiers, contract length)'),
      ...(Object.keys(economics).length > 0 ? economics : { 'Unit economics': addHint('price, gross margin, customer acquisition cost (CAC), lifetime value (LTV) and payback') }),
    },
    notes: investors({
      say: economics.CAC && economics.LTV ? `Explain the model, then the tiles: it costs ${economics.CAC} to win a customer worth ${economics.LTV}.` : `Explain who pays ${shortName(name)}, how much and how often.`,
      probe: 'CAC by channel, gross margin after delivery costs, and whether pricing holds in lower price-point markets.',
      tip: 'If CAC is not yet reliable, say how you measure it and what the first cohorts show.',
    }),
  };
};

const competitionSlide: SlideWriter = ({ intake, name }) => {
  const rivals = (intake.competition?.rivals ?? []).filter((rival) => has(rival.name));
  const table = Object.fromEntries(rivals.map((rival) => [clean(rival.name), clean(rival.gap) || addHint(`where ${clean(rival.name)} falls short`)]));
  const advantage = orAdd(intake.competition?.advantage, 'why you win: proprietary data, distribution, cost, local regulatory know-how');
  return {
    kind: 'competition',
    title: claim(`Why ${shortName(name)} wins`, has(intake.competition?.advantage) && firstClause(intake.competition.advantage)),
    topic: `Why ${shortName(name)} wins`,
    content: rivals.length > 0 ? ({ ...table, 'Why we win': advantage } as Record<string, string>) : { Alternatives: orAdd(intake.competition?.competitors, 'the alternatives customers use today, including spreadsheets or doing nothing'), 'Why we win': advantage },
    notes: investors({
      say: rivals.length > 0 ? `Go down the table (${joinList(rivals.map((rival) => clean(rival.name)))}) and end on why ${shortName(name)} wins.` : `Name the real alternatives${has(intake.competition?.competitors) ? ` (${inline(intake.competition.competitors)})` : ''} and the one or two dimensions where you clearly win.`,
      probe: 'What stops a well-funded regional player localising into your market, and how long your lead lasts.',
      tip: 'Never say "no competition"; admitting where others are stronger builds credibility.',
    }),
  };
};

const goToMarketSlide: SlideWriter = ({ intake }) => {
  const gtm = intake.goToMarket;
  return {
    kind: 'go_to_market',
    title: claim('Go-to-market', has(gtm?.expansion) && firstClause(gtm?.expansion), has(gtm?.channels) && firstClause(gtm?.channels)),
    content: {
      'How we win customers': pointsOrAdd(gtm?.channels, 'your main acquisition channels (direct sales, partners, digital) and the CAC of each').join('\n'),
      'Where we go next': pointsOrAdd(gtm?.expansion, 'your expansion sequence, e.g. Singapore → Malaysia → Indonesia, with timing and budget').join('\n'),
    },
    notes: investors({
      say: has(gtm?.channels) ? `Start with the channel that works today ("${firstClause(gtm?.channels)}"), then the next market${has(gtm?.expansion) ? `: ${firstClause(gtm?.expansion)}` : ''}.` : 'Show how you win customers today and the order of new markets.',
      probe: 'CAC by channel, sales-cycle length, and the cost of each new market: entity, licences, language and pricing.',
      tip: 'A new market is credible with a named hire or partner, a date and a line in the use of funds.',
    }),
  };
};

const teamSlide: SlideWriter = ({ intake }) => {
  const team = teamLines(intake.team);
  const lead = (intake.team ?? []).find((member) => has(member.name));
  const leadClaim = lead && has(lead.background) ? `Led by ${clean(lead.name)}, ${asApposition(lead.background)}` : '';
  return {
    kind: 'team',
    title: claim('The team', leadClaim, lead && `Led by ${clean(lead.name)}`),
    content: team.length > 0 ? team.join('\n') : addHint('each founder and key team member: name, role and the experience that matters'),
    notes: investors({
      say: team.length > 0 ? `Say why ${joinList((intake.team ?? []).filter((member) => has(member.name)).map((member) => clean(member.name).split(' ')[0]))} win this market: the experience on each card.` : 'Say why this team wins: domain experience, products shipped, networks.',
      probe: 'Whether founders are full-time, the equity split and vesting, and the gaps this round fills.',
      tip: 'If key hires need work passes, show you have planned for Employment Pass (COMPASS) timelines.',
    }),
  };
};

const financialsSlide: SlideWriter = ({ intake }) => {
  const financials = intake.financials;
  const currency = chartCurrency(intake);
  const chart = figureChart('Revenue', financials?.forecast, currency, 'bar', { name: 'Profit', figures: financials?.profit });
  return {
    kind: 'financials',
    title: claim('Financials', has(financials?.projections) && firstClause(financials.projections)),
    content: {
      'Revenue today': orAdd(financials?.currentRevenue, 'current annual or monthly revenue (state SGD or USD)'),
      Plan: orAdd(financials?.projections, 'a 3-year revenue projection and the 2–3 assumptions that drive it'),
      'Monthly burn': orAdd(financials?.burnRate, 'your monthly net burn'),
      Runway: orAdd(financials?.runway, 'months of runway at current burn'),
      ...(chart ? {} : { Figures: addHint('revenue by year (actuals and plan) in the intake, for the chart') }),
    },
    chart,
    notes: investors({
      say: chart ? `Walk the bars from ${chart.categories[0]} to ${chart.categories.at(-1)}${has(financials?.projections) ? `, landing on "${firstClause(financials.projections)}"` : ''}; then burn and runway.` : 'Summarise where you are today, the plan, and the assumptions behind it.',
      probe: 'Burn multiple, runway before and after the raise, and whether the plan is consistent with the traction slide.',
      tip: 'Historical figures should reconcile to the accounts filed with ACRA and IRAS.',
    }),
  };
};

const askSlide: SlideWriter = ({ intake }) => {
  const fundraising = intake.fundraising;
  const uses = points(fundraising?.useOfFunds);
  const shares = fundSharesOf(uses);
  const round = firstClause(clean(fundraising?.round).replace(/\s*\(.*\)\s*/, ' ')).trim();
  return {
    kind: 'ask',
    title: claim('The ask', has(fundraising?.amount) && `Raising ${inline(fundraising?.amount)}${round ? ` in a ${lowerFirst(round).replace(/ round$/i, '')} round` : ''}`),
    content: {
      Raising: orAdd(fundraising?.amount, 'the amount you are raising, in SGD or USD'),
      Round: orAdd(fundraising?.round, 'the round and instrument (SAFE, convertible note, priced equity)'),
      'Use of funds': uses.length > 0 ? uses.join('\n') : addHint('how the money is split (e.g. 40% product, 35% sales, 25% operations) and the milestones it reaches'),
    },
    notes: investors({
      say: shares.length > 0 ? `State the amount, then the split: ${joinList(shares.map((share) => `${share.percent}% ${lowerFirst(share.label)}`))}. Say what milestone it reaches.` : 'State the amount, the instrument, and the milestones the money buys.',
      probe: 'Valuation or cap, who has committed or is leading, and whether the milestones set up the next round.',
      tip: 'Singapore-law rounds often start from the VIMA model documents; know which terms you will negotiate.',
    }),
  };
};

export const PITCH_DECK_SLIDES: readonly SlideWriter[] = [
  coverSlide,
  problemSolutionSlide,
  productSlide,
  marketSlide,
  tractionSlide,
  businessModelSlide,
  competitionSlide,
  goToMarketSlide,
  teamSlide,
  financialsSlide,
  askSlide,
];

export function writePitchDeck(intake: PitchIntake): DeckContent {
  return buildDeck(PITCH_DECK_SLIDES, writerContext(intake));
}
