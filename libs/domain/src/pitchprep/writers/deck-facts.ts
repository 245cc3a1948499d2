// What counts as "the same fact" on two slides: the same figure (after normalising "S$456K" and
// "S$456,000", "11 %" and "11%") said about the same thing (a shared word), or the same words.
// The deck builder drops such repeats and the quality checks look for any left.

const MONEY = /(S\$|US\$|SGD|USD|RM|MYR|IDR|Rp|THB|VND|PHP|EUR|€|£|\$)\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|mn|million|b|bn|billion)?\b/gi;
const PERCENT = /(-?\d+(?:\.\d+)?)\s?%/g;
const DURATION = /\b(\d+(?:\.\d+)?)[\s-]?(months?|years?|weeks?|days?)\b/gi;
const COUNT = /\b(\d[\d,]*(?:\.\d+)?)\s?(k|m)?\s+([a-z][a-z-]{2,})/gi;

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const CURRENCY: Record<string, string> = { 's$': 'SGD', sgd: 'SGD', 'us$': 'USD', usd: 'USD', $: 'USD', rm: 'MYR', myr: 'MYR', rp: 'IDR', idr: 'IDR' };

const numberOf = (digits: string, scale?: string) => Number(digits.replace(/,/g, '')) * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);

/** The figures a text states, normalised: "SGD:456000", "%:11", "months:7", "n:840:outlets". Years (1900–2100) are dates, not figures. */
export function factTokens(text: string): string[] {
  const tokens = new Set<string>();
  const rest = text
    .replace(MONEY, (_, currency: string, digits: string, scale?: string) => {
      tokens.add(`${CURRENCY[currency.toLowerCase()] ?? currency.toUpperCase()}:${numberOf(digits, scale)}`);
      return ' ';
    })
    .replace(PERCENT, (_, digits: string) => {
      tokens.add(`%:${Number(digits)}`);
      return ' ';
    })
    .replace(DURATION, (_, digits: string, unit: string) => {
      tokens.add(`${unit.toLowerCase().replace(/s$/, '')}:${Number(digits)}`);
      return ' ';
    });
  for (const match of rest.matchAll(COUNT)) {
    const value = numberOf(match[1], match[2]);
    if (value >= 1900 && value <= 2100 && !match[2]) continue;
    tokens.add(`n:${value}:${match[3].toLowerCase()}`);
  }
  return [...tokens];
}

const STOP_WORDS = new Set(
  'the and for with from that this over per our your their into across about than each every more most less a an of in on to by at as is are was were be been has have had its it we you they month year today months years'.split(' '),
);

/** The words that say what a figure is about ("runway", "revenue"), lower-case, without stop words. */
export function topicWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z\s-]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
  );
}

/** Lower-case words only, for comparing wording. */
export function normalisedWording(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[a-z][\w &()/–-]{0,40}: /, '')
    .replace(/[^a-z0-9%$]+/g, ' ')
    .trim();
}

/** A stated fact: its wording, figures and topic, from one clause of a slide. */
export type StatedFact = { clause: string; wording: string; tokens: string[]; topic: Set<string> };

export function statedFact(clause: string): StatedFact {
  return { clause, wording: normalisedWording(clause), tokens: factTokens(clause), topic: topicWords(clause) };
}

/** Clauses of a line: split at semicolons and sentence ends, so one repeated figure does not hide the rest. */
export function clausesOf(line: string): string[] {
  return line
    .split(/;\s+|(?<=[a-z0-9)])\.\s+(?=[A-Z])/)
    .map((clause) => clause.trim().replace(/[.;\s]+$/, ''))
    .filter((clause) => clause.length > 0);
}

/**
 * Whether `fact` states again something in `earlier`: the same wording (long enough to be a
 * fact), or every figure it states was stated before about a shared topic.
 */
export function repeats(fact: StatedFact, earlier: readonly StatedFact[]): StatedFact | null {
  for (const other of earlier) {
    if (fact.wording.length > 12 && fact.wording === other.wording) return other;
  }
  if (fact.tokens.length === 0) return null;
  const sources = fact.tokens.map((token) => earlier.find((other) => other.tokens.includes(token) && sameTopic(fact.topic, other.topic)));
  return sources.every(Boolean) ? (sources[0] ?? null) : null;
}

/** At least half of what the clause talks about was talked about in the other: "Runway today" and "Runway", not a longer sentence that cites the same figure. */
function sameTopic(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0) return true;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared > 0 && shared / a.size >= 0.5;
}
