import { CURRENT_PRO_QUESTION_BANK, likelyBuyerQuestions, proReportFacts, sampleProAudits, withModelWording } from '@bv/domain';
import { writeOpenAiReport } from '../apps/assessments/src/pro/report/openai-report';
import { checkReportDraft } from '../apps/assessments/src/pro/report/report-checks';
import { FakeOpenAi } from './fake-openai';

const bank = CURRENT_PRO_QUESTION_BANK;
const mixed = sampleProAudits(bank).find((a) => a.key === 'mixed')!.responses;
const facts = proReportFacts(bank, mixed);
const buyerQuestions = likelyBuyerQuestions(bank, mixed);
const profile = { company: 'Meridian Industrial Supplies Pte Ltd', industry: 'Industrial distribution', revenue: 'S$8m–S$12m' };

const AI_REPORT = {
  insights: [{ text: 'Revenue is mostly one-off.', questionIds: ['rq_1'] }],
  actionPlan: [{ action: 'Sign repeat customers to annual agreements.', owner: 'Founder', timeframe: '3–9 months', questionIds: ['rq_1'] }],
  recommendations: [{ text: 'Start with Revenue Quality.', questionIds: ['rq_1'] }],
};

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

  it('asks the model to reword only the given buyer questions from the founder\'s answers, and shows its wording in the deterministic order', async () => {
    const [first, second, third] = buyerQuestions;
    const reworded = {
      questionId: second.questionId,
      ask: 'For an industrial distributor of your size, how would this hold up in our due diligence?',
      draftAnswer: 'Where we stand: as the founder answered. What we are doing: the plan the report sets out.',
    };
    openai.mode = {
      kind: 'answer',
      content: {
        insights: [{ text: 'Revenue is mostly one-off.', questionIds: ['rq_1'] }],
        actionPlan: [{ action: 'Sign repeat customers to annual agreements.', owner: 'Founder', timeframe: '3–9 months', questionIds: ['rq_1'] }],
        recommendations: [{ text: 'Start with Revenue Quality.', questionIds: ['rq_1'] }],
        buyerQuestions: [
          reworded,
          // Not given: ignored. An invented figure: dropped, that question keeps the rule table's words.
          { questionId: 'zz_1', ask: 'Unknown?', draftAnswer: 'Ignored.' },
          { questionId: third.questionId, ask: 'Reworded?', draftAnswer: 'Revenue grew 48% last year.' },
        ],
      },
    };
    const checked = checkReportDraft(await writeOpenAiReport(settings(), facts, profile, buyerQuestions), facts, buyerQuestions);
    const request = openai.requests.at(-1)!.body;
    const schema = (request.response_format as { json_schema: { schema: { required: string[]; properties: { buyerQuestions: { items: { properties: { questionId: { enum: string[] } } } } } } } }).json_schema.schema;
    expect(schema.required).toContain('buyerQuestions');
    expect(schema.properties.buyerQuestions.items.properties.questionId.enum).toEqual(buyerQuestions.map((q) => q.questionId));
    const asked = JSON.stringify(request.messages);
    expect(asked).toContain("Every claim must come from the founder's answers");
    const user = (request.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!;
    expect(JSON.parse(user.content).buyerQuestions[0]).toEqual({ questionId: first.questionId, category: first.categoryTitle, ask: first.ask, today: first.today, draftAnswer: first.draftAnswer });
    expect(checked.draft.buyerQuestions).toEqual([reworded]);

    const shown = withModelWording(buyerQuestions, checked.draft.buyerQuestions);
    expect(shown.map((q) => q.questionId)).toEqual(buyerQuestions.map((q) => q.questionId));
    expect(shown[1]).toEqual({ ...second, ask: reworded.ask, draftAnswer: reworded.draftAnswer });
    expect(shown[2]).toEqual(third);
  });

  it('asks for no wording when there are no buyer questions, as the deterministic writer never does', async () => {
    openai.mode = { kind: 'answer', content: AI_REPORT };
    await writeOpenAiReport(settings(), facts, profile);
    const request = openai.requests.at(-1)!.body;
    expect(JSON.stringify(request.response_format)).not.toContain('buyerQuestions');
    expect(JSON.stringify(request.messages)).not.toContain('buyerQuestions');
  });

  it('refuses an answer outside the contract (actions without the answers they are about)', async () => {
    openai.mode = { kind: 'answer', content: { insights: [{ text: 'x', questionIds: [] }], actionPlan: [{ action: 'Do it', owner: 'Founder', timeframe: 'soon' }], recommendations: [] } };
    await expect(writeOpenAiReport(settings(), facts, profile)).rejects.toMatchObject({ code: 'GENERATION_ERROR' });
  });
});
