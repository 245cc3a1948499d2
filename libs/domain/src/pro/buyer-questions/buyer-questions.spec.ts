import { CHECKLIST_TEMPLATES } from '../../pitchprep/writers/checklist-templates';
import { PRO_QUESTION_BANK_V1 } from '../pro-question-bank';
import { allTopAudit, auditAtScores, generatedAudit, sampleProAudits } from '../report/pro-audit.fixtures';
import { BUYER_QUESTION_RULES } from './buyer-question-rules';
import { BUYER_QUESTION_BELOW, BUYER_QUESTION_LIMIT, likelyBuyerQuestions } from './buyer-questions';

const bank = PRO_QUESTION_BANK_V1;
const questions = bank.categories.flatMap((c) => c.questions);
// The exit checklist: what a founder preparing a sale puts in the data room.
const CHECKLIST_ITEM_NAMES = CHECKLIST_TEMPLATES.exit.flatMap((category) => category.items.map((item) => item.name));
const scoreOf = (questionId: string, optionId: string) => questions.find((q) => q.id === questionId)!.options.find((o) => o.id === optionId)!.score;

describe('the questions a buyer will ask', () => {
  it('has a question for every Pro question, each proved by an item of the data-room checklist', () => {
    expect(Object.keys(BUYER_QUESTION_RULES).sort()).toEqual(questions.map((q) => q.id).sort());
    const unknown = Object.entries(BUYER_QUESTION_RULES).filter(([, rule]) => !CHECKLIST_ITEM_NAMES.includes(rule.evidence));
    expect(unknown).toEqual([]);
    for (const rule of Object.values(BUYER_QUESTION_RULES)) expect(rule.ask).toMatch(/\?$/);
  });

  it('asks a weak Financial Reporting audit for audited accounts first, with a draft answer from what the founder said', () => {
    // Unaudited bookkeeper accounts, everything else in good order.
    const responses = auditAtScores(bank, { fr_1: 3 }, 10);
    const [first, ...rest] = likelyBuyerQuestions(bank, responses);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ questionId: 'fr_1', categoryTitle: 'Financial Reporting', evidence: 'Financial statements (SFRS)' });
    expect(first.ask).toMatch(/audited SFRS financial statements/);
    expect(first.today).toBe('Unaudited accounts compiled by a bookkeeper, mainly to meet ACRA and IRAS deadlines');
    expect(first.draftAnswer).toMatch(/^Where we are today: unaudited accounts compiled by a bookkeeper, mainly to meet ACRA and IRAS deadlines\. What we are doing about it: we will appoint an independent auditor/);
    expect(first.draftAnswer).toMatch(/Owner: Finance lead with the auditor; timing: Next year-end, then yearly\.$/);
  });

  it('words the plan as the company speaking, not as advice to the founder', () => {
    const drafts = likelyBuyerQuestions(bank, auditAtScores(bank, {}, 0), 45).map((q) => q.draftAnswer.split('What we are doing about it:')[1]);
    expect(drafts).toHaveLength(45);
    for (const draft of drafts) expect(draft).not.toMatch(/\byou(r)?\b/i);
    expect(likelyBuyerQuestions(bank, auditAtScores(bank, { rq_5: 3 }, 10))[0].draftAnswer).toContain('so we can show a buyer our pricing power');
  });

  it('ranks by category weight × question weight × points short of 10, and keeps the likeliest fifteen', () => {
    // Financial Reporting weighs 0.15, Market Positioning 0.1: the same gap costs more in the first.
    const ranked = likelyBuyerQuestions(bank, auditAtScores(bank, { fr_3: 3, mp_1: 3, mp_2: 0 }, 10));
    expect(ranked.map((q) => q.questionId)).toEqual(['fr_3', 'mp_2', 'mp_1']);
    expect(ranked[0].priority).toBeCloseTo(0.15 * 1 * 7);
    const all = likelyBuyerQuestions(bank, auditAtScores(bank, {}, 0));
    expect(all).toHaveLength(BUYER_QUESTION_LIMIT);
    expect(all.map((q) => q.priority)).toEqual([...all.map((q) => q.priority)].sort((a, b) => b - a));
  });

  it('never asks about an answer at or above the mark, however the audit is answered', () => {
    expect(likelyBuyerQuestions(bank, allTopAudit(bank))).toEqual([]);
    const audits = [...sampleProAudits(bank).map((a) => a.responses), ...Array.from({ length: 100 }, (_, seed) => generatedAudit(bank, seed))];
    for (const responses of audits) {
      const asked = likelyBuyerQuestions(bank, responses);
      const answered = new Map(responses.map((r) => [r.questionId, scoreOf(r.questionId, r.optionId)]));
      for (const question of asked) expect(answered.get(question.questionId)).toBeLessThan(BUYER_QUESTION_BELOW);
      expect(new Set(asked.map((q) => q.questionId)).size).toBe(asked.length);
    }
  });
});
