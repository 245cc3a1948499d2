import { faqForInvestors } from '../faq-copy';
import { corpusIntake } from './corpus';
import { writeDataRoomChecklist } from './data-room-checklist';
import { writeInvestorFaq } from './investor-faq';
import { checklistProblems, faqAnswerProblems, faqProblems, repairChecklist, repairFaq } from './output-checks';

describe('the FAQ checks', () => {
  it('catch an answer that is a form dump, one without a verb, a prompt and a long answer', () => {
    expect(faqAnswerProblems('Revenue: S$38,000 MRR. Growth: 11% month-on-month.')).toContain('is only "Label: value" fragments');
    expect(faqAnswerProblems('S$38,000 MRR; 11% month-on-month; 62 chains.')).toContain('has no sentence with a verb');
    expect(faqAnswerProblems('We are at S$38,000 MRR. [Add: your churn]')).toContain('has a founder prompt');
    expect(faqAnswerProblems('We are at S$38,000 MRR and have grown 11% month-on-month for nine months.')).toEqual([]);
  });

  it('catch a long sentence said in two answers and a figure the intake does not contain', () => {
    const intake = corpusIntake('saas');
    const repeated = 'We are at S$38,000 MRR with 62 paying chains across Singapore.';
    const checks = faqProblems(
      {
        faqs: [
          { category: 'Traction', question: 'What traction do you have?', suggestedAnswer: repeated },
          { category: 'Business model', question: 'How do you make money?', suggestedAnswer: `${repeated} We charge S$45 per outlet a month.` },
          { category: 'Financials', question: 'What is your runway?', suggestedAnswer: 'We have S$2.4M in the bank.' },
        ],
      },
      intake,
    );
    expect(checks[0].problems).toEqual([]);
    expect(checks[1].problems.join()).toContain('repeats');
    expect(checks[2].problems.join()).toContain('SGD:2400000');
  });

  it("repair a model's FAQ with our answer to the same question, and leave out what we cannot repair", () => {
    const intake = corpusIntake('saas');
    const ours = writeInvestorFaq(intake);
    const { content, repaired } = repairFaq(
      {
        faqs: [
          { category: 'Traction', question: 'What traction do you have so far?', suggestedAnswer: 'Revenue: S$38,000 MRR. Growth: 11% month-on-month.' },
          { category: 'Financials', question: 'What is your burn rate and runway?', suggestedAnswer: 'We burn S$85,000 a month, which gives us 7 months of runway.' },
          { category: 'Other', question: 'What keeps you up at night?', suggestedAnswer: 'Churn: [Add: your churn]' },
        ],
      },
      ours,
      intake,
    );
    expect(content.faqs.map((entry) => entry.question)).toEqual(['What traction do you have so far?', 'What is your burn rate and runway?']);
    expect(content.faqs[0].suggestedAnswer).toMatch(/^We are at S\$38,000 MRR\./);
    expect(content.faqs[1].suggestedAnswer).toBe('We burn S$85,000 a month, which gives us 7 months of runway.');
    expect(JSON.stringify(faqForInvestors(content))).not.toContain('[Add:');
    expect(JSON.stringify(content)).not.toContain('Growth: 11%');
    expect(repaired).toHaveLength(2);
  });
});

describe('the checklist checks', () => {
  it('pass our own checklists and repair a model item with ours, adding loan papers the model left out', () => {
    const intake = corpusIntake('logistics');
    const ours = writeDataRoomChecklist(intake);
    expect(checklistProblems(ours).filter((check) => check.problems.length > 0)).toEqual([]);
    const model = {
      categories: [
        {
          category: 'Financial',
          items: [
            { name: 'Audited financial statements', description: 'Three years of audited SFRS statements with notes.', required: true, done: false },
            { name: 'Management accounts', description: '[Add: months]', required: true, done: false },
            { name: 'Audited financial statements', description: 'Again the audited statements for the last three years.', required: true, done: false },
          ],
        },
      ],
    };
    const { content, repaired } = repairChecklist(model, ours);
    const names = content.categories.flatMap((category) => category.items.map((item) => item.name));
    expect(JSON.stringify(content)).not.toContain('[Add:');
    expect(names.filter((name) => name === 'Audited financial statements')).toHaveLength(1);
    expect(names.some((name) => /loan/i.test(name))).toBe(true);
    expect(repaired.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a model's items our priorities by name, and keeps our Start-here documents the model also requires", () => {
    const ours = writeDataRoomChecklist(corpusIntake('logistics'));
    const model = {
      categories: [
        {
          category: 'Money',
          items: [
            { name: 'Financial statements (SFRS)', description: 'Three years of audited SFRS statements with notes.', required: true, done: false },
            { name: 'Normalised EBITDA bridge', description: 'Reported to normalised EBITDA with each add-back evidenced.', required: false, done: false },
            { name: 'Cash forecast by week', description: 'A 13-week cash forecast with its assumptions.', required: true, done: false },
          ],
        },
      ],
    };
    const { content } = repairChecklist(model, ours);
    const item = (name: string) => content.categories.flatMap((category) => category.items).find((entry) => entry.name === name);
    expect(item('Financial statements (SFRS)')?.priority).toBe('week_1');
    expect(item('Cash forecast by week')?.priority).toBeUndefined();
    expect(content.startHere?.map((entry) => [entry.name, entry.category])).toContainEqual(['Financial statements (SFRS)', 'Money']);
    // Not required in the model's list: not a Start-here document.
    expect(content.startHere?.map((entry) => entry.name)).not.toContain('Normalised EBITDA bridge');
  });
});
