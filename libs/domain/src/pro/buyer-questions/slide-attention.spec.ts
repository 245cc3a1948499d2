import { SLIDE_KINDS } from '../../pitchprep/output-types';
import { PRO_CATEGORIES } from '../pro-categories';
import { PRO_QUESTION_BANK_V1 } from '../pro-question-bank';
import { auditAtScores } from '../report/pro-audit.fixtures';
import { likelyBuyerQuestions } from './buyer-questions';
import { attentionDuration, LINGERED_SECONDS, SLIDE_KIND_CATEGORIES, VIEWER_INTEREST_BOOST, viewerInterestByCategory } from './slide-attention';

const bank = PRO_QUESTION_BANK_V1;
const categoryIds = PRO_CATEGORIES.map((c) => c.id);

describe('what viewers of shared decks lingered on', () => {
  it('maps every slide kind to real Pro categories, and the numbers to the ones a buyer weighs first', () => {
    expect(Object.keys(SLIDE_KIND_CATEGORIES).sort()).toEqual([...SLIDE_KINDS].sort());
    for (const categories of Object.values(SLIDE_KIND_CATEGORIES)) for (const id of categories) expect(categoryIds).toContain(id);
    expect(SLIDE_KIND_CATEGORIES.financials).toEqual(['financial_reporting', 'revenue_quality']);
    expect(SLIDE_KIND_CATEGORIES.team).toEqual(['leadership_continuity', 'transferability']);
    expect(SLIDE_KIND_CATEGORIES.cover).toEqual([]);
  });

  it('counts a kind only from a minute in total, and names the kind viewers spent longest on', () => {
    expect(viewerInterestByCategory([{ kind: 'financials', seconds: LINGERED_SECONDS - 1, visitors: 3 }]).size).toBe(0);
    const lines = viewerInterestByCategory([
      { kind: 'traction', seconds: 90, visitors: 1 },
      { kind: 'financials', seconds: 250, visitors: 3 },
    ]);
    expect(lines.get('financial_reporting')).toBe('3 viewers of your shared decks spent 4 min on Financials');
    // Revenue quality hears from both; Financials held viewers longer.
    expect(lines.get('revenue_quality')).toMatch(/on Financials/);
    expect(lines.get('customer_concentration')).toBe('A viewer of your shared decks spent 2 min on Traction');
    expect(lines.has('market_positioning')).toBe(false);
  });

  it('words durations as a founder reads them', () => {
    expect(attentionDuration(42)).toBe('42 s');
    expect(attentionDuration(89)).toBe('1 min');
    expect(attentionDuration(3_900)).toBe('1 h 5 min');
    expect(attentionDuration(7_200)).toBe('2 h');
  });

  it('raises the questions of a category viewers lingered on by the boost, keeping the rest of the order', () => {
    // Market Positioning (0.1) at its lowest mark still ranks below a middling Financial Reporting (0.15) gap, until viewers linger on the market slide.
    const responses = auditAtScores(bank, { fr_3: 4, mp_1: 0 }, 10);
    expect(likelyBuyerQuestions(bank, responses).map((q) => q.questionId)).toEqual(['fr_3', 'mp_1']);
    const plain = likelyBuyerQuestions(bank, responses).find((q) => q.questionId === 'mp_1')!;
    const boosted = likelyBuyerQuestions(bank, responses, undefined, [{ kind: 'market', seconds: 300, visitors: 2 }]);
    expect(boosted.map((q) => q.questionId)).toEqual(['mp_1', 'fr_3']);
    expect(boosted[0].priority).toBeCloseTo(plain.priority * VIEWER_INTEREST_BOOST);
    expect(boosted[0].viewerInterest).toBe('2 viewers of your shared decks spent 5 min on Market');
    expect(boosted[1]).not.toHaveProperty('viewerInterest');
  });

  it('leaves the list unchanged when viewers only skimmed', () => {
    const responses = auditAtScores(bank, {}, 4);
    expect(likelyBuyerQuestions(bank, responses, undefined, [{ kind: 'financials', seconds: 20, visitors: 5 }])).toEqual(likelyBuyerQuestions(bank, responses));
  });
});
