import type { FaqContent } from '../output-types';
import { writeExitFaq } from './exit-faq';
import { blankIntake, intakeWith, SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { writeInvestorFaq } from './investor-faq';

function expectComplete(content: FaqContent) {
  expect(content.faqs.length).toBeGreaterThanOrEqual(15);
  expect(content.faqs.length).toBeLessThanOrEqual(20);
  for (const entry of content.faqs) {
    expect(entry.category.trim()).not.toBe('');
    expect(entry.question).toMatch(/\?$/);
    expect(entry.suggestedAnswer.length).toBeGreaterThan(20);
    // Clean prose: no echo of the intake form, no quoting of the founder's own words.
    expect(entry.suggestedAnswer).not.toMatch(/From your intake|Your intake does not cover|"/);
    // A gap is one marked prompt, or none.
    expect(entry.suggestedAnswer.match(/\[Add: /g)?.length ?? 0).toBeLessThanOrEqual(1);
  }
  // No answer repeats another one's sentence.
  const sentences = content.faqs.flatMap((entry) => entry.suggestedAnswer.split(/(?<=\.)\s+/).filter((s) => s.length > 30 && !s.startsWith('[Add')));
  expect(sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i)).toEqual([]);
  expect(new Set(content.faqs.map((entry) => entry.question)).size).toBe(content.faqs.length);
  expect(JSON.stringify(content)).not.toMatch(/undefined|null|\[object Object\]/);
}

const answersIn = (content: FaqContent) => content.faqs.map((entry) => entry.suggestedAnswer).join('\n');

describe('writeInvestorFaq', () => {
  const faq = writeInvestorFaq(SAMPLE_FUNDRAISING_INTAKE);

  it('writes 15–20 complete entries grouped by category', () => {
    expectComplete(faq);
    expect(new Set(faq.faqs.map((entry) => entry.category))).toEqual(
      new Set(['Market', 'Traction', 'Business Model', 'Competition', 'Team', 'Financials', 'Fundraising / Deal', 'Legal & Compliance']),
    );
  });

  it("quotes the founder's intake in the drafted answers", () => {
    const answers = answersIn(faq);
    expect(answers).toContain('Round: Seed (priced equity). Amount: S$3M (about US$2.2M).');
    expect(answers).toContain('45% product and engineering');
    expect(answers).toContain('Rachel Tan — CEO');
    expect(answers).toContain('Net revenue retention 118%; logo churn 1.2% monthly; CAC payback 7 months.');
  });

  it('covers Singapore specifics: ACRA, IRAS, PDPA and work passes', () => {
    const answers = answersIn(faq);
    for (const term of ['ACRA', 'IRAS', 'PDPA', 'Employment Pass', 'CPF']) expect(answers).toContain(term);
  });

  it('asks fintech founders about their MAS licence', () => {
    const fintech = intakeWith(SAMPLE_FUNDRAISING_INTAKE, {
      company: { ...SAMPLE_FUNDRAISING_INTAKE.company, industry: 'Fintech (cross-border payments)' },
    });
    const entry = writeInvestorFaq(fintech).faqs.find((item) => item.question.includes('MAS'));
    expect(entry?.suggestedAnswer).toContain('Payment Services Act');
    expect(faq.faqs.some((item) => item.question.includes('MAS'))).toBe(false);
  });

  it('tells the founder what to prepare when the intake is silent', () => {
    const empty = writeInvestorFaq(blankIntake('fundraising'));
    expectComplete(empty);
    const ask = empty.faqs.find((item) => item.question.startsWith('How much are you raising'));
    expect(ask?.suggestedAnswer).toMatch(/^\[Add: your round and amount\. State the instrument .*\]$/);
  });

  it('is deterministic', () => {
    expect(writeInvestorFaq(SAMPLE_FUNDRAISING_INTAKE)).toEqual(faq);
  });
});

describe('writeExitFaq', () => {
  const faq = writeExitFaq(SAMPLE_EXIT_INTAKE);

  it('writes 15–20 complete entries covering the exit process, financials and compliance', () => {
    expectComplete(faq);
    expect(faq.faqs.map((entry) => entry.category)).toEqual(expect.arrayContaining(['Exit process', 'Financials', 'Customers & revenue quality', 'Operations & team', 'Legal & Compliance']));
  });

  it("quotes the seller's goals, valuation and timeline", () => {
    const answers = answersIn(faq);
    expect(answers).toContain('Indicative offers by March 2026, SPA signed by June 2026, completion by September 2026.');
    expect(answers).toContain('S$18M–S$21M enterprise value');
    expect(answers).toContain('founder to stay 12 months for handover');
    expect(answers).toContain('top 10 are 46% of revenue');
  });

  it('covers Singapore deal specifics in what it asks the seller to prepare', () => {
    const answers = answersIn(writeExitFaq(blankIntake('exit')));
    for (const term of ['stamp duty', 'SFRS', 'ACRA', 'IRAS', 'CPF', 'Employment Act', 'PDPA', 'IPOS']) expect(answers).toContain(term);
  });

  it('writes guidance for an empty intake', () => {
    const empty = writeExitFaq(blankIntake('exit'));
    expectComplete(empty);
    expect(empty.faqs[0].suggestedAnswer).toMatch(/^\[Add: your exit goals\. Give a clear, positive reason/);
  });

  it('is deterministic', () => {
    expect(writeExitFaq(SAMPLE_EXIT_INTAKE)).toEqual(faq);
  });
});
