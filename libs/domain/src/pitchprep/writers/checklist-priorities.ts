import type { ChecklistCategory, ChecklistContent, ChecklistPriority, ChecklistStart } from '../output-types';
import type { ChecklistContext } from './checklist-templates';
import type { FactTopic } from './intake-facts';
import { quoted } from './writer-text';

// How a data-room checklist is prioritised like an adviser's request list (docs/product-rules.md,
// "Data-room checklist priorities"): a "Start here" block of the 8–10 required documents a lead
// investor or buyer asks for in the first week, chosen by the track and the company's weakest
// signals; every item a priority; required items first in each category.

export const START_HERE_MIN = 8;
export const START_HERE_MAX = 10;

/** The order items are asked for: the first week, then before the term sheet or LOI, then before completion. */
export const PRIORITY_ORDER: readonly ChecklistPriority[] = ['week_1', 'before_term_sheet', 'before_loi', 'before_completion'];

/**
 * Items a lead investor needs to price the round, or a buyer to make an offer: asked for before the
 * term sheet (fundraising) or the LOI (exit). Every other item is confirmatory: before completion.
 */
export const BEFORE_TERMS: Record<'fundraising' | 'exit', ReadonlySet<string>> = {
  fundraising: new Set([
    'Financial statements (SFRS)',
    'Management accounts',
    'Financial model and projections',
    'Bank facilities, loans and guarantees',
    'Group structure chart',
    'Customer list with revenue',
    'Revenue concentration analysis',
    'Subscription metrics',
    'Marketplace metrics',
    'Unit economics',
    'Sales pipeline',
    'Customer references',
    'Organisation chart and headcount',
    'Founder vesting',
    'ESOP plan and grants',
    'MAS licence',
    'Health regulatory approvals',
    'Product overview and roadmap',
    'Pitch deck and executive summary',
    'Fully diluted cap table',
    'Prior financing documents',
    'Use of funds and budget',
    'Term sheet',
    'Investor updates and board packs',
  ]),
  exit: new Set([
    'Financial statements (SFRS)',
    'Management accounts',
    'Normalised EBITDA bridge',
    'Working capital analysis',
    'Bank facilities, loans and guarantees',
    'Group structure chart',
    'Top customer contracts',
    'Change-of-control review',
    'Customer list with revenue',
    'Revenue concentration analysis',
    'Subscription metrics',
    'Marketplace metrics',
    'Lost customers and disputes',
    'Sales pipeline',
    'Organisation chart and headcount',
    'Key-person retention and handover',
    'MAS licence',
    'Health regulatory approvals',
    'Litigation and disputes',
    'Teaser and information memorandum',
    'Non-disclosure agreement',
    'Process letter and timetable',
    'Shareholder consents and transfer restrictions',
    'Valuation support',
    'Vendor due diligence report',
    'Heads of terms and SPA positions',
  ]),
};

type Pick = { name: string; why: (ctx: ChecklistContext) => string; when?: (ctx: ChecklistContext) => boolean };

/** The founder's first statement on a topic, quoted, for a reason to point at. */
function said(ctx: ChecklistContext, topic: FactTopic): string {
  const fact = ctx.facts.find((entry) => entry.topics.includes(topic));
  return fact ? `you state ${quoted(fact.text)}` : '';
}
const because = (statement: string, otherwise: string) => (statement ? `${statement[0].toUpperCase()}${statement.slice(1)}: ${otherwise}` : `${otherwise[0].toUpperCase()}${otherwise.slice(1)}`);

/** Where this company looks weakest, each pointing at the document that answers it: asked for first. */
const WEAK_SPOTS: Pick[] = [
  { name: 'Revenue concentration analysis', when: (ctx) => ctx.signals.concentrated, why: (ctx) => because(said(ctx, 'concentration'), 'concentration is the first risk a reader prices.') },
  { name: 'Bank facilities, loans and guarantees', when: (ctx) => ctx.signals.borrowings, why: (ctx) => because(said(ctx, 'debt'), 'debt comes off the price or out of the round, so it is checked early.') },
  {
    name: 'Shareholder consents and transfer restrictions',
    when: (ctx) => ctx.signals.founderStake !== null && ctx.signals.founderStake < 100,
    why: (ctx) => `You own ${ctx.signals.founderStake} %: a buyer needs to know the other holders can be brought along.`,
  },
  { name: 'Group structure chart', when: (ctx) => !ctx.profile.singapore, why: () => 'Investors want a Singapore holding company over the operations; show the structure first.' },
  { name: 'MAS licence', when: (ctx) => ctx.profile.fintech, why: () => 'A payments business is only worth what its licence lets it do.' },
  { name: 'Health regulatory approvals', when: (ctx) => ctx.profile.healthcare, why: () => 'Clinics and health products trade on their licences; a gap stops the deal.' },
  { name: 'Subscription metrics', when: (ctx) => ctx.profile.saas, why: (ctx) => because(said(ctx, 'retention'), 'retention and churn decide a SaaS valuation, so they are checked against your figures.') },
  { name: 'Marketplace metrics', when: (ctx) => ctx.profile.marketplace, why: () => 'GMV, take rate and repeat purchase decide what a marketplace is worth.' },
  {
    name: 'Key-person retention and handover',
    when: (ctx) => ctx.intake.track === 'exit' && (ctx.signals.teamGap || ctx.facts.some((fact) => fact.topics.includes('handover'))),
    why: (ctx) => because(said(ctx, 'handover'), 'a buyer asks who runs the business after you leave.'),
  },
  { name: 'Founder vesting', when: (ctx) => ctx.intake.track === 'fundraising' && ctx.signals.teamGap, why: () => 'With a small or non-technical team, investors check who is committed and for how long.' },
  {
    name: 'Use of funds and budget',
    when: (ctx) => ctx.intake.track === 'fundraising' && ctx.signals.runwayMonths !== null && ctx.signals.runwayMonths < 12,
    why: (ctx) => `With ${ctx.signals.runwayMonths} months of runway, the budget shows what this round buys and when you raise again.`,
  },
];

