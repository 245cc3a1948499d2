import { buildBankView, buildDraft } from './exitcheck.factory';
import { categoryProgress, currentPosition, importanceLabel, questionCount } from './bank-position';

const bank = buildBankView();

describe('currentPosition', () => {
  it('is the first unanswered question in bank order, numbered across categories', () => {
    expect(questionCount(bank)).toBe(45);
    const start = currentPosition(bank, []);
    expect(start).toMatchObject({ kind: 'question', categoryIndex: 0, questionIndex: 0, number: 1 });

    const sixth = currentPosition(bank, buildDraft(5).responses);
    expect(sixth).toMatchObject({ kind: 'question', categoryIndex: 1, questionIndex: 0, number: 6 });
    expect(sixth.kind === 'question' && sixth.question.id).toBe(bank.categories[1].questions[0].id);
  });

  it('is finished when every question is answered', () => {
    expect(currentPosition(bank, buildDraft(45).responses)).toEqual({ kind: 'finished' });
  });

  it('marks categories done, current or upcoming', () => {
    const answers = buildDraft(12).responses;
    const progress = categoryProgress(bank, answers, currentPosition(bank, answers));
    expect(progress).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(categoryProgress(bank, buildDraft(45).responses, { kind: 'finished' }).every((p) => p === 'done')).toBe(true);
  });
});

it('names the importance of a question weight', () => {
  expect([1, 0.95, 0.9, 0.85, 0.8].map(importanceLabel)).toEqual(['Critical', 'Critical', 'High', 'High', 'Standard']);
});
