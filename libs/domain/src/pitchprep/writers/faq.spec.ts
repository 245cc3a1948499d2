import { faqForInvestors } from '../faq-copy';
import type { FaqContent } from '../output-types';
import { writeExitFaq } from './exit-faq';
import { CAFE_GROUP_EXIT, CLINIC_SAAS_SERIES_A, WARUNG_PAYLATER_PRESEED } from './faq-intakes.fixtures';
import { blankIntake, intakeWith, SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from './intake.fixtures';
import { writeInvestorFaq } from './investor-faq';

function expectComplete(content: FaqContent) {
  expect(content.faqs.length).toBeGreaterThanOrEqual(15);
  expect(content.faqs.length).toBeLessThanOrEqual(20);
  for (const entry of content.faqs) {
    expect(entry.category.trim()).not.toBe('');
    expect(entry.question).toMatch(/\?$/);
    expect(entry.suggestedAnswer.length).toBeGreaterThan(5);
    expect(entry.suggestedAnswer).not.toMatch(/From your intake|Your intake does not cover|"/);
    // A gap is one marked prompt, or none.
    expect(entry.suggestedAnswer.match(/\[Add: /g)?.length ?? 0).toBeLessThanOrEqual(1);
  }
  expect(new Set(content.faqs.map((entry) => entry.question)).size).toBe(content.faqs.length);
  expect(JSON.stringify(content)).not.toMatch(/undefined|null|\[object Object\]/);
}

const answerTo = (content: FaqContent, question: RegExp) => content.faqs.find((entry) => question.test(entry.question))?.suggestedAnswer ?? '';
const questionsOf = (content: FaqContent) => content.faqs.map((entry) => entry.question);

describe('writeInvestorFaq', () => {
  const faq = writeInvestorFaq(SAMPLE_FUNDRAISING_INTAKE);

  it('writes 15–20 complete entries grouped by category', () => {
    expectComplete(faq);
    expect(new Set(faq.faqs.map((entry) => entry.category))).toEqual(
      new Set(['Company & product', 'Market', 'Traction', 'Business model', 'Competition', 'Team', 'Financials', 'Fundraising / Deal', 'Legal & compliance']),
    );
  });

  it("answers in the founder's own facts", () => {
    expect(answerTo(faq, /raising/)).toBe('We are raising S$3M (about US$2.2M), as a seed (priced equity) round.');
    expect(answerTo(faq, /use the funds/)).toContain('45% product and engineering');
    expect(answerTo(faq, /team to build/)).toContain('Rachel Tan, our CEO, is a former regional operations director');
    expect(answerTo(faq, /retention and churn/)).toBe('On retention, we see a net revenue retention of 118% and a logo churn of 1.2% monthly.');
    expect(answerTo(faq, /unit economics/)).toBe('We see a CAC payback of 7 months.');
    expect(answerTo(faq, /burn rate/)).toBe('We burn S$85,000 net per month. That gives us 7 months of runway.');
  });

  it('answers the gross-margin question from wherever the intake states it', () => {
    const answer = answerTo(writeInvestorFaq(CLINIC_SAAS_SERIES_A), /gross margins/);
    expect(answer).toBe('We run at a gross margin of 81%.');
    // Without the figure the founder is asked for it, in the founder's copy only.
    expect(answerTo(faq, /gross margins/)).toMatch(/^\[Add: your gross margin today and at scale\./);
  });

  it('asks the questions that fit the company: runway, a missing CTO, a flip, its own regulator', () => {
    const preSeed = questionsOf(writeInvestorFaq(WARUNG_PAYLATER_PRESEED));
    expect(preSeed).toEqual(
      expect.arrayContaining([
        'What evidence do you have that customers will pay?',
        'What happens if the round takes longer than your 5 months of runway?',
        'Who builds the product, and will a technical co-founder join?',
        'Will you set up a Singapore holding company?',
        'Which financial licence do you need in Indonesia, and how do you handle personal data?',
        'How is equity split between the founders, and does it vest?',
      ]),
    );
    expect(preSeed).not.toContain('What traction do you have so far?');
    expect(questionsOf(writeInvestorFaq(CLINIC_SAAS_SERIES_A))).toEqual(expect.arrayContaining(['What is your path to profitability?', 'Which health regulatory approvals do you need, and how do you protect patient data?']));
    expect(questionsOf(faq)).toContain('How will you expand into Malaysia and Indonesia?');
  });

  it('asks Singapore fintechs about their MAS licence', () => {
    const fintech = intakeWith(SAMPLE_FUNDRAISING_INTAKE, { company: { ...SAMPLE_FUNDRAISING_INTAKE.company, industry: 'Fintech (cross-border payments)' } });
    expect(answerTo(writeInvestorFaq(fintech), /MAS/)).toContain('Payment Services Act');
    expect(faq.faqs.some((item) => item.question.includes('MAS'))).toBe(false);
  });

  it('tells the founder what to prepare when the intake is silent', () => {
    const empty = writeInvestorFaq(blankIntake('fundraising'));
    expectComplete(empty);
    expect(answerTo(empty, /raising/)).toMatch(/^\[Add: your round and amount\. State the instrument .*\]$/);
    expect(faqForInvestors(empty).faqs).toEqual([]);
  });

  it('is deterministic', () => {
    expect(writeInvestorFaq(SAMPLE_FUNDRAISING_INTAKE)).toEqual(faq);
  });
});

describe('writeExitFaq', () => {
  const faq = writeExitFaq(SAMPLE_EXIT_INTAKE);

  it('writes 15–20 complete entries covering the exit process, financials and compliance', () => {
    expectComplete(faq);
    expect(faq.faqs.map((entry) => entry.category)).toEqual(expect.arrayContaining(['Exit process', 'Financials', 'Customers & revenue quality', 'Operations & team', 'Legal & compliance']));
  });

  it("answers from the seller's goals, valuation, timeline and accounts", () => {
    expect(answerTo(faq, /timeline/)).toBe('We are working towards indicative offers by March 2026, SPA signed by June 2026 and completion by September 2026.');
    expect(answerTo(faq, /valuation/)).toContain('S$18M–S$21M enterprise value');
    expect(answerTo(faq, /stay on/)).toBe('The plan is for the founder to stay 12 months for handover and retire.');
    expect(answerTo(faq, /largest customers/)).toContain('top 10 are 46% of revenue');
    expect(answerTo(faq, /normalisation/)).toBe('In the latest year we report EBITDA S$2.3M (normalised S$2.6M).');
    expect(answerTo(faq, /gross margins/)).toBe('In the latest year we report gross margin 31%.');
  });

  it('asks what this sale raises: the minority holders, PE roll-over, debt at completion, premises', () => {
    const questions = questionsOf(faq);
    expect(questions).toEqual(
      expect.arrayContaining([
        'Do the holders of the other 20 % support the sale?',
        'Will the management team stay, and will they reinvest alongside a private equity buyer?',
        'How will debt be settled at completion, and what is the normal working capital?',
        'Do your leases, premises and equipment transfer with the business?',
      ]),
    );
    const cafe = questionsOf(writeExitFaq(CAFE_GROUP_EXIT));
    expect(cafe).not.toContain('Will the management team stay, and will they reinvest alongside a private equity buyer?');
    expect(cafe.some((q) => q.startsWith('Do the holders of the other'))).toBe(false);
  });

  it('covers Singapore deal specifics in what it asks the seller to prepare', () => {
    const answers = writeExitFaq(blankIntake('exit')).faqs.map((entry) => entry.suggestedAnswer).join('\n');
    for (const term of ['stamp duty', 'SFRS', 'ACRA', 'IRAS', 'CPF', 'Employment Act', 'PDPA']) expect(answers).toContain(term);
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
