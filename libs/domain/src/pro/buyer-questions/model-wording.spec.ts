import { PRO_QUESTION_BANK_V1 } from '../pro-question-bank';
import { auditAtScores } from '../report/pro-audit.fixtures';
import { likelyBuyerQuestions } from './buyer-questions';
import { checkedWording, withModelWording } from './model-wording';

const bank = PRO_QUESTION_BANK_V1;
const given = likelyBuyerQuestions(bank, auditAtScores(bank, { fr_1: 3, cc_1: 0, ld_1: 3 }, 10));

describe("the model's wording of the buyer questions", () => {
  it('keeps wording only for given questions, once each, asked as a question, with no figure the founder did not give', () => {
    const kept = checkedWording(given, [
      { questionId: 'fr_1', ask: 'Can we see audited SFRS accounts for the last three years?', draftAnswer: 'Our accounts are unaudited today; we are appointing an auditor for the next year-end.' },
      { questionId: 'fr_1', ask: 'A second try?', draftAnswer: 'Ignored.' },
      { questionId: 'zz_9', ask: 'Unknown?', draftAnswer: 'Ignored.' },
      { questionId: 'cc_1', ask: 'Tell us about your largest customer.', draftAnswer: 'Not a question, so dropped.' },
      { questionId: 'ld_1', ask: 'What happens if you step away?', draftAnswer: 'Sales would fall 40% in a year.' },
    ]);
    expect(kept.map((k) => k.questionId)).toEqual(['fr_1']);
  });

  it('changes only the question and the draft answer, in the deterministic order', () => {
    const wording = [{ questionId: given[1].questionId, ask: 'Reworded?', draftAnswer: 'Reworded draft.' }];
    const shown = withModelWording(given, wording);
    expect(shown.map((q) => q.questionId)).toEqual(given.map((q) => q.questionId));
    expect(shown[1]).toEqual({ ...given[1], ask: 'Reworded?', draftAnswer: 'Reworded draft.' });
    expect(shown[0]).toBe(given[0]);
    expect(withModelWording(given, null)).toEqual(given);
  });
});
