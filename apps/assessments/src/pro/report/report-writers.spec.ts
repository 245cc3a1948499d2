import { AppError, proReportDraftSchema } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, PRO_ANSWER_ADVICE, adviceProblems, allTopAudit, auditAtScores, generatedAudit, proReportFacts, sampleProAudits, type ProAnsweredQuestion } from '@bv/domain';
import { chooseAiWriter } from '../../ai/openai-json';
import { writeDeterministicReport } from './deterministic-report';
import { adviceSafeReport, checkReportDraft } from './report-checks';
import { proReportFilename } from './report-filename';

const bank = CURRENT_PRO_QUESTION_BANK;
const samples = sampleProAudits(bank);
const AUDITS: [string, ProAnsweredQuestion[]][] = [
  ['all top', allTopAudit(bank)],
  ['all bottom', auditAtScores(bank, {}, 0)],
  ...samples.map((a): [string, ProAnsweredQuestion[]] => [a.key, a.responses]),
  ...Array.from({ length: 40 }, (_, seed): [string, ProAnsweredQuestion[]] => [`generated ${seed}`, generatedAudit(bank, 1000 + seed)]),
];

describe('writeDeterministicReport', () => {
  it.each(AUDITS)('writes a draft the contract accepts, with no advice about a top-mark answer (%s)', (_name, responses) => {
    const facts = proReportFacts(bank, responses);
    const draft = writeDeterministicReport(facts);
    expect(proReportDraftSchema.safeParse(draft).success).toBe(true);
    const scores = new Map(facts.answers.map((a) => [a.questionId, a.score]));
    const advice = [...draft.actionPlan.map((a) => ({ text: a.action, questionIds: a.questionIds })), ...draft.recommendations];
    expect(adviceProblems(advice, scores)).toEqual([]);
    // Recommendations are stored without their citations: they must pass without them too.
    expect(adviceProblems(draft.recommendations.map((r) => ({ text: r.text, questionIds: [] })), scores)).toEqual([]);
    expect(checkReportDraft(draft, facts).dropped).toEqual([]);
  });

  it('never tells a founder with a 10/10 cap table to clean it up, and starts on the costliest gaps', () => {
    const mixed = samples.find((a) => a.key === 'mixed')!;
    const facts = proReportFacts(bank, mixed.responses);
    expect(facts.answers.find((a) => a.questionId === 'tr_5')?.score).toBe(10);
    const draft = writeDeterministicReport(facts);
    const advice = JSON.stringify([draft.actionPlan, draft.recommendations]);
    expect(advice).not.toMatch(/cap table|shareholding/i);
    expect(draft.actionPlan.slice(0, 3).map((a) => a.action.split(':')[0])).toEqual(facts.gaps.slice(0, 3).map((g) => g.title));
    expect(draft.recommendations[0].text).toMatch(new RegExp(`^Start with ${facts.gaps[0].title}: it costs the most`));
  });

  it('quotes the answers behind each costly gap, and recommends leading only with a real strength', () => {
    const mixed = proReportFacts(bank, samples.find((a) => a.key === 'mixed')!.responses);
    const draft = writeDeterministicReport(mixed);
    const insights = draft.insights.map((i) => i.text).join('\n');
    expect(insights).toContain(`you answered “${mixed.gaps[0].belowTop[0].answer}”`);
    expect(insights).not.toMatch(/lead with/i);
    expect(insights).toMatch(/No category reaches 7\/10 yet/);
    const strong = proReportFacts(bank, samples.find((a) => a.key === 'strong')!.responses);
    expect(writeDeterministicReport(strong).insights.map((i) => i.text).join('\n')).toMatch(/^Legal & Compliance \(10\.0\/10\) is your strongest evidence for a buyer; lead with it/m);
  });

  it('writes no fix-it advice when every answer is at the top mark', () => {
    const draft = writeDeterministicReport(proReportFacts(bank, allTopAudit(bank)));
    expect(draft.actionPlan).toEqual([]);
    expect(draft.recommendations[0].text).toMatch(/^Every answer is at the top mark/);
  });
});

