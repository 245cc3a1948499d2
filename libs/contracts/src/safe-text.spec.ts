import { z } from 'zod';
import { emailSchema } from './common';
import { findUnsafeText, hasUnsafeCharacters, safeText } from './safe-text';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a NUL', 'Mei\u0000Lin'],
    ['a lone high surrogate', 'Mei \ud800'],
    ['a lone low surrogate', '\udc00Lin'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('finds %s', (_what, text) => expect(hasUnsafeCharacters(text)).toBe(true));

  it.each([
    ['plain text', 'Mei Lin Tan'],
    ['an emoji (a surrogate pair)', 'Deck 🚀 v2'],
    ['CJK and accents', '陈美玲 Zoë'],
    ['the empty string', ''],
  ])('accepts %s', (_what, text) => expect(hasUnsafeCharacters(text)).toBe(false));
});

describe('findUnsafeText', () => {
  it('names the path of the first unsafe string in document order', () => {
    expect(findUnsafeText({ name: 'ok', answers: { q1: 'a', q2: 'b\u0000' }, items: [{ title: '\ud800' }] })).toEqual({ path: 'answers.q2' });
    expect(findUnsafeText({ items: ['fine', { title: 'x\udfff' }] })).toEqual({ path: 'items.1.title' });
  });

  it('checks object keys too (they land in jsonb columns)', () => {
    expect(findUnsafeText({ answers: { 'q\u00001': 'a' } })).toEqual({ path: 'answers.q\u00001' });
  });

  it('reports a bare string as the empty path and finds nothing in safe or non-text values', () => {
    expect(findUnsafeText('\u0000')).toEqual({ path: '' });
    expect(findUnsafeText({ n: 1, b: true, none: null, list: [1, 'ok 🚀'], missing: undefined })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks hostile depth without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)?.path).toBe(Array(100_000).fill('0').join('.'));
  });
});

describe('safeText and the shared schemas', () => {
  it('refuses NUL and lone surrogates, also inside an otherwise valid e-mail', () => {
    expect(safeText().safeParse('a\u0000b').success).toBe(false);
    expect(safeText().max(5).safeParse('abc').success).toBe(true);
    expect(emailSchema.safeParse('mei\u0000@example.sg').success).toBe(false);
    expect(emailSchema.safeParse('mei@exam\udc00ple.sg').success).toBe(false);
    expect(emailSchema.parse(' Mei@Example.SG ')).toBe('mei@example.sg');
  });

  it('keeps its place in a chain and in records', () => {
    const schema = z.object({ title: safeText().trim().min(1).max(10).optional(), tags: z.record(safeText(), z.boolean()) });
    expect(schema.safeParse({ title: ' Deck ', tags: { a: true } })).toEqual({ success: true, data: { title: 'Deck', tags: { a: true } } });
    expect(schema.safeParse({ tags: { 'a\u0000': true } }).success).toBe(false);
  });
});