/** What every lead investor or buyer asks for in the first week, in the order they ask. */
const CORE: Record<'fundraising' | 'exit', Pick[]> = {
  fundraising: [
    { name: 'Pitch deck and executive summary', why: () => 'The first thing shared; its figures must match everything below.' },
    { name: 'Fully diluted cap table', why: () => 'Every term sheet starts from who owns what today.' },
    { name: 'Financial model and projections', why: () => 'The basis of the valuation and the size of the round.' },
    { name: 'Management accounts', why: () => 'This year to date: the figures the model starts from.' },
    { name: 'Use of funds and budget', why: () => 'What the money buys and the milestones it reaches.' },
    { name: 'Unit economics', why: () => 'Whether growth pays for itself: CAC, margin and payback.' },
    { name: 'Financial statements (SFRS)', why: () => 'The filed history behind the model.' },
    { name: 'Customer list with revenue', why: () => 'Who pays you and how much, for the first reference calls.' },
    { name: 'Prior financing documents', why: () => 'Earlier rounds set rights the new investor inherits.' },
    { name: 'ACRA business profile', why: () => 'Confirms the company, its directors and shareholders.' },
  ],
  exit: [
    { name: 'Teaser and information memorandum', why: () => 'What a buyer reads before asking for anything else.' },
    { name: 'Non-disclosure agreement', why: () => 'Signed before any figure leaves the company.' },
    { name: 'Financial statements (SFRS)', why: () => 'Three years of filed accounts: the base of every offer.' },
    { name: 'Normalised EBITDA bridge', why: () => 'The earnings the price is a multiple of; each add-back is challenged.' },
    { name: 'Management accounts', why: () => 'This year to date, reconciled to the annual accounts.' },
    { name: 'Customer list with revenue', why: () => 'Who pays you, how much, and for how long.' },
    { name: 'Working capital analysis', why: () => 'Sets the cash a buyer expects left in the business at completion.' },
    { name: 'Change-of-control review', why: () => 'Contracts that end on a sale change what a buyer is buying.' },
    { name: 'Top customer contracts', why: () => 'The revenue a buyer is paying for, on paper.' },
    { name: 'ACRA business profile', why: () => 'Confirms the company, its directors and shareholders.' },
  ],
};

/** Three core documents always lead; the weak spots come next, then the rest of the core, to 8–10 in all. */
const CORE_LEAD = 3;

export function startHere(categories: readonly ChecklistCategory[], ctx: ChecklistContext): ChecklistStart[] {
  const track = ctx.intake.track === 'exit' ? 'exit' : 'fundraising';
  const required = new Map(categories.flatMap((category) => category.items.filter((item) => item.required).map((item) => [item.name, category.category] as const)));
  const core = CORE[track];
  const candidates = [...core.slice(0, CORE_LEAD), ...WEAK_SPOTS.filter((pick) => pick.when?.(ctx) ?? true), ...core.slice(CORE_LEAD)];
  const chosen: ChecklistStart[] = [];
  for (const pick of candidates) {
    const category = required.get(pick.name);
    if (category === undefined || chosen.some((entry) => entry.name === pick.name)) continue;
    chosen.push({ name: pick.name, category, why: pick.why(ctx) });
    if (chosen.length === START_HERE_MAX) break;
  }
  return chosen;
}

function rank(priority: ChecklistPriority | undefined): number {
  return priority ? PRIORITY_ORDER.indexOf(priority) : PRIORITY_ORDER.length;
}

/** Each item its priority, and each category's items required first, then by priority, otherwise as written. */
export function prioritise(categories: readonly ChecklistCategory[], ctx: ChecklistContext): ChecklistContent {
  const track = ctx.intake.track === 'exit' ? 'exit' : 'fundraising';
  const first = startHere(categories, ctx);
  const week1 = new Set(first.map((entry) => entry.name));
  const terms: ChecklistPriority = track === 'exit' ? 'before_loi' : 'before_term_sheet';
  return {
    startHere: first,
    categories: categories.map((category) => ({
      category: category.category,
      items: category.items
        .map((item, index) => ({
          index,
          item: { ...item, priority: (week1.has(item.name) ? 'week_1' : BEFORE_TERMS[track].has(item.name) ? terms : 'before_completion') as ChecklistPriority },
        }))
        .sort((a, b) => Number(b.item.required) - Number(a.item.required) || rank(a.item.priority) - rank(b.item.priority) || a.index - b.index)
        .map(({ item }) => item),
    })),
  };
}

/** The priority as a reader sees it. */
export const PRIORITY_LABEL: Record<ChecklistPriority, string> = {
  week_1: 'Week 1',
  before_term_sheet: 'Before term sheet',
  before_loi: 'Before LOI',
  before_completion: 'Before completion',
};
