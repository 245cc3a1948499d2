import fc from 'fast-check';
import { cleanVisitorName, VISITOR_NAME_MAX_LENGTH } from './visitor-name';

/**
 * What a mail client could link, judged the way a reader sees it: full-width and ideographic dots
 * count as dots. Written apart from the implementation so a cut, a join or a fold that builds a
 * new link is caught.
 */
function linkableParts(text: string): string[] {
  const seen = text.normalize('NFKC').replace(/[\u3002\uFF0E\uFF61]/g, '.');
  const checks: Array<[string, RegExp]> = [
    ['a scheme', /[a-z][a-z0-9+.-]*:\S/i],
    ['"www."', /www\./i],
    ['an address', /@\S/],
    ['punycode', /xn--/i],
    ['a domain', /[\p{L}\p{M}\p{N}-]\.[\p{L}\p{M}]{2}/u],
    ['an IP address', /\d\.\d{1,3}\.\d{1,3}\.\d/],
  ];
  return checks.filter(([, pattern]) => pattern.test(seen)).map(([what]) => what);
}

describe('cleanVisitorName', () => {
  it.each([
    ['Tan Wei Ming', 'Tan Wei Ming'],
    ['  Nurul   Huda ', 'Nurul Huda'],
    ["Siti O'Brien-Lim", "Siti O'Brien-Lim"],
    ["O'Brien", "O'Brien"],
    ['Anne-Marie', 'Anne-Marie'],
    ['J. R. Tan', 'J. R. Tan'],
    ['陈伟明', '陈伟明'],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['José Ñúñez', 'José Ñúñez'],
    ['김민준', '김민준'],
    ['สมชาย ใจดี', 'สมชาย ใจดี'],
    ['محمد علي', 'محمد علي'],
    ['Иван Петров', 'Иван Петров'],
    ['Ngô Bảo Châu', 'Ngô Bảo Châu'],
    ['Mei (Lin)', 'Mei (Lin)'],
    ['Dr. Lim, PhD', 'Dr. Lim, PhD'],
    ['陈伟明。', '陈伟明。'],
  ])('keeps a real name as typed: %j', (raw, expected) => {
    expect(cleanVisitorName(raw)).toBe(expected);
  });

  // Each hostile name with what must be left of it: the link goes wherever it starts in a word,
  // and the words before it stay.
  const hostile: Array<[string, string]> = [
    ['Mei http://evil.example/claim', 'Mei'],
    ['Mei https://evil.example', 'Mei'],
    ['Win now (http://evil.example)', 'Win now'],
    ['Bob,http://evil.example', 'Bob'],
    ['Win [https://evil.example/path]', 'Win'],
    ['Bob ‹http://evil.example›', 'Bob'],
    ['Bob «http://evil.example»', 'Bob'],
    ['Bob "http://evil.example"', 'Bob'],
    ["Bob 'evil.example'", 'Bob'],
    ['Bob “evil.example”', 'Bob'],
    ['Bob {evil.example}', 'Bob'],
    ['Bob|evil.example', 'Bob'],
    ['Bob;evil.example', 'Bob'],
    ['Bob!evil.example', 'Bob'],
    ['Bob/evil.example', 'Bob'],
    ['Bob\\evil.example', 'Bob'],
    ['Bob:https://evil.example', ''],
    ['Claim prize at www.evil.example now', 'Claim prize at now'],
    ['Claim at WWW.EVIL.EXAMPLE', 'Claim at'],
    ['Visit evil.example/win', 'Visit'],
    ['Win at bit.ly/abc!', 'Win at'],
    ['Mei evil.com.', 'Mei'],
    ['Mei EVIL.COM', 'Mei'],
    ['Mei evil.co.uk', 'Mei'],
    ['Mei sub.evil.example:8080/x?y=1#z', 'Mei'],
    ['Mail me at mei@evil.example', 'Mail me at'],
    ['Mei,mei@evil.example', 'Mei'],
    ['Mei mailto:mei@evil.example', 'Mei'],
    ['Click javascript:alert(1)', 'Click'],
    ['Mei data:text/html,hi', 'Mei'],
    ['Mei tel:+6591234567', 'Mei'],
    ['Mei ftp://evil.example', 'Mei'],
    ['Mei myapp://open', 'Mei'],
    ['Mei //evil.example', 'Mei'],
    ['Mei HTTPS://EVIL.EXAMPLE', 'Mei'],
    ['Mei xn--80ak6aa92e.com', 'Mei'],
    ['Mei evil.xn--p1ai', 'Mei'],
    ['Mei пример.рф', 'Mei'],
    ['Mei 例子.测试', 'Mei'],
    ['Mei evil．example', 'Mei'],
    ['Mei evil。example', 'Mei'],
    ['Mei evil｡example', 'Mei'],
    ['Mei evil﹒example', 'Mei'],
    ['Mei ｅｖｉｌ．ｃｏｍ', 'Mei'],
    ['Mei ｗｗｗ．evil', 'Mei'],
    ['Mei ｈｔｔｐｓ：／／evil', 'Mei'],
    ['Mei evil\u200B.example', 'Mei evil .example'],
    ['Mei e\u200Dvil.example', 'Mei e'],
    ['Mei evil<>.example', 'Mei'],
    ['Mei evil<b>.example', 'Mei'],
    ['Mei 192.168.0.1', 'Mei'],
    ['Mei http://192.168.0.1/x', 'Mei'],
    ['Mei Ｍｅｉ＠evil．example', 'Mei'],
    ['Mei mei﹫evil.example', 'Mei'],
    ['Mei\r\nBcc: victim@example.sg', 'Mei Bcc:'],
    ['Mei\u202E https://evil.example/claim', 'Mei'],
    ['https://evil.example', ''],
    ['evil.example', ''],
    ['陈伟明 evil。com', '陈伟明'],
    ['陈伟明,http://evil.example', '陈伟明'],
    ['Nguyễn Văn An (evil.example)', 'Nguyễn Văn An'],
    ["O'Brien[https://evil.example]", "O'Brien"],
    ['Anne-Marie ‹www.evil.example›', 'Anne-Marie'],
    [`Mei ${'a'.repeat(50)} evil.example`, `Mei ${'a'.repeat(50)}`],
  ];

  it('has a corpus of at least 50 hostile names', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(50);
  });

  it.each(hostile)('removes anything a mail client would link, wherever it starts: %j', (raw, expected) => {
    const clean = cleanVisitorName(raw);
    expect(linkableParts(clean)).toEqual([]);
    expect(clean).toBe(expected);
  });

  it('drops control and invisible formatting characters (newlines, bidi overrides, zero-width)', () => {
    expect(cleanVisitorName('Mei\u202EnaL')).toBe('Mei naL');
    expect(cleanVisitorName('Me\u200Bi\u0007')).toBe('Me i');
  });

  it('drops angle brackets and cuts long names without splitting a character', () => {
    expect(cleanVisitorName('<b>Mei</b>')).toBe('bMei/b');
    const long = '😀'.repeat(100);
    expect(Array.from(cleanVisitorName(long))).toHaveLength(VISITOR_NAME_MAX_LENGTH);
    expect(cleanVisitorName('A'.repeat(200))).toHaveLength(VISITOR_NAME_MAX_LENGTH);
  });

  it('is empty when nothing of a name is left', () => {
    expect(cleanVisitorName('\u0000\u202E')).toBe('');
    expect(cleanVisitorName('www.evil.example')).toBe('');
  });

  // Pieces a hostile name is made of, so random strings hit the hard cases often.
  const hostilePiece = fc.constantFrom(
    'http', 'https', ':', '/', '//', 'www', '.', '．', '。', '｡', '﹒', '@', '＠', 'xn--p1ai', 'evil', 'example', 'com', 'ly', 'рф', '测试',
    '1', '192', ' ', ',', '(', ')', '[', ']', '‹', '›', '"', "'", '<', '>', '\u200B', '\u202E', '\n', 'Mei', '陈', '-', '_', 'mailto', 'ｗ',
  );
  const hostileName = fc.oneof(fc.array(hostilePiece, { maxLength: 30 }).map((parts) => parts.join('')), fc.string({ unit: 'grapheme', maxLength: 80 }));

  it('never leaves anything linkable, hidden or too long, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(hostileName, (raw) => {
        const clean = cleanVisitorName(raw);
        expect(linkableParts(clean)).toEqual([]);
        expect(clean).not.toMatch(/[\p{Cc}\p{Cf}<>]/u);
        expect(Array.from(clean).length).toBeLessThanOrEqual(VISITOR_NAME_MAX_LENGTH);
        expect(cleanVisitorName(clean)).toBe(clean);
      }),
      { numRuns: 3000 },
    );
  });

  // Ordinary names in several scripts: letters, with apostrophes and hyphens inside a word.
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéñüçøåễăđơưôâê陈伟明王李张刘김민준이서연ИванПетровмарияسمحمدعلىสมชายใจดี'.split(''));
  const word = fc
    .tuple(fc.array(letter, { minLength: 1, maxLength: 6 }), fc.option(fc.tuple(fc.constantFrom("'", '-'), fc.array(letter, { minLength: 1, maxLength: 6 }))))
    .map(([head, tail]) => head.join('') + (tail ? tail[0] + tail[1].join('') : ''));
  const ordinaryName = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

  it('keeps ordinary names intact', () => {
    fc.assert(
      fc.property(ordinaryName, (name) => {
        expect(cleanVisitorName(name)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });

  const link = fc.constantFrom('http://evil.example', 'https://evil.example/x', 'www.evil.example', 'evil.example', 'mei@evil.example', 'evil。com', 'evil．com', 'xn--80ak6aa92e.com', 'javascript:alert(1)');
  const opening = fc.constantFrom(' ', ',', ' (', '(', '[', ' ‹', '«', '"', "'", '“', ';', '|', '/', '!');
  const closing = fc.constantFrom('', ')', ']', '›', '»', '"', "'", '”', '.', ',');

  it('keeps the name before a link stuck to it by punctuation, and drops the link', () => {
    fc.assert(
      fc.property(ordinaryName, opening, link, closing, (name, open, url, close) => {
        expect(cleanVisitorName(`${name}${open}${url}${close}`)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });
});
