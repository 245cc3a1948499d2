import { joinPrefix, prefixOf } from './path-prefix';
import { safeReturnPath } from './safe-return-path';

describe('prefixOf', () => {
  it.each([
    ['/admin-preview', '/admin-preview'],
    ['/admin-preview/dashboard', '/admin-preview'],
    ['/admin-previewer', ''],
    ['/dashboard', ''],
  ])('%s -> %j', (pathname, prefix) => expect(prefixOf(pathname)).toBe(prefix));
});

describe('joinPrefix', () => {
  it.each([
    ['', '/auth', '/auth'],
    ['/admin-preview', '/', '/admin-preview'],
    ['/admin-preview', '/auth?returnTo=%2Fx', '/admin-preview/auth?returnTo=%2Fx'],
    ['/admin-preview', '/#pricing', '/admin-preview#pricing'],
  ])('(%j, %s) -> %s', (prefix, path, joined) => expect(joinPrefix(prefix, path)).toBe(joined));
});

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard?tab=1', '/dashboard?tab=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    [null, null],
  ])('%j -> %j', (input, output) => expect(safeReturnPath(input)).toBe(output));
});
