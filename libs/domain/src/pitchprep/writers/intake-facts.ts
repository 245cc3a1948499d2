import type { PitchIntake } from '../intake';
import { mentionsConcentration } from './customer-concentration';
import { clean, inline, points, teamLines } from './writer-text';

/** The intake's answer fields a writer can quote (identity fields such as the name are not facts to answer with). */
export const FACT_FIELDS = [
  'problem',
  'solution',
  'product',
  'market.tam',
  'market.sam',
  'market.som',
  'market.notes',
  'traction.revenue',
  'traction.growth',
  'traction.customers',
  'traction.keyMetrics',
  'businessModel',
  'unitEconomics.price',
  'unitEconomics.grossMargin',
  'unitEconomics.cac',
  'unitEconomics.ltv',
  'unitEconomics.payback',
  'competition.competitors',
  'competition.advantage',
  'competition.rivals',
  'goToMarket.channels',
  'goToMarket.expansion',
  'team',
  'financials.currentRevenue',
  'financials.projections',
  'financials.burnRate',
  'financials.runway',
  'fundraising.round',
  'fundraising.amount',
  'fundraising.useOfFunds',
  'exit.goals',
  'exit.buyerTypes',
  'exit.valuationExpectations',
  'exit.timeline',
] as const;
export type FactField = (typeof FACT_FIELDS)[number];

/** What a fact is about, whichever field the founder typed it in. */
export type FactTopic = 'grossMargin' | 'ebitda' | 'retention' | 'unitEconomics' | 'concentration' | 'cash' | 'debt' | 'recurring' | 'pricing' | 'handover';

/** Anything that can tell whether a text is on the topic: a pattern, or a reader of the founder's wording. */
type TopicTest = { test(text: string): boolean };

const TOPICS: Record<FactTopic, TopicTest> = {
  grossMargin: /gross margin|\bGM\b/i,
  ebitda: /ebitda|net profit|operating profit|\bPBT\b/i,
  retention: /churn|retention|\bNRR\b|repeat[- ]purchase|renewal rate/i,
  unitEconomics: /\bCAC\b|payback|\bLTV\b|contribution margin|unit economics/i,
  // "top customer is 19% of revenue", "19% of sales comes from our largest client" (customer-concentration.ts).
  concentration: { test: mentionsConcentration },
  // "Cash-free and debt-free" describes a price basis, not a balance.
  cash: /\bcash\b(?![- ]free| flow positive)|in the bank/i,
  debt: /\bloans?\b|\bdebt\b(?![- ]free)|borrowings?|hire[- ]purchase|overdraft/i,
  recurring: /under (?:\d+[–-]\d+ )?(?:year )?contracts?|recurring|subscriptions?|\bretainers?\b/i,
  pricing: /\bper (?:outlet|user|seat|licen[cs]e|order|drop|pallet|shift|transaction|booking)\b|\bpricing\b|take rate/i,
  handover: /handover|hand over|transition period|stay (?:on )?(?:for )?\d+|earn-?out/i,
};

/** `before`: what separated it from the previous fact where the founder typed it (', ', '; ', a new line, or '' for the first). */
export type IntakeFact = { id: number; field: FactField; text: string; before: string; topics: FactTopic[] };

/**
 * A unit-economics answer is a bare figure ("82%"): it is a fact once it says what it measures
 * ("Gross margin 82%"), unless the founder already wrote that ("68% food gross margin").
 */
const UNIT_ECONOMICS_NAMES: Partial<Record<FactField, [name: string, said: TopicTest]>> = {
  'unitEconomics.price': ['Price', /\bpric(e|ed|ing)\b/i],
  'unitEconomics.grossMargin': ['Gross margin', TOPICS.grossMargin],
  'unitEconomics.cac': ['CAC', /\bCAC\b|acquisition cost/i],
  'unitEconomics.ltv': ['LTV', /\bLTV\b|lifetime value/i],
  'unitEconomics.payback': ['Payback', /payback/i],
};

/** Topics a structured field is about whatever its words (a price is pricing even "per hectare"). */
const FIELD_TOPICS: Partial<Record<FactField, FactTopic>> = {
  'unitEconomics.price': 'pricing',
  'unitEconomics.grossMargin': 'grossMargin',
  'unitEconomics.cac': 'unitEconomics',
  'unitEconomics.ltv': 'unitEconomics',
  'unitEconomics.payback': 'unitEconomics',
};

function read(intake: PitchIntake, field: FactField): string[] {
  if (field === 'team') return teamLines(intake.team);
  if (field === 'competition.rivals') return (intake.competition?.rivals ?? []).filter((rival) => clean(rival.name)).map((rival) => (clean(rival.gap) ? `${clean(rival.name)}: ${inline(rival.gap)}` : clean(rival.name)));
  const named = UNIT_ECONOMICS_NAMES[field];
  if (named) {
    const value = clean(intake.unitEconomics?.[field.split('.')[1] as keyof NonNullable<PitchIntake['unitEconomics']>]);
    if (!value) return [];
    const [name, said] = named;
    return [said.test(value) ? value : `${name} ${/^[A-Z][a-z]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value}`];
  }
  const [group, key] = field.split('.') as [keyof PitchIntake, string | undefined];
  const value = key ? (intake[group] as Record<string, string> | undefined)?.[key] : (intake[group] as string | undefined);
  return points(typeof value === 'string' ? value : '');
}

