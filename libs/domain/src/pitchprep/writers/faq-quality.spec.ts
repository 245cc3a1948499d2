import { contentForViewers } from '../viewer-content';
import type { PitchIntake } from '../intake';
import type { FaqContent } from '../output-types';
import { companySignals } from './company-signals';
import { EXIT_FAQ_ASKS } from './exit-faq';
import { planFaq, type FaqAsk } from './faq-builder';
import { FAQ_TEST_INTAKES, type NamedIntake } from './faq-intakes.fixtures';
import { INTAKE_CORPUS } from './corpus';
import { FACT_FIELDS, FactPool } from './intake-facts';
import { INVESTOR_FAQ_ASKS, writeInvestorFaq } from './investor-faq';
import { faqProblems, sentencesOf } from './output-checks';

/**
 * Quality checks over every test intake (docs/product-rules.md, "PitchPrep outputs"): each fact
 * used once, prompts only for what the intake lacks and never in the investor's copy, and questions
 * that follow the company.
 */
const asksFor = (named: NamedIntake): readonly FaqAsk[] => (named.intake.track === 'exit' ? EXIT_FAQ_ASKS : INVESTOR_FAQ_ASKS);
const cases = [...FAQ_TEST_INTAKES, ...INTAKE_CORPUS.map((entry) => ({ key: `corpus ${entry.id}`, intake: entry.intake }))].map((named) => [named.key, named] as const);

/** Answers an FAQ leaves out on purpose: who the company is (the header says it) and chart figures (the prose states them). */
const LEFT_OUT = /^(track|company\.|traction\.history|financials\.(forecast|profit|currency))/;

const wordsOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9%$.]+/g, ' ').replace(/\.(?!\d)/g, ' ').split(' ').filter((word) => word.length >= 3);
/** Words of a fact its answer does not say ("price" becomes "We charge …", so it is not asked for). */
function missingWords(fact: string, answer: string): string[] {
  const said = new Set(wordsOf(answer));
  return wordsOf(fact).filter((word) => word !== 'price' && !said.has(word));
}

/** The intake field every answered string belongs to: "team[1].background" is "team", "competition.rivals[0].gap" is "competition.rivals". */
function answeredFields(intake: PitchIntake): string[] {
  const out: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.trim()) out.push(path.replace(/\[\d+\].*$/, ''));
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(intake, '');
  return [...new Set(out)].filter((path) => !LEFT_OUT.test(path));
}

describe.each(cases)('FAQ for %s', (_key, named) => {
  const plan = planFaq(asksFor(named), named.intake);
  const founderCopy: FaqContent = { faqs: plan.entries.map(({ category, question, suggestedAnswer }) => ({ category, question, suggestedAnswer })) };

  it('reads every answer of the intake as a fact to answer with, or leaves it out on purpose', () => {
    const readable = new Set<string>(FACT_FIELDS);
    expect(answeredFields(named.intake).filter((field) => !readable.has(field))).toEqual([]);
  });

  it('uses every fact of the intake, each in one answer only', () => {
    expect(plan.unused.map((fact) => `${fact.field}: ${fact.text}`)).toEqual([]);
    const used = plan.entries.flatMap((entry) => entry.facts.map((fact) => fact.id));
    expect(used.length).toBe(new Set(used).size);
    // The prose wraps each fact in a sentence ("We charge S$45 per outlet a month"): every word and figure of it is there.
    for (const entry of plan.entries) for (const fact of entry.facts) expect([fact.text, missingWords(fact.text, entry.suggestedAnswer)]).toEqual([fact.text, []]);
  });

  it('prompts the founder only for what the intake does not say anywhere', () => {
    const pool = new FactPool(named.intake);
    for (const entry of plan.entries) {
      for (const missing of entry.missing) expect([entry.question, missing.label, pool.has(missing)]).toEqual([entry.question, missing.label, false]);
      if (entry.facts.length > 0 && entry.missing.length === 0) expect([entry.question, entry.suggestedAnswer]).not.toEqual([entry.question, expect.stringContaining('[Add:')]);
    }
  });

  it('gives an investor no "[Add:" prompt and no unanswered question', () => {
    const shown = contentForViewers(named.intake.track === 'exit' ? 'exit_faq' : 'investor_faq', founderCopy) as FaqContent;
    expect(JSON.stringify(shown)).not.toContain('[Add');
    expect(shown.faqs.length).toBe(plan.entries.filter((entry) => entry.facts.length > 0 || entry.derived.length > 0).length);
    for (const entry of shown.faqs) expect(entry.suggestedAnswer.length).toBeGreaterThan(5);
  });
});

describe.each(cases)('FAQ answers for %s read as written prose', (_key, named) => {
  const plan = planFaq(asksFor(named), named.intake);
  const shown = contentForViewers(named.intake.track === 'exit' ? 'exit_faq' : 'investor_faq', { faqs: plan.entries.map(({ category, question, suggestedAnswer }) => ({ category, question, suggestedAnswer })) }) as FaqContent;

  it('has no answer that is only "Label: value" fragments, each a sentence with a verb, no long sentence twice, no invented figure', () => {
    expect(faqProblems(shown, named.intake).filter((check) => check.problems.length > 0)).toEqual([]);
  });

  it("answers in the founder's voice, a few sentences each", () => {
    const voiced = shown.faqs.filter((entry) => /\b(?:we|our|us)\b/i.test(entry.suggestedAnswer));
    expect(voiced.length / Math.max(shown.faqs.length, 1)).toBeGreaterThanOrEqual(named.intake.track === 'exit' ? 0.5 : 0.6);
    for (const entry of shown.faqs) expect([entry.question, sentencesOf(entry.suggestedAnswer).length <= 8]).toEqual([entry.question, true]);
  });
});

describe('the FAQ of a company whose intake states its unit economics and go-to-market', () => {
  const text = JSON.stringify(writeInvestorFaq(INTAKE_CORPUS.find((entry) => entry.id === 'saas')!.intake));

  it('answers with them instead of asking the founder for them', () => {
    for (const fact of ['gross margin of 82%', 'CAC of S$2,900 per chain', 'LTV of S$26,000 per chain', 'payback of 7 months', 'Kuala Lumpur launch in Q2 2026', 'referrals from payroll partners']) expect(text).toContain(fact);
    expect(text).not.toMatch(/\[Add:[^\]]*(gross margin|CAC and payback|order of entry)/i);
  });
});

describe('FAQ questions follow the company', () => {
  it('asks companies of different sectors, stages or markets different questions', () => {
    for (const track of ['fundraising', 'exit'] as const) {
      const intakes = FAQ_TEST_INTAKES.filter((named) => named.intake.track === track);
      for (const a of intakes) {
        for (const b of intakes) {
          if (a === b) continue;
          const sa = companySignals(a.intake);
          const sb = companySignals(b.intake);
          if (JSON.stringify(sa) === JSON.stringify(sb)) continue;
          // Compared by which questions are asked, not by their wording (a question naming the runway differs anyway).
          const qa = new Set(planFaq(asksFor(a), a.intake).entries.map((e) => e.ask.id));
          const qb = planFaq(asksFor(b), b.intake).entries.map((e) => e.ask.id);
          const different = qb.filter((q) => !qa.has(q)).length + [...qa].filter((q) => !qb.includes(q)).length;
          expect([a.key, b.key, different >= 3]).toEqual([a.key, b.key, true]);
        }
      }
    }
  });
});
