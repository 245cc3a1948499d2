// Reading figures out of the founder's words for layouts: the headline number of a stat tile,
// the split of a use of funds, the steps of a timeline. Pure and shared by the writers, the
// renderers and the web preview, so every format reads a slide the same way.

/** A stat tile: the figure in large type and what it measures. `figure` is empty when the text has none. */
export type Stat = { figure: string; caption: string };

const FIGURE =
  /^(?:about |around |over |under |up to |~)?((?:S\$|US\$|SGD ?|USD ?|RM ?|Rp ?|\$|-S\$|-US\$)?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|x|k|K|M|B|bn|mn|million|billion)\b|%)?(?:[–-](?:S\$|US\$)?\d[\d,.]*(?:%|x|K|M|B)?)?(?:\s(?:months?|years?|weeks?|days?|hours?)\b(?!-))?)/;
const FIGURE_INSIDE =
  /((?:S\$|US\$|SGD ?|USD ?|RM ?|Rp ?|-S\$|-US\$)\d[\d,]*(?:\.\d+)?(?:\s?(?:K|M|B|bn|mn|million|billion)\b)?|\d[\d,]*(?:\.\d+)?\s?(?:%|x\b))/;

/**
 * The first figure of a text and the rest as its caption: "Net revenue retention 118%" gives
 * 118%; "S$38,000 MRR" gives S$38,000 (caption MRR); "62 paying chains…" gives 62.
 */
export function statOf(text: string): Stat {
  const trimmed = text.trim();
  const leading = FIGURE.exec(trimmed);
  if (leading && /\d/.test(leading[1])) {
    const caption = trimmed.slice(leading[0].length).replace(/^[\s,:;–-]+/, '');
    return { figure: leading[1].trim(), caption: tidyCaption(caption) };
  }
  const inside = FIGURE_INSIDE.exec(trimmed);
  if (inside && inside.index !== undefined) {
    const caption = `${trimmed.slice(0, inside.index)}${trimmed.slice(inside.index + inside[0].length)}`;
    return { figure: inside[1].trim(), caption: tidyCaption(caption) };
  }
  return { figure: '', caption: trimmed };
}

const tidyCaption = (caption: string) =>
  caption
    .replace(/\s{2,}/g, ' ')
    .replace(/^(of|at|in|is|was)\s+/i, '')
    .replace(/\s+(of|at|in|is)\s*$/i, '')
    .replace(/^[\s,:;–-]+|[\s,:;–-]+$/g, '')
    .trim();

/** A use-of-funds line, "45% product and engineering", as its share and purpose; null without a share. */
export type FundShare = { percent: number; label: string };

export function fundSharesOf(lines: readonly string[]): FundShare[] {
  return lines.flatMap((line) => {
    const match = /^(\d+(?:\.\d+)?)\s?%\s*(?:to|for|on|-|–|:)?\s*(.+)$/i.exec(line.trim()) ?? /^(.+?)[\s:–-]+(\d+(?:\.\d+)?)\s?%\s*$/.exec(line.trim());
    if (!match) return [];
    const [percent, label] = /^\d/.test(match[1]) ? [match[1], match[2]] : [match[2], match[1]];
    return [{ percent: Number(percent), label: label.trim().replace(/^[a-z]/, (c) => c.toUpperCase()) }];
  });
}

/** Shares that add up to 100% (±2, for rounding) are a split worth a chart. */
export function isWholeSplit(shares: readonly FundShare[]): boolean {
  const total = shares.reduce((sum, share) => sum + share.percent, 0);
  return shares.length >= 2 && Math.abs(total - 100) <= 2;
}

/** "Offers by March 2026, SPA signed by June 2026, completion by September 2026" as three steps. */
export function timelineSteps(text: string): string[] {
  return text
    .split(/\n|;\s*|,\s+(?=[A-Za-z][^,]*\b(?:19|20)\d\d\b)/)
    .map((step) => step.trim().replace(/^[-*•]\s*/, '').replace(/[.;,\s]+$/, ''))
    .filter((step) => step.length > 0)
    .map((step) => step.charAt(0).toUpperCase() + step.slice(1));
}

/** A team line as the writers write it ("Name — Role: background") split for a team card. */
export type TeamCard = { name: string; role: string; background: string };

/** Initials of a name for a team card's avatar, leaving out titles ("Dr", "Chef"); '' when it has none. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !/^(Dr|Mr|Ms|Mrs|Chef)$/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

export function teamCardOf(line: string): TeamCard {
  const colon = line.indexOf(': ');
  const who = colon >= 0 ? line.slice(0, colon) : line;
  const background = colon >= 0 ? line.slice(colon + 2) : '';
  const [name, ...role] = who.split(' — ');
  return { name: name.trim(), role: role.join(' — ').trim(), background: background.trim() };
}

/** Whole amounts in short form for chart axes and labels: 1,500,000 SGD → "S$1.5M". */
export function shortAmount(amount: number, currency: string): string {
  const symbol = CURRENCY_SYMBOL[currency] ?? `${currency} `;
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const [scaled, suffix] = value >= 1e9 ? [value / 1e9, 'B'] : value >= 1e6 ? [value / 1e6, 'M'] : value >= 1e3 ? [value / 1e3, 'K'] : [value, ''];
  const digits = scaled >= 100 || suffix === '' ? 0 : 1;
  return `${sign}${symbol}${scaled.toFixed(digits).replace(/\.0$/, '')}${suffix}`;
}

const CURRENCY_SYMBOL: Record<string, string> = { SGD: 'S$', USD: 'US$', MYR: 'RM', IDR: 'Rp' };