describe('adviceSafeReport', () => {
  it('hides advice about a top-mark answer in a report written before the checks', () => {
    const facts = proReportFacts(bank, samples.find((a) => a.key === 'mixed')!.responses);
    const old = {
      insights: ['Low readiness.'],
      actionPlan: [
        { action: 'Transferability: Reduce the hours and relationships that run through you, clean up related-party transactions and the cap table.', owner: 'Founder', timeframe: '6–12 months' },
        { action: PRO_ANSWER_ADVICE.ld_1.action, owner: 'Founder', timeframe: '3–9 months', questionIds: ['ld_1'] },
      ],
      recommendations: ['Tidy the cap table before going to market.', 'Name deputies for key roles.'],
    };
    const shown = adviceSafeReport(old, facts);
    expect(shown.actionPlan.map((a) => a.owner + a.timeframe)).toEqual(['Founder3–9 months']);
    expect(shown.recommendations).toEqual(['Name deputies for key roles.']);
  });
});

describe('checkReportDraft', () => {
  const facts = proReportFacts(bank, samples.find((a) => a.key === 'mixed')!.responses);

  it('drops a model’s advice that cites or talks about a top-mark answer and keeps the rest', () => {
    const draft = {
      insights: [{ text: 'Revenue is mostly one-off.', questionIds: ['rq_1'] }],
      actionPlan: [
        { action: 'Sign repeat customers to annual agreements.', owner: 'Founder', timeframe: '3–9 months', questionIds: ['rq_1'] },
        { action: 'File the overdue GST returns.', owner: 'Finance lead', timeframe: '0–3 months', questionIds: ['fr_4'] },
        { action: 'Delegate approvals and tidy up the cap table.', owner: 'Founder', timeframe: '6–12 months', questionIds: ['tr_1'] },
      ],
      recommendations: [
        { text: 'Start with Revenue Quality.', questionIds: ['rq_1'] },
        { text: 'Resolve nominee shareholdings first.', questionIds: ['tr_3'] },
      ],
    };
    const checked = checkReportDraft(draft, facts);
    expect(checked.draft.actionPlan.map((a) => a.action)).toEqual(['Sign repeat customers to annual agreements.']);
    expect(checked.draft.recommendations).toEqual(['Start with Revenue Quality.']);
    expect(checked.dropped.map((p) => `${p.kind}:${p.questionId}`)).toEqual(['cites_top_mark:fr_4', 'about_top_mark:tr_5', 'about_top_mark:tr_5']);
  });

  it('fails the writing when nothing but advice about top-mark answers came back', () => {
    const draft = {
      insights: [{ text: 'All good.', questionIds: [] }],
      actionPlan: [{ action: 'Tidy the cap table.', owner: 'Founder', timeframe: '1–3 months', questionIds: ['tr_5'] }],
      recommendations: [{ text: 'Start with Revenue Quality.', questionIds: [] }],
    };
    expect(() => checkReportDraft(draft, facts)).toThrow(expect.objectContaining({ code: 'GENERATION_ERROR' }));
  });
});

describe('proReportFilename', () => {
  it('dates the file in Singapore time, like the report it names', () => {
    expect(proReportFilename('Meridian Industrial Supplies Pte Ltd', new Date('2026-11-27T18:30:00Z'))).toBe('meridian-industrial-supplies-pte-ltd-exitcheck-pro-2026-11-28.pdf');
    expect(proReportFilename('', new Date('2026-11-27T03:00:00Z'))).toBe('exitcheck-exitcheck-pro-2026-11-27.pdf');
  });
});

describe('chooseAiWriter', () => {
  it('writes deterministically without a key in auto mode, and with OpenAI when a key is set', () => {
    expect(chooseAiWriter({ AI_REPORTS: 'auto' })).toBeNull();
    expect(chooseAiWriter({ AI_REPORTS: 'auto', OPENAI_API_KEY: 'sk-live-key-123' })).toBe('sk-live-key-123');
    expect(chooseAiWriter({ AI_REPORTS: 'deterministic', OPENAI_API_KEY: 'sk-live-key-123' })).toBeNull();
  });

  it('maps a missing key in openai mode to AI_CONFIG_ERROR', () => {
    let caught: unknown;
    try {
      chooseAiWriter({ AI_REPORTS: 'openai' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('AI_CONFIG_ERROR');
    expect((caught as AppError).message).toBe('The AI service is not configured correctly. Please contact support.');
  });
});
