import { LITE_QUESTIONS } from './lite-questions';
import { TOOL_TYPES } from './lite-types';

describe.each(TOOL_TYPES)('LITE_QUESTIONS.%s', (toolType) => {
  const questions = LITE_QUESTIONS[toolType];
  const prefix = toolType === 'exitcheck' ? 'ec-' : 'pp-';

  it('has five questions with unique, prefixed ids', () => {
    expect(questions).toHaveLength(5);
    const ids = questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id.startsWith(prefix)).toBe(true);
  });

  it.each(questions.map((q) => [q.id, q] as const))('%s has three options worth 10, 5 and 2', (_id, question) => {
    expect(question.options.map((o) => o.points)).toEqual([10, 5, 2]);
    expect(question.options.map((o) => o.id)).toEqual([`${question.id}-a`, `${question.id}-b`, `${question.id}-c`]);
    for (const option of question.options) expect(option.text.trim().length).toBeGreaterThan(10);
    expect(question.question.endsWith('?')).toBe(true);
  });

  it('maxes out at 50', () => {
    expect(questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0)).toBe(50);
  });
});

it('option ids are unique across both tools', () => {
  const ids = TOOL_TYPES.flatMap((t) => LITE_QUESTIONS[t].flatMap((q) => q.options.map((o) => o.id)));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(30);
});
