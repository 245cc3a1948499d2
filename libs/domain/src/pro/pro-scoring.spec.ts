import { PRO_CATEGORIES, isProCategoryId, type ProCategoryId } from './pro-categories';
import { ProScoreError } from './pro-score.errors';
import { scoreProAssessment, type ProResponse } from './pro-scoring';

const IDS = PRO_CATEGORIES.map((c) => c.id);

/** One response per score given, in category `categoryId`. */
function answers(categoryId: ProCategoryId, scores: readonly number[]): ProResponse[] {
  return scores.map((score, i) => ({ categoryId, questionId: `${categoryId}-q${i + 1}`, score }));
}

/** Every category answered once with the score at the same position. */
function oneEach(scores: readonly number[]): ProResponse[] {
  return IDS.flatMap((id, i) => answers(id, [scores[i]]));
}

describe('PRO_CATEGORIES', () => {
  it('lists the nine categories in spec order with weights summing to 1', () => {
    expect(PRO_CATEGORIES.map((c) => c.title)).toEqual([
      'Financial Reporting',
      'Revenue Quality',
      'Customer Concentration',
      'Leadership Continuity',
      'Operational Systems',
      'Legal & Compliance',
      'Market Positioning',
      'Transferability',
      'Growth Potential',
    ]);
    expect(PRO_CATEGORIES.map((c) => c.weight)).toEqual([0.15, 0.15, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]);
    expect(PRO_CATEGORIES.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 10);
    expect(isProCategoryId('transferability')).toBe(true);
    expect(isProCategoryId('team')).toBe(false);
  });
});

describe('scoreProAssessment', () => {
  it('scores a perfect assessment 100, Excellent', () => {
    const result = scoreProAssessment(IDS.flatMap((id) => answers(id, [10, 10, 10, 10, 10])));
    expect(result.total).toBe(100);
    expect(result.level).toBe('Excellent');
  });

  it('uses the plain mean per category and counts answers', () => {
    const result = scoreProAssessment([...answers('financial_reporting', [10, 6, 2]), ...answers('revenue_quality', [7])]);
    expect(result.categoryScores[0]).toEqual({
      categoryId: 'financial_reporting',
      title: 'Financial Reporting',
      weight: 0.15,
      score: 6,
      answered: 3,
    });
    expect(result.categoryScores[1].score).toBe(7);
    // 6 × 0.15 × 10 + 7 × 0.15 × 10 = 9 + 10.5 = 19.5 → 20
    expect(result.total).toBe(20);
  });

  it('scores unanswered categories 0', () => {
    const result = scoreProAssessment([]);
    expect(result.categoryScores).toHaveLength(9);
    for (const c of result.categoryScores) expect(c).toMatchObject({ score: 0, answered: 0 });
    expect(result.total).toBe(0);
    expect(result.level).toBe('Low');
  });

  it('weights the first two categories 1.5 times the others', () => {
    expect(scoreProAssessment(answers('revenue_quality', [10])).total).toBe(15);
    expect(scoreProAssessment(answers('growth_potential', [10])).total).toBe(10);
  });

  it('rounds an exact half up despite floating-point noise', () => {
    // Exactly 13.5 + 4 + 14 = 31.5, which plain floating-point arithmetic makes 31.499999999999996.
    const responses = [
      ...answers('financial_reporting', [9]),
      ...answers('revenue_quality', [1, 2, 5]),
      ...answers('customer_concentration', [5]),
      ...answers('leadership_continuity', [3]),
      ...answers('operational_systems', [0]),
      ...answers('legal_compliance', [1]),
      ...answers('market_positioning', [1]),
      ...answers('transferability', [0]),
      ...answers('growth_potential', [4]),
    ];
    expect(scoreProAssessment(responses).total).toBe(32);
  });

  it('rounds below a half down', () => {
    // 7 × 0.15 × 10 = 10.5 → 11; 7.2 × 0.1 × 10 = 7.2 → 7 on its own
    expect(scoreProAssessment(answers('financial_reporting', [7])).total).toBe(11);
    expect(scoreProAssessment(answers('growth_potential', [8, 8, 8, 8, 4])).total).toBe(7);
  });

  it('counts a re-answered question once, with its latest score', () => {
    const result = scoreProAssessment([
      { categoryId: 'transferability', questionId: 't1', score: 2 },
      { categoryId: 'transferability', questionId: 't2', score: 8 },
      { categoryId: 'transferability', questionId: 't1', score: 10 },
    ]);
    expect(result.categoryScores[7]).toMatchObject({ score: 9, answered: 2 });
  });

  it('ignores question weights: only scores count', () => {
    const withExtra = [...answers('legal_compliance', [4, 8])].map((r) => ({ ...r, weight: 0.8 }));
    expect(scoreProAssessment(withExtra).categoryScores[5].score).toBe(6);
  });

  it('picks top 3 strengths and bottom 3 gaps', () => {
    const result = scoreProAssessment(oneEach([3, 9, 5, 10, 1, 7, 8, 2, 6]));
    expect(result.strengths).toEqual(['leadership_continuity', 'revenue_quality', 'market_positioning']);
    expect(result.gaps).toEqual(['operational_systems', 'transferability', 'financial_reporting']);
  });

  it('breaks ties by category order', () => {
    const result = scoreProAssessment(oneEach([5, 8, 8, 5, 5, 8, 1, 1, 5]));
    expect(result.strengths).toEqual(['revenue_quality', 'customer_concentration', 'legal_compliance']);
    expect(result.gaps).toEqual(['market_positioning', 'transferability', 'financial_reporting']);
  });

  it('never lists a category as both a strength and a gap', () => {
    const result = scoreProAssessment(oneEach([5, 5, 5, 5, 5, 5, 5, 5, 5]));
    expect(result.strengths).toEqual(['financial_reporting', 'revenue_quality', 'customer_concentration']);
    expect(result.gaps).toEqual(['leadership_continuity', 'operational_systems', 'legal_compliance']);
  });

  it.each([-1, 10.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects score %p', (score) => {
    expect(() => scoreProAssessment([{ categoryId: 'revenue_quality', questionId: 'r1', score }])).toThrow(
      expect.objectContaining({ code: 'PRO.INVALID_SCORE', questionId: 'r1' }),
    );
  });

  it('accepts the score limits 0 and 10', () => {
    expect(scoreProAssessment([...answers('revenue_quality', [0]), ...answers('financial_reporting', [10])]).total).toBe(15);
  });

  it('rejects an unknown category', () => {
    const bad = [{ categoryId: 'team' as ProCategoryId, questionId: 'x1', score: 5 }];
    expect(() => scoreProAssessment(bad)).toThrow(ProScoreError);
  });
});
