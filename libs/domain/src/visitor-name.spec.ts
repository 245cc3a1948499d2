import { cleanVisitorName, VISITOR_NAME_MAX_LENGTH } from './visitor-name';

describe('cleanVisitorName', () => {
  it.each([
    ['Tan Wei Ming', 'Tan Wei Ming'],
    ['  Nurul   Huda ', 'Nurul Huda'],
    ["Siti O'Brien-Lim", "Siti O'Brien-Lim"],
    ['J. R. Tan', 'J. R. Tan'],
    ['陈伟明', '陈伟明'],
    ['José Ñúñez', 'José Ñúñez'],
  ])('keeps a real name: %j', (raw, expected) => {
    expect(cleanVisitorName(raw)).toBe(expected);
  });

  it.each([
    ['Mei http://evil.example/claim', 'Mei'],
    ['Mei https://evil.example', 'Mei'],
    ['Claim prize at www.evil.example now', 'Claim prize at now'],
    ['Visit evil.example/win', 'Visit'],
    ['Win at bit.ly/abc!', 'Win at'],
    ['Mail me at mei@evil.example', 'Mail me at'],
    ['Click javascript:alert(1)', 'Click'],
    ['Mei evil.com.', 'Mei'],
  ])('drops anything a mail client would link: %j', (raw, expected) => {
    expect(cleanVisitorName(raw)).toBe(expected);
  });

  it('drops control and invisible formatting characters (newlines, bidi overrides, zero-width)', () => {
    expect(cleanVisitorName('Mei\r\nBcc: victim@example.sg')).toBe('Mei Bcc:');
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
    expect(cleanVisitorName('https://evil.example')).toBe('');
    expect(cleanVisitorName('\u0000\u202E')).toBe('');
  });
});
