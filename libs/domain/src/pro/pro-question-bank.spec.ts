import { PRO_CATEGORIES } from './pro-categories';
import {
  CURRENT_PRO_QUESTION_BANK,
  PRO_QUESTION_BANK_V1,
  findProQuestion,
  proOptionScore,
  proQuestionBanks,
  type ProOption,
  type ProQuestionBank,
} from './pro-question-bank';
import { ProScoreError } from './pro-score.errors';
import { scoreProAssessment, type ProResponse } from './pro-scoring';

const PREFIXES = { financial_reporting: 'fr', revenue_quality: 'rq', customer_concentration: 'cc', leadership_continuity: 'ld',
  operational_systems: 'os', legal_compliance: 'lg', market_positioning: 'mp', transferability: 'tr', growth_potential: 'gp' };

const questions = (bank: ProQuestionBank) => bank.categories.flatMap((c) => c.questions);

/** One response per question, with the option `pick` chooses, scored through the bank. */
function answerAll(bank: ProQuestionBank, pick: (options: ProOption[]) => ProOption): ProResponse[] {
  return questions(bank).map((q) => ({
    categoryId: q.categoryId,
    questionId: q.id,
    score: proOptionScore(bank, q.id, pick(q.options).id),
  }));
}

describe('PRO_QUESTION_BANK_V1', () => {
  const bank = PRO_QUESTION_BANK_V1;

  it('has the nine categories in PRO_CATEGORIES order, with their titles and weights', () => {
    expect(bank.version).toBe('2026-11-v1');
    expect(bank.categories.map(({ id, title, weight }) => ({ id, title, weight }))).toEqual(PRO_CATEGORIES);
    for (const c of bank.categories) expect(c.description).toMatch(/^[A-Z].{40,200}\.$/);
  });

  it('has exactly five questions per category, 45 in all, with stable prefixed ids', () => {
    for (const c of bank.categories) {
      expect(c.questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5].map((n) => `${PREFIXES[c.id]}_${n}`));
      for (const q of c.questions) expect(q.categoryId).toBe(c.id);
    }
    const ids = questions(bank).map((q) => q.id);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
  });

  it.each(questions(PRO_QUESTION_BANK_V1).map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.type).toBe('multiple-choice');
    expect(q.question).toMatch(/\?$/);
    expect(q.weight).toBeGreaterThanOrEqual(0.8);
    expect(q.weight).toBeLessThanOrEqual(1);
    expect(q.options.length).toBeGreaterThanOrEqual(3);
    expect(q.options.length).toBeLessThanOrEqual(5);
    expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
    const scores = q.options.map((o) => o.score);
    for (const s of scores) expect(Number.isInteger(s) && s >= 0 && s <= 10).toBe(true);
    expect(scores.at(-1)).toBe(10);
    expect(scores.every((s, i) => i === 0 || s > scores[i - 1])).toBe(true);
    for (const o of q.options) expect(o.text.trim().length).toBeGreaterThan(0);
    if (q.hint !== undefined) expect(q.hint).toMatch(/^[A-Z].*\.$/);
  });

  it('gives most questions a hint and makes every category’s most decisive questions weigh 1', () => {
    expect(questions(bank).filter((q) => q.hint).length).toBeGreaterThanOrEqual(36);
    for (const c of bank.categories) expect(c.questions.some((q) => q.weight === 1)).toBe(true);
  });

  // Stored assessments are re-read and re-scored against this version. Wording may be
  // polished, but ids, scores and weights are frozen: change them in a new version instead.
  it('keeps the ids, scores and weights it shipped with', () => {
    const shape = questions(bank).map(
      (q) => `${q.id} w${q.weight} ${q.options.map((o) => `${o.id.slice(q.id.length + 1)}${o.score}`).join(' ')}`,
    );
    expect(shape).toEqual([
      'fr_1 w1 a0 b3 c6 d8 e10',
      'fr_2 w0.9 a0 b3 c6 d8 e10',
      'fr_3 w1 a0 b3 c6 d8 e10',
      'fr_4 w0.9 a0 b3 c6 d10',
      'fr_5 w0.8 a0 b4 c7 d10',
      'rq_1 w1 a0 b3 c6 d8 e10',
      'rq_2 w1 a0 b3 c6 d8 e10',
      'rq_3 w0.9 a0 b3 c6 d10',
      'rq_4 w0.9 a0 b3 c6 d10',
      'rq_5 w0.8 a0 b3 c6 d10',
      'cc_1 w1 a0 b3 c6 d8 e10',
      'cc_2 w1 a0 b3 c6 d10',
      'cc_3 w0.9 a0 b3 c6 d10',
      'cc_4 w0.9 a0 b3 c6 d10',
      'cc_5 w0.8 a0 b3 c6 d10',
      'ld_1 w1 a0 b3 c6 d10',
      'ld_2 w1 a0 b3 c6 d10',
      'ld_3 w0.9 a0 b3 c6 d10',
      'ld_4 w0.9 a0 b3 c6 d10',
      'ld_5 w0.8 a0 b3 c6 d10',
      'os_1 w1 a0 b3 c6 d10',
      'os_2 w0.9 a0 b3 c6 d10',
      'os_3 w0.8 a0 b3 c6 d10',
      'os_4 w0.9 a0 b3 c6 d10',
      'os_5 w0.9 a0 b3 c6 d10',
      'lg_1 w1 a0 b3 c6 d10',
      'lg_2 w1 a0 b3 c6 d10',
      'lg_3 w0.9 a0 b3 c6 d10',
      'lg_4 w0.8 a0 b3 c6 d10',
      'lg_5 w0.9 a0 b3 c6 d10',
      'mp_1 w1 a0 b3 c6 d10',
      'mp_2 w0.9 a0 b5 c10',
      'mp_3 w0.9 a0 b3 c6 d10',
      'mp_4 w0.8 a0 b3 c6 d10',
      'mp_5 w0.8 a2 b4 c7 d10',
      'tr_1 w1 a0 b3 c6 d8 e10',
      'tr_2 w1 a0 b3 c6 d10',
      'tr_3 w0.9 a0 b3 c6 d10',
      'tr_4 w0.9 a0 b4 c10',
      'tr_5 w0.9 a0 b3 c6 d10',
      'gp_1 w1 a0 b3 c6 d10',
      'gp_2 w1 a0 b3 c6 d10',
      'gp_3 w0.9 a0 b3 c6 d10',
      'gp_4 w0.9 a0 b3 c6 d10',
      'gp_5 w0.8 a2 b6 c10',    ]);
  });
});