/**
 * A line the founder typed, split into facts: at semicolons always, at commas only when every piece
 * carries a figure ("FY2024 revenue S$14.2M, gross margin 31%, EBITDA S$2.3M" is three facts;
 * "Manpower shortages after COVID, tighter quotas …" stays one sentence). Each piece keeps the
 * separator that came before it, so facts that stay together read as the founder wrote them.
 */
function splitFacts(line: string): { text: string; before: string }[] {
  return line.split(/;\s*/).flatMap((part, partIndex) => {
    const pieces = part.split(/,\s+(?![^()]*\))/);
    // A piece that qualifies the one before ("…, normalised for family salaries to S$3.4M") is not a fact of its own.
    const qualifies = (piece: string) => /^(?:[a-z]+ed|including|excluding|driven|with|of which|mostly|mainly|up from|down from)\b/.test(piece);
    const split = pieces.length > 1 && pieces.every((piece) => /\d/.test(piece)) && !pieces.slice(1).some(qualifies) ? pieces : [part];
    return split
      .map((piece, i) => ({ text: piece.trim().replace(/[.;,\s]+$/, ''), before: i > 0 ? ', ' : partIndex > 0 ? '; ' : '' }))
      .filter((piece) => piece.text.length > 0);
  });
}

/** Every fact of the intake, in field order, each tagged with its topics. */
export function intakeFacts(intake: PitchIntake): IntakeFact[] {
  let id = 0;
  return FACT_FIELDS.flatMap((field) => {
    // A team member and a use-of-funds line are one fact each, commas and all.
    const whole = field === 'team' || field === 'fundraising.useOfFunds' || field === 'competition.competitors' || field === 'competition.rivals' || field in UNIT_ECONOMICS_NAMES;
    return read(intake, field).flatMap((line, lineIndex) =>
      (whole ? [{ text: line, before: '' }] : splitFacts(line)).map((piece) => ({
        id: id++,
        field,
        text: piece.text,
        // A new line of a list starts a new point.
        before: piece.before || (lineIndex > 0 ? '\n' : ''),
        topics: (Object.keys(TOPICS) as FactTopic[]).filter((t) => TOPICS[t].test(piece.text) || FIELD_TOPICS[field] === t),
      })),
    );
  });
}

/** Sentences that describe (the problem, the team, the plan): a figure in them is not a metric to lift out. */
const PROSE_FIELDS: ReadonlySet<FactField> = new Set(['problem', 'solution', 'product', 'market.notes', 'competition.competitors', 'competition.advantage', 'competition.rivals', 'goToMarket.channels', 'goToMarket.expansion', 'team', 'fundraising.useOfFunds']);

/**
 * The intake's facts, each handed out once (docs/product-rules.md, "PitchPrep outputs"): a writer
 * takes facts by topic or by field, and a fact one answer took is not repeated in another.
 */
export class FactPool {
  private readonly taken = new Set<number>();
  readonly all: readonly IntakeFact[];

  constructor(intake: PitchIntake) {
    this.all = intakeFacts(intake);
  }

  /**
   * The untaken facts on a topic, wherever they were typed, except the last fact of a `kept` field:
   * a question that exists to quote that field (the valuation, say) must not be left empty by
   * another that only wanted part of it.
   */
  takeTopic(topic: FactTopic, kept: ReadonlySet<FactField> = new Set()): IntakeFact[] {
    const found: IntakeFact[] = [];
    for (const fact of this.all) {
      if (this.taken.has(fact.id) || !fact.topics.includes(topic) || PROSE_FIELDS.has(fact.field)) continue;
      const left = this.all.filter((f) => f.field === fact.field && !this.taken.has(f.id)).length;
      if (kept.has(fact.field) && left <= 1) continue;
      this.taken.add(fact.id);
      found.push(fact);
    }
    return found;
  }

  takeField(field: FactField): IntakeFact[] {
    return this.take((fact) => fact.field === field);
  }

  /** Whether the intake says anything on this topic or field at all (taken or not). */
  has(what: { topic?: FactTopic; field?: FactField }): boolean {
    return this.all.some((fact) => (what.topic ? fact.topics.includes(what.topic) : fact.field === what.field));
  }

  unused(): IntakeFact[] {
    return this.all.filter((fact) => !this.taken.has(fact.id));
  }

  private take(match: (fact: IntakeFact) => boolean): IntakeFact[] {
    const found = this.all.filter((fact) => !this.taken.has(fact.id) && match(fact));
    for (const fact of found) this.taken.add(fact.id);
    return found;
  }
}
