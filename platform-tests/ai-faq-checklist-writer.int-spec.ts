import { corpusIntake, faqForInvestors, writeInvestorFaq, type ChecklistContent, type FaqContent } from '@bv/domain';
import { FakeOpenAi } from './fake-openai';
import { writeOpenAiOutput } from '../apps/assessments/src/pitchprep/writers/openai-outputs';

// The AI FAQ and checklist writers against a local fake of OpenAI's API, through the real SDK: what
// the model returns is held to the same checks as our own writers' output before it is stored, and
// an entry that fails is replaced by our writer's entry for it (docs/product-rules.md, "PitchPrep outputs").

describe('writeOpenAiOutput for FAQs and checklists', () => {
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await FakeOpenAi.start();
  });
  afterAll(() => openai.close());

  const settings = () => ({ apiKey: 'sk-test-local', model: 'gpt-4o-mini', baseURL: openai.baseUrl, timeoutMs: 5_000 });
  const intake = corpusIntake('saas');

  it('stores an FAQ without the label dumps, repeated sentences and invented figures the model wrote', async () => {
    const repeated = 'We are at S$38,000 MRR with 62 paying chains across Singapore.';
    openai.mode = {
      kind: 'answer',
      content: {
        faqs: [
          { category: 'Traction', question: 'What traction do you have so far?', suggestedAnswer: 'Revenue: S$38,000 MRR. Growth: 11% month-on-month.' },
          { category: 'Business model', question: 'How do you make money?', suggestedAnswer: `We charge S$45 per outlet a month, billed annually. ${repeated}` },
          { category: 'Financials', question: 'What is your burn rate and runway?', suggestedAnswer: `${repeated} We burn S$85,000 a month.` },
          { category: 'Market', question: 'How big is the market?', suggestedAnswer: 'We see a S$9 billion market across Asia.' },
        ],
      },
    };
    const faq = (await writeOpenAiOutput(settings(), 'investor_faq', intake)) as FaqContent;
    const text = JSON.stringify(faq);
    expect(text).not.toContain('Revenue: S$38,000 MRR. Growth:');
    expect(text).not.toContain('S$9 billion');
    expect(text.split('S$38,000 MRR with 62 paying chains').length - 1).toBeLessThanOrEqual(1);
    // The failed entries carry our writer's answers to the same questions; the sound one is the model's.
    const ours = writeInvestorFaq(intake).faqs;
    expect(faq.faqs.find((entry) => entry.question === 'What traction do you have so far?')?.suggestedAnswer).toBe(ours.find((entry) => entry.question === 'What traction do you have so far?')?.suggestedAnswer);
    expect(faq.faqs[1].suggestedAnswer).toContain('We charge S$45 per outlet a month');
    expect(JSON.stringify(faqForInvestors(faq))).not.toContain('[Add:');
  });

  it('stores a checklist without placeholders or items listed twice', async () => {
    openai.mode = {
      kind: 'answer',
      content: {
        categories: [
          {
            category: 'Corporate',
            items: [
              { name: 'ACRA business profile', description: 'The latest bizfile from ACRA, under one month old.', required: true },
              { name: 'Cap table', description: '[Add: your shareholders]', required: true },
              { name: 'ACRA business profile', description: 'Again the business profile from ACRA.', required: true },
            ],
          },
        ],
      },
    };
    const checklist = (await writeOpenAiOutput(settings(), 'data_room_checklist', intake)) as ChecklistContent;
    const names = checklist.categories.flatMap((category) => category.items.map((item) => item.name));
    expect(JSON.stringify(checklist)).not.toContain('[Add:');
    expect(names.filter((name) => name === 'ACRA business profile')).toHaveLength(1);
    expect(checklist.categories.flatMap((category) => category.items).every((item) => item.done === false)).toBe(true);
  });
});
