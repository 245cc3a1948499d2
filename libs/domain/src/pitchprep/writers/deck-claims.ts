import type { FigurePoint, FigureCurrency, PitchIntake } from '../intake';
import type { SlideChart } from '../output-types';
import { statOf } from '../slide-figures';
import { clean, inline, points } from './writer-text';

// Slide titles state a claim made of the founder's own facts ("S$38,000 MRR, growing 11%
// month-on-month"), never a topic alone when there is a fact to say; charts come from the
// intake's figures only.

const MAX_TITLE = 100;

/** "ShiftWise Pte Ltd" → "ShiftWise": how a deck names the company in running text. */
export function shortName(name: string): string {
  return name.replace(/,?\s+(Pte\.? Ltd\.?|Private Limited|Sdn\.? Bhd\.?|Ltd\.?|Inc\.?|LLC|Co\.?,? Ltd\.?|PT|Tbk)\.?$/i, '').trim() || name;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Lower-cases a sentence's first letter, but not a name or an acronym ("PhD", "McKinsey", "Grab"). */
export const lowerFirst = (text: string) => (/^[A-Z][a-z]+(?:[\s,;:-]|$)/.test(text) && !/^(?:[A-Z][a-z]+[A-Z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
/** 3 → "Three" (to ten), for titles that open with a count. */
export const countWord = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** A background as a clause after a name: "Opened 14 outlets" reads "who opened 14 outlets". */
export function asApposition(background: string): string {
  const clause = firstClause(background);
  const verb = /^(?:ran|built|led|founded|opened|sold|designed|grew|won|took|made|wrote|set|spent|joined|[a-z]+ed)\b/i.test(clause);
  return verb ? `who ${lowerFirst(clause)}` : lowerFirst(clause);
}

/** The first clause of an answer (to a comma, semicolon, dash or sentence end), for a title. */
export function firstClause(text: string | null | undefined): string {
  const first = points(text)[0] ?? '';
  return first
    .split(/;\s|\.\s|,\s(?:driven|as|on|with|including|which|then|plus)\b|\s[–—]\s/)[0]
    .replace(/[.;,\s]+$/, '')
    .trim();
}

/** The first claim that fits a title, or the fallback topic. */
export function claim(fallback: string, ...candidates: (string | false | null | undefined)[]): string {
  for (const candidate of candidates) {
    const text = typeof candidate === 'string' ? shortened(candidate.trim()) : '';
    if (text && text.length <= MAX_TITLE) return capitalise(text);
  }
  return fallback;
}

/** A long claim cut at its first comma or "and", when what is left still says something. */
function shortened(text: string): string {
  if (text.length <= MAX_TITLE) return text;
  for (const [cut, least] of [[/,\s/, 30], [/\sand\s/, 40], [/\sbut\s/, 40]] as const) {
    const head = text.split(cut)[0];
    if (head.length >= least && head.length <= MAX_TITLE) return head;
  }
  return text;
}

/** "11% month-on-month over the last 9 months" → "growing 11% month-on-month"; prose stays prose. */
export function growthPhrase(growth: string): string {
  const text = firstClause(growth).replace(/\s+(over|for|since|in) the (last|past) .*$/i, '').replace(/\s+(over|for|since) .*$/i, '');
  return /^\d/.test(text) ? `growing ${text}` : lowerFirst(text);
}

/**
 * The change across a chart's periods, worked out from the founder's own figures ("75% from Jul
 * to Oct", "down 20% from 2023 to 2025"): what a thin intake's traction slide says when no growth
 * rate was typed. Empty without a positive first figure.
 */
export function chartGrowth(chart: SlideChart | undefined): { text: string; phrase: string } | null {
  const values = chart?.series[0]?.values ?? [];
  const first = values[0];
  const last = values.at(-1);
  if (!chart || values.length < 2 || !(first > 0) || last === undefined) return null;
  const percent = Math.round(((last - first) / first) * 100);
  const from = chart.categories[0];
  const to = chart.categories.at(-1);
  if (percent === 0) return { text: `Flat from ${from} to ${to}`, phrase: `flat since ${from}` };
  return percent > 0
    ? { text: `${percent}% from ${from} to ${to}`, phrase: `up ${percent}% since ${from}` }
    : { text: `down ${-percent}% from ${from} to ${to}`, phrase: `down ${-percent}% since ${from}` };
}

/** A bar chart from the founder's figures, or none when fewer than two periods are given. */
export function figureChart(name: string, figures: FigurePoint[] | undefined, currency: FigureCurrency | undefined, type: SlideChart['type'] = 'bar', second?: { name: string; figures: FigurePoint[] | undefined }): SlideChart | undefined {
  const shown = (figures ?? []).filter((point) => clean(point.period) !== '' && Number.isFinite(point.amount));
  if (shown.length < 2) return undefined;
  const categories = shown.map((point) => clean(point.period));
  const series = [{ name, values: shown.map((point) => point.amount) }];
  const other = second?.figures ?? [];
  if (second && other.length > 0) {
    const byPeriod = new Map(other.map((point) => [clean(point.period), point.amount]));
    if (categories.every((period) => byPeriod.has(period))) series.push({ name: second.name, values: categories.map((period) => byPeriod.get(period) ?? 0) });
  }
  return { type, currency: currency ?? 'SGD', categories, series };
}

/** The headline figure of an answer ("S$38,000 MRR" stays whole when short). */
export function headline(text: string): string {
  const value = inline(text);
  if (value.length <= 32) return value;
  const stat = statOf(value);
  return stat.figure ? `${stat.figure} ${firstClause(stat.caption).split(' ').slice(0, 3).join(' ')}`.trim() : firstClause(value);
}

/** The company's chart currency: the one the founder chose, else read from their revenue answers. */
export function chartCurrency(intake: PitchIntake): FigureCurrency {
  if (intake.financials?.currency) return intake.financials.currency;
  const text = `${clean(intake.traction?.revenue)} ${clean(intake.financials?.currentRevenue)}`;
  if (/US\$|USD/.test(text)) return 'USD';
  if (/\bRM\b|MYR/.test(text)) return 'MYR';
  return 'SGD';
}
