import { LiteAnswerError } from './lite-answer.errors';
import { LITE_QUESTIONS } from './lite-questions';
import { HIGH_SCORE_THRESHOLD, LITE_MAX_SCORE, scoreLiteAnswers } from './lite-scoring';
import type { ToolType } from './lite-types';

/** Answers picking the option at `pick[i]` (0 = a, 1 = b, 2 = c) for question i. */
function answersFor(toolType: ToolType, pick: readonly number[]): Record<string, string> {
  return Object.fromEntries(LITE_QUESTIONS[toolType].map((q, i) => [q.id, q.options[pick[i] ?? 0].id]));
}

function expectLiteError(fn: () => unknown, code: LiteAnswerError['code'], questionId: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(LiteAnswerError);
    expect(error).toBeInstanceOf(Error);
    expect((error as LiteAnswerError).code).toBe(code);
    expect((error as LiteAnswerError).questionId).toBe(questionId);
    expect((error as LiteAnswerError).message.length).toBeGreaterThan(10);
    return;
  }
  throw new Error(`expected ${code}`);
}

it('has the spec constants', () => {
  expect(LITE_MAX_SCORE).toBe(50);
  expect(HIGH_SCORE_THRESHOLD).toBe(35);
});

describe.each<ToolType>(['exitcheck', 'pitchprep'])('scoreLiteAnswers(%s)', (toolType) => {
  const firstId = LITE_QUESTIONS[toolType][0].id;

  it.each([
    [[0, 0, 0, 0, 0], 50],
    [[2, 2, 2, 2, 2], 10],
    [[1, 1, 1, 1, 1], 25],
    [[0, 1, 2, 0, 1], 32],
    [[0, 0, 0, 0, 1], 45],
  ])('scores %j as %i', (pick, expected) => {
    expect(scoreLiteAnswers(toolType, answersFor(toolType, pick))).toBe(expected);
  });

  it('rejects a missing answer', () => {
    const answers = answersFor(toolType, [0, 0, 0, 0, 0]);
    const lastId = LITE_QUESTIONS[toolType][4].id;
    delete answers[lastId];
    expectLiteError(() => scoreLiteAnswers(toolType, answers), 'LITE.INCOMPLETE', lastId);
  });

  it('rejects an empty answer', () => {
    expectLiteError(() => scoreLiteAnswers(toolType, { ...answersFor(toolType, [0, 0, 0, 0, 0]), [firstId]: '' }), 'LITE.INCOMPLETE', firstId);
  });

  it('rejects an unknown question id', () => {
    expectLiteError(
      () => scoreLiteAnswers(toolType, { ...answersFor(toolType, [0, 0, 0, 0, 0]), 'xx-bonus': 'xx-bonus-a' }),
      'LITE.UNKNOWN_QUESTION',
      'xx-bonus',
    );
  });

  it('rejects an option that belongs to another question', () => {
    const secondOption = LITE_QUESTIONS[toolType][1].options[0].id;
    expectLiteError(
      () => scoreLiteAnswers(toolType, { ...answersFor(toolType, [0, 0, 0, 0, 0]), [firstId]: secondOption }),
      'LITE.UNKNOWN_OPTION',
      firstId,
    );
  });

  it('does not read answers through the prototype', () => {
    expectLiteError(() => scoreLiteAnswers(toolType, Object.create({ [firstId]: `${firstId}-a` })), 'LITE.INCOMPLETE', firstId);
  });
});

it('rejects the other tool’s answers', () => {
  const exitAnswers = answersFor('exitcheck', [0, 0, 0, 0, 0]);
  expect(() => scoreLiteAnswers('pitchprep', exitAnswers)).toThrow(LiteAnswerError);
});
