import { PRO_QUESTION_BANK_V1 } from '../pro-question-bank';
import { auditAtScores } from '../report/pro-audit.fixtures';
import { proAnswerChanges } from './answer-changes';

const bank = PRO_QUESTION_BANK_V1;

describe('what moved between two assessments', () => {
  it('lists each answer given differently, with both answers and the points it moved, the largest move first', () => {
    const first = auditAtScores(bank, { fr_1: 3, tr_1: 6 }, 8);
    const second = auditAtScores(bank, { fr_1: 8, tr_1: 3 }, 8);
    const changes = proAnswerChanges(bank, first, second);
    expect(changes.map((c) => [c.questionId, c.scoreBefore, c.scoreAfter, c.points])).toEqual([
      // Financial Reporting weighs 0.15: 5 points up on one of its five questions is 0.15 × 5 × 10 / 5.
      ['fr_1', 3, 8, 1.5],
      ['tr_1', 6, 3, -0.6],
    ]);
    expect(changes[0]).toMatchObject({
      categoryTitle: 'Financial Reporting',
      question: 'How are your annual financial statements prepared?',
      before: 'Unaudited accounts compiled by a bookkeeper, mainly to meet ACRA and IRAS deadlines',
      after: 'Audited by an independent auditor for the last one or two financial years, with a clean opinion',
    });
  });

  it('moves by weight x score change per answer (summed over the answers changed), and is empty for the same answers', () => {
    const first = auditAtScores(bank, {}, 3);
    const second = auditAtScores(bank, { fr_1: 10, rq_1: 10, cc_1: 0 }, 3);
    const moved = proAnswerChanges(bank, first, second).reduce((sum, c) => sum + c.points, 0);
    expect(moved).toBeCloseTo(((0.15 * 7 * 10) / 5) * 2 + (0.1 * -3 * 10) / 5, 5);
    expect(proAnswerChanges(bank, first, first)).toEqual([]);
    expect(proAnswerChanges(bank, [], second)).toEqual([]);
  });
});