describe('proQuestionBanks', () => {
  it('holds the current bank under its version', () => {
    expect(proQuestionBanks[CURRENT_PRO_QUESTION_BANK.version]).toBe(CURRENT_PRO_QUESTION_BANK);
    expect(proQuestionBanks['2026-11-v1']).toBe(PRO_QUESTION_BANK_V1);
    for (const [version, bank] of Object.entries(proQuestionBanks)) expect(bank.version).toBe(version);
  });
});

describe('findProQuestion and proOptionScore', () => {
  const bank = CURRENT_PRO_QUESTION_BANK;

  it('finds a question and the score of one of its options', () => {
    expect(findProQuestion(bank, 'cc_1')).toMatchObject({ id: 'cc_1', categoryId: 'customer_concentration' });
    expect(proOptionScore(bank, 'cc_1', 'cc_1_a')).toBe(0);
    expect(proOptionScore(bank, 'cc_1', 'cc_1_e')).toBe(10);
    expect(proOptionScore(bank, 'gp_5', 'gp_5_b')).toBe(6);
  });

  it('throws PRO.UNKNOWN_QUESTION for a question not in the bank', () => {
    expect(() => findProQuestion(bank, 'fr_6')).toThrow(ProScoreError);
    expect(() => proOptionScore(bank, 'xx_1', 'xx_1_a')).toThrow(
      expect.objectContaining({ code: 'PRO.UNKNOWN_QUESTION', questionId: 'xx_1' }),
    );
  });

  it('throws PRO.UNKNOWN_OPTION for an option that belongs to another question or none', () => {
    expect(() => proOptionScore(bank, 'fr_1', 'fr_2_a')).toThrow(
      expect.objectContaining({ code: 'PRO.UNKNOWN_OPTION', questionId: 'fr_1' }),
    );
    expect(() => proOptionScore(bank, 'fr_4', 'fr_4_e')).toThrow(ProScoreError);
  });
});

describe('scoring the bank with scoreProAssessment', () => {
  it('scores the best option everywhere 100, Excellent', () => {
    const result = scoreProAssessment(answerAll(CURRENT_PRO_QUESTION_BANK, (options) => options[options.length - 1]));
    expect(result.total).toBe(100);
    expect(result.level).toBe('Excellent');
    for (const c of result.categoryScores) expect(c).toMatchObject({ score: 10, answered: 5 });
  });

  it('scores the worst option everywhere 1, Low', () => {
    // Only mp_5 (Singapore only) and gp_5 (no grants used) have a floor of 2: 0.4 + 0.4 → 1.
    const result = scoreProAssessment(answerAll(CURRENT_PRO_QUESTION_BANK, (options) => options[0]));
    expect(result.total).toBe(1);
    expect(result.level).toBe('Low');
  });
});
