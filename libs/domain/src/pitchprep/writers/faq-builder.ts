import type { PitchIntake } from '../intake';
import type { FaqContent } from '../output-types';
import { companySignals, type CompanySignals } from './company-signals';
import { FactPool, type FactField, type FactTopic, type IntakeFact } from './intake-facts';
import { writerContext, type WriterContext } from './writer-context';
import { answerProse } from './faq-prose';
import { addHint, joinList } from './writer-text';

export type FaqContext = WriterContext & { signals: CompanySignals };

/** Something a complete answer states: found by topic anywhere in the intake, or in a field. */
export type FaqExpectation = { label: string; topic?: FactTopic; field?: FactField };

/** One question an FAQ may ask, when it fits the company, and where its answer comes from. */
export type FaqAsk = {
  id: string;
  category: string;
  question: string | ((ctx: FaqContext) => string);
  /** Asked only for companies it fits (stage, sector, market, weak spots); always when absent. */
  when?: (ctx: FaqContext) => boolean;
  /** Higher is asked first when more questions fit than an FAQ holds. */
  priority: number | ((ctx: FaqContext) => number);
  /** Facts taken by topic from anywhere in the intake, before any question takes facts by field. */
  topics?: readonly FactTopic[];
  /** Fields whose facts (those no other answer took) this answer gives. */
  fields?: readonly FactField[];
  expects?: readonly FaqExpectation[];
  /** Sentences the intake implies without stating them as a fact (a legal form read from the name). */
  derived?: (ctx: FaqContext) => string[];
  /** How to answer well: the founder's prompt when the intake leaves the answer incomplete. */
  guidance: string | ((ctx: FaqContext) => string);
};

export const FAQ_MAX_QUESTIONS = 20;
export const FAQ_MIN_QUESTIONS = 15;

/** A written entry with what it was built from, for the writer's own checks. */
export type PlannedFaqEntry = { ask: FaqAsk; category: string; question: string; facts: IntakeFact[]; derived: string[]; missing: FaqExpectation[]; suggestedAnswer: string };
export type FaqPlan = { entries: PlannedFaqEntry[]; unused: IntakeFact[] };

const resolve = <T>(value: T | ((ctx: FaqContext) => T), ctx: FaqContext): T => (typeof value === 'function' ? (value as (ctx: FaqContext) => T)(ctx) : value);

/**
 * docs/product-rules.md, "PitchPrep outputs": the questions that fit the company, each answered from
 * the intake wherever it has the answer, every fact used once. What the intake lacks becomes one
 * "[Add: …]" prompt for the founder; the investor copy leaves prompts out (faqForInvestors).
 */
export function planFaq(asks: readonly FaqAsk[], intake: PitchIntake): FaqPlan {
  const ctx: FaqContext = { ...writerContext(intake), signals: companySignals(intake) };
  const pool = new FactPool(intake);
  const fitting = asks.filter((ask) => ask.when?.(ctx) ?? true).map((ask, index) => ({ ask, index, priority: resolve(ask.priority, ctx) }));
  const byPriority = [...fitting].sort((a, b) => b.priority - a.priority || a.index - b.index);
  const facts = new Map<string, IntakeFact[]>(fitting.map(({ ask }) => [ask.id, []]));
  // The fields questions exist to quote keep at least one fact for them.
  const kept = new Set(fitting.flatMap(({ ask }) => (ask.expects ?? []).flatMap((e) => (e.field ? [e.field] : []))));
  for (const { ask } of byPriority) {
    for (const topic of ask.topics ?? []) facts.get(ask.id)?.push(...pool.takeTopic(topic, new Set([...kept].filter((f) => !ask.fields?.includes(f)))));
  }
  for (const { ask } of byPriority) for (const field of ask.fields ?? []) facts.get(ask.id)?.push(...pool.takeField(field));

  const planned = fitting.map(({ ask, index, priority }) => {
    const own = facts.get(ask.id) ?? [];
    const derived = ask.derived?.(ctx) ?? [];
    // Asked for only when the intake says it nowhere: a fact another answer gave is not missing.
    const missing = (ask.expects ?? []).filter((e) => !own.some((f) => covers(e, f)) && !pool.has(e));
    const answerable = own.length > 0 || derived.length > 0;
    const useful = answerable || missing.length > 0 || (ask.expects ?? []).length === 0;
    return { ask, index, priority, own, derived, missing, answerable, useful };
  });
  // Answers holding facts always stay, so no fact is lost; the rest fill up by priority.
  const chosen = planned
    .filter((p) => p.useful)
    .sort((a, b) => Number(b.own.length > 0) - Number(a.own.length > 0) || b.priority - a.priority || a.index - b.index)
    .slice(0, Math.max(FAQ_MAX_QUESTIONS, planned.filter((p) => p.own.length > 0).length))
    .sort((a, b) => a.index - b.index);

  const entries = chosen.map((p): PlannedFaqEntry => {
    const sentences = [...p.derived, ...answerProse(p.own, intake.track === 'exit' ? 'exit' : 'fundraising')];
    const guidance = resolve(p.ask.guidance, ctx);
    // Facts make the answer; a sentence implied by the intake alone still leaves the founder to confirm the rest.
    const prompt = p.missing.length > 0 ? addHint(`your ${joinList(p.missing.map((m) => m.label))}. ${guidance}`) : p.own.length === 0 ? addHint(guidance) : '';
    return { ask: p.ask, category: p.ask.category, question: resolve(p.ask.question, ctx), facts: p.own, derived: p.derived, missing: p.missing, suggestedAnswer: [...sentences, prompt].filter(Boolean).join(' ') };
  });
  return { entries, unused: pool.unused() };
}

export function buildFaq(asks: readonly FaqAsk[], intake: PitchIntake): FaqContent {
  return { faqs: planFaq(asks, intake).entries.map(({ category, question, suggestedAnswer }) => ({ category, question, suggestedAnswer })) };
}

function covers(expectation: FaqExpectation, fact: IntakeFact): boolean {
  return expectation.topic ? fact.topics.includes(expectation.topic) : fact.field === expectation.field;
}
