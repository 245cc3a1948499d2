import { initialOf, listTime, mailPreview } from './mail-preview';

describe('mailPreview', () => {
  it('skips the greeting, names links instead of printing them and joins the lines', () => {
    expect(mailPreview('Hi Mei,\n\nYour result is ready.\nOpen https://bv.example/r/1?token=[redacted] to see it.')).toBe('Your result is ready. Open (link) to see it.');
  });

  it('keeps a mail without a greeting whole and shortens a long one with an ellipsis', () => {
    expect(mailPreview('Verify your e-mail today.')).toBe('Verify your e-mail today.');
    const long = mailPreview('word '.repeat(100), 20);
    expect(long.length).toBe(20);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('initialOf', () => {
  it('is the first letter or digit of the address, upper case', () => {
    expect(initialOf('mei@example.sg')).toBe('M');
    expect(initialOf('"9lives"@example.sg')).toBe('9');
  });
});

describe('listTime', () => {
  it('shows the time for mail sent today in Singapore and the date for older mail', () => {
    const now = new Date('2026-11-26T06:00:00Z'); // 2 pm in Singapore
    expect(listTime('2026-11-26T01:00:00Z', now)).toMatch(/^9:00\s?am$/i);
    expect(listTime('2026-11-24T01:00:00Z', now)).toBe('24 Nov');
  });
});
