// pdfkit's standard fonts (Helvetica & co.) encode text as WinAnsi: Latin-1 plus a few
// typographic marks. Anything else comes out as garbage glyphs, so text is mapped to
// legible stand-ins before it reaches the page.

// The non-Latin-1 characters WinAnsi (and so pdfkit's standard fonts) can draw.
const WIN_ANSI_EXTRAS = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const REPLACEMENTS: Record<string, string> = {
  '\u2610': '[ ]',
  '\u2611': '[x]',
  '\u2612': '[x]',
  '\u2713': '[x]',
  '\u2714': '[x]',
  '\u2717': 'x',
  '\u2718': 'x',
  '\u2192': '->',
  '\u21d2': '=>',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u2191': 'up',
  '\u2193': 'down',
  '\u2265': '>=',
  '\u2264': '<=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2032': "'",
  '\u2033': '"',
  '\u25cf': '\u2022',
  '\u25aa': '\u2022',
  '\u25e6': '\u2022',
  '\u2023': '\u2022',
  '\u2043': '-',
  '\u2605': '*',
  '\u2606': '*',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\t': '    ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\ufe0f': '',
};

function drawable(codePoint: number): boolean {
  return (
    codePoint === 0x0a ||
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRAS.has(codePoint)
  );
}

/** Text safe for pdfkit's standard fonts: WinAnsi characters kept, others replaced legibly. */
export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (drawable(codePoint)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    // Emoji and other astral symbols carry no words; drop them rather than print '?'.
    if (codePoint > 0xffff) continue;
    // Accented letters outside Latin-1 (e.g. Vietnamese) keep their base letter.
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every((c) => drawable(c.codePointAt(0) ?? 0)) && base.length > 0 ? base : '?';
  }
  return out;
}
