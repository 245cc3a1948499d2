import { PRO_QUESTION_BANK_V1 } from '../pro-question-bank';
import { scoreProAssessment } from '../pro-scoring';
import { adviceProblems, topicsMentioned } from './pro-advice-checks';
import { PRO_ANSWER_ADVICE, PRO_BUYER_RESPONSE } from './pro-answer-advice';
import { allTopAudit, auditAtScores, generatedAudit, sampleProAudits } from './pro-audit.fixtures';
import { PRO_STRENGTH_MIN, proHighlights, proReportFacts, rankProGaps, type ProAnsweredQuestion } from './pro-report-facts';

const bank = PRO_QUESTION_BANK_V1;
const questions = bank.categories.flatMap((c) => c.questions);

/** Generated, realistic, all-top and all-bottom audits: the set every check runs over. */
const AUDITS: [string, ProAnsweredQuestion[]][] = [
  ['all top', allTopAudit(bank)],
  ['all bottom', auditAtScores(bank, {}, 0)],
  ...sampleProAudits(bank).map((a): [string, ProAnsweredQuestion[]] => [a.key, a.responses]),
  ...Array.from({ length: 150 }, (_, seed): [string, ProAnsweredQuestion[]] => [`generated ${seed}`, generatedAudit(bank, seed)]),
];

const scoresOf = (facts: ReturnType<typeof proReportFacts>) => new Map(facts.answers.map((a) => [a.questionId, a.score]));

describe('PRO_ANSWER_ADVICE', () => {
  it('has advice for every question of the bank, and nothing else', () => {
    expect(Object.keys(PRO_ANSWER_ADVICE).sort()).toEqual(questions.map((q) => q.id).sort());
  });

  it('words each action so it is about its own question only (no other question’s subject)', () => {
    const overlaps = questions.flatMap((q) =>
      questions
        .filter((other) => other.id !== q.id)
        .flatMap((other) => topicsMentioned(other.id, PRO_ANSWER_ADVICE[q.id].action).filter((topic) => !PRO_ANSWER_ADVICE[q.id].topics.includes(topic)).map((topic) => `${q.id} mentions ${other.id}: ${topic}`)),
    );
    expect(overlaps).toEqual([]);
  });

  it('words how a buyer prices each category without naming any one question’s subject', () => {
    const named = Object.entries(PRO_BUYER_RESPONSE).flatMap(([category, text]) => questions.flatMap((q) => topicsMentioned(q.id, text).map((topic) => `${category}: ${q.id} ${topic}`)));
    expect(named).toEqual([]);
  });

  it('recognises its own action by its topics', () => {
    for (const q of questions) expect([q.id, topicsMentioned(q.id, PRO_ANSWER_ADVICE[q.id].action).length > 0]).toEqual([q.id, true]);
  });
});

