import { toPdfText } from './pdf-text';

describe('toPdfText', () => {
  it('keeps Latin-1 and the typographic marks WinAnsi can draw', () => {
    const text = 'Caf\u00e9 \u201cquoted\u201d \u2018single\u2019 \u2013 \u2014 \u2026 \u2022 \u20ac10 S$5,000';
    expect(toPdfText(text)).toBe(text);
  });

  it('maps symbols the standard fonts cannot draw to legible stand-ins', () => {
    expect(toPdfText('\u2610 open \u2611 done \u2192 next \u2265 80%')).toBe('[ ] open [x] done -> next >= 80%');
  });

  it('strips accents outside Latin-1, drops emoji and marks the rest', () => {
    expect(toPdfText('H\u1ed3 Ch\u00ed Minh \ud83d\ude80 \u65b0')).toBe('Ho Ch\u00ed Minh  ?');
  });

  it('normalises line endings and tabs', () => {
    expect(toPdfText('a\r\nb\tc')).toBe('a\nb    c');
  });
});
