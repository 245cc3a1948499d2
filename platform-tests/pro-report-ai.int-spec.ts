import { CURRENT_PRO_QUESTION_BANK, proReportFacts, sampleProAudits } from '@bv/domain';
import { writeOpenAiReport } from '../apps/assessments/src/pro/report/openai-report';
import { checkReportDraft } from '../apps/assessments/src/pro/report/report-checks';
import { FakeOpenAi } from './fake-openai';

const bank = CURRENT_PRO_QUESTION_BANK;
const facts = proReportFacts(bank, sampleProAudits(bank).find((a) => a.key === 'mixed')!.responses);
const profile = { company: 'Meridian Industrial Supplies Pte Ltd', industry: 'Industrial distribution', revenue: 'S$8m–S$12m' };

/** The AI report through the real OpenAI SDK against the local fake: structured output, the contract, then the checks. */
describe('writeOpenAiReport', () => {
  let openai: FakeOpenAi;
  const settings = () => ({ apiKey: 'sk-test-local', model: 'gpt-4o-mini', baseURL: openai.baseUrl, timeoutMs: 5000 });

  beforeAll(async () => {
    openai = await FakeOpenAi.start();
  });
  afterAll(async () => {
    await openai.close();
  });

  it('asks for strict structured output that lets actions cite only answers below the top mark', async () => {
    openai.mode = {
      kind: 'answer',
      content: {
        insights: [{ text: 'Revenue is mostly one-off.', questionIds: ['rq_1'] }],
        actionPlan: [{ action: 'Sign repeat customers to annual agreements.', owner: 'Founder', timeframe: '3–9 months', questionIds: ['rq_1'] }],
        recommendations: [{ text: 'Start with Revenue Quality.', questionIds: ['rq_1'] }],
      },
    };
    await writeOpenAiReport(settings(), facts, profile);
    const format = openai.requests.at(-1)!.body.response_format as { json_schema: { strict: boolean; schema: { properties: Record<string, { items: { properties: { questionIds: { items: { enum: string[] } } } } }> } } };
    expect(format.json_schema.strict).toBe(true);
    const citable = format.json_schema.schema.properties.actionPlan.items.properties.questionIds.items.enum;
    expect(citable).toContain('fr_3');
    for (const top of facts.answers.filter((a) => a.score === 10)) expect(citable).not.toContain(top.questionId);
    const asked = JSON.stringify(openai.requests.at(-1)!.body.messages);
    expect(asked).toContain('topMarkAnswers');
    expect(asked).toContain('How clean is your shareholding structure?');
  });

  it('holds what the model returns to the same checks as the deterministic writer', async () => {
    openai.mode = {
      kind: 'answer',
      content: {
        insights: [{ text: 'Owner-dependence is the largest risk.', questionIds: ['ld_1'] }],
        actionPlan: [
          { action: 'Name a deputy for every key role.', owner: 'Founder', timeframe: '3–9 months', questionIds: ['ld_1'] },
          { action: 'Clean up the cap table and match it to ACRA.', owner: 'Company secretary', timeframe: '1–3 months', questionIds: ['tr_1'] },
        ],
        recommendations: [
          { text: 'Start with Leadership Continuity.', questionIds: ['ld_1'] },
          { text: 'File the GST returns on time.', questionIds: ['fr_4'] },
        ],
      },
    };
    const checked = checkReportDraft(await writeOpenAiReport(settings(), facts, profile), facts);
    expect(checked.draft.actionPlan).toEqual([{ action: 'Name a deputy for every key role.', owner: 'Founder', timeframe: '3–9 months', questionIds: ['ld_1'] }]);
    expect(checked.draft.recommendations).toEqual(['Start with Leadership Continuity.']);
    expect(checked.dropped.map((p) => p.questionId)).toEqual(['tr_5', 'fr_4']);
  });

  it('refuses an answer outside the contract (actions without the answers they are about)', async () => {
    openai.mode = { kind: 'answer', content: { insights: [{ text: 'x', questionIds: [] }], actionPlan: [{ action: 'Do it', owner: 'Founder', timeframe: 'soon' }], recommendations: [] } };
    await expect(writeOpenAiReport(settings(), facts, profile)).rejects.toMatchObject({ code: 'GENERATION_ERROR' });
  });
});