describe('proReportFacts', () => {
  it.each(AUDITS)('gives no advice about a top-mark answer (%s)', (_name, responses) => {
    const facts = proReportFacts(bank, responses);
    const advice = facts.advice.map((a) => ({ text: a.action, questionIds: a.questionIds }));
    expect(adviceProblems(advice, scoresOf(facts))).toEqual([]);
    expect(facts.advice).toHaveLength(facts.answers.filter((a) => a.score < 10).length);
  });

  it('ranks gaps by weight × gap, which add up to the points below 100', () => {
    for (const [, responses] of AUDITS.slice(0, 40)) {
      const facts = proReportFacts(bank, responses);
      const losses = facts.gaps.map((g) => g.pointsLost);
      expect(losses).toEqual([...losses].sort((a, b) => b - a));
      const score = scoreProAssessment(facts.answers.map((a) => ({ categoryId: a.categoryId, questionId: a.questionId, score: a.score })));
      const raw = score.categoryScores.reduce((sum, c) => sum + c.score * c.weight * 10, 0);
      expect(losses.reduce((a, b) => a + b, 0)).toBeCloseTo(100 - raw, 1);
      for (const gap of facts.gaps) expect(gap.belowTop.reduce((a, b) => a + b.pointsLost, 0)).toBeCloseTo(gap.pointsLost, 1);
    }
  });

  it('ranks a heavier category first when the gaps are equal (Financial Reporting 0.15 over Transferability 0.10)', () => {
    const responses = auditAtScores(bank, { fr_1: 0, fr_2: 0, fr_3: 0, fr_4: 0, fr_5: 0, tr_1: 0, tr_2: 0, tr_3: 0, tr_4: 0, tr_5: 0 }, 10);
    const facts = proReportFacts(bank, responses);
    expect(facts.gaps.map((g) => [g.title, g.pointsLost])).toEqual([
      ['Financial Reporting', 15],
      ['Transferability', 10],
    ]);
    expect(facts.gaps[0].shareOfGap).toBe(0.6);
    expect(facts.gaps[0].buyerResponse).toMatch(/lower multiple/);
  });

  it('starts the advice with the costliest answer of each of the three costliest gaps', () => {
    for (const [, responses] of AUDITS.slice(0, 40)) {
      const facts = proReportFacts(bank, responses);
      expect(facts.advice.slice(0, 3).map((a) => a.questionIds[0])).toEqual(facts.gaps.slice(0, 3).map((g) => g.belowTop[0].questionId));
    }
  });

  it('has no gaps and no advice when every answer is at the top mark', () => {
    const facts = proReportFacts(bank, allTopAudit(bank));
    expect([facts.total, facts.gaps, facts.advice]).toEqual([100, [], []]);
    expect(facts.highlights.kind).toBe('strengths');
  });

  it(`calls categories strengths only from ${PRO_STRENGTH_MIN}/10, else "relatively strongest"`, () => {
    const weak = proReportFacts(bank, auditAtScores(bank, { mp_1: 6, mp_2: 6, mp_3: 3, mp_4: 10, mp_5: 4 }, 3));
    expect(weak.highlights.kind).toBe('relatively_strongest');
    expect(weak.highlights.categories).toHaveLength(3);
    expect(weak.highlights.categories[0]).toMatchObject({ title: 'Market Positioning', score: 5.6 });
    const mixed = proReportFacts(bank, auditAtScores(bank, { mp_1: 10, mp_2: 10, mp_3: 8, mp_4: 10, mp_5: 7 }, 3));
    expect(mixed.highlights).toEqual({ kind: 'strengths', categories: [expect.objectContaining({ title: 'Market Positioning' })] });
  });

  it('never names one of the three costliest gaps among the strongest categories', () => {
    for (const [, responses] of AUDITS) {
      const facts = proReportFacts(bank, responses);
      const costliest = facts.gaps.slice(0, 3).map((g) => g.categoryId);
      expect(facts.highlights.categories.filter((c) => costliest.includes(c.categoryId))).toEqual([]);
      if (facts.highlights.kind === 'strengths') for (const c of facts.highlights.categories) expect(c.score).toBeGreaterThanOrEqual(PRO_STRENGTH_MIN);
    }
  });

  it('quotes all 45 answers with the top answer beside each', () => {
    const facts = proReportFacts(bank, sampleProAudits(bank)[0].responses);
    expect(facts.answers).toHaveLength(45);
    const addBacks = facts.answers.find((a) => a.questionId === 'fr_3');
    expect(addBacks).toMatchObject({ score: 3, answer: expect.stringContaining('nothing is written down'), topAnswer: expect.stringContaining('EBITDA bridge') });
  });
});

describe('adviceProblems', () => {
  const facts = proReportFacts(bank, sampleProAudits(bank)[0].responses);
  const scores = scoresOf(facts);

  it('flags advice that cites a top-mark answer or an unknown one', () => {
    expect(adviceProblems([{ text: 'Tidy the cap table.', questionIds: ['tr_5'] }], scores)).toEqual([{ kind: 'cites_top_mark', text: 'Tidy the cap table.', questionId: 'tr_5' }]);
    expect(adviceProblems([{ text: 'Do it.', questionIds: ['zz_9'] }], scores)[0].kind).toBe('unknown_question');
  });

  it('flags advice that cites an open answer but talks about a top-mark one (the cap table at 10/10)', () => {
    const text = 'Reduce the hours that run through you, clean up related-party transactions and the cap table.';
    expect(adviceProblems([{ text, questionIds: ['tr_1', 'tr_3'] }], scores)).toEqual([{ kind: 'about_top_mark', text, questionId: 'tr_5', topic: 'cap table' }]);
  });

  it('lets advice mention a subject its own open answer shares', () => {
    expect(adviceProblems([{ text: PRO_ANSWER_ADVICE.fr_3.action, questionIds: ['fr_3'] }], scores)).toEqual([]);
  });
});

describe('the ranking the results page shares with the report', () => {
  it('ranks gaps from the rounded category scores a result carries exactly as the report ranks them from the answers', () => {
    for (const [, responses] of AUDITS) {
      const facts = proReportFacts(bank, responses);
      // A result carries each category score rounded to one decimal (a mean of five whole numbers is exact there).
      const onScreen = facts.categories.map((c) => ({ categoryId: c.categoryId, title: c.title, weight: c.weight, score: Math.round(c.score * 10) / 10 }));
      const ranked = rankProGaps(onScreen);
      expect(ranked.map((g) => [g.categoryId, g.pointsLost, g.shareOfGap])).toEqual(facts.gaps.map((g) => [g.categoryId, g.pointsLost, g.shareOfGap]));
      expect(proHighlights(onScreen, ranked)).toEqual(facts.highlights);
    }
  });

  it('puts a 5/10 on a heavier category ahead of a 4/10 on a lighter one', () => {
    const ranked = rankProGaps([
      { categoryId: 'transferability', title: 'Transferability', weight: 0.1, score: 4 },
      { categoryId: 'financial_reporting', title: 'Financial Reporting', weight: 0.15, score: 5 },
    ]);
    expect(ranked.map((g) => [g.title, g.pointsLost])).toEqual([
      ['Financial Reporting', 7.5],
      ['Transferability', 6],
    ]);
  });
});
