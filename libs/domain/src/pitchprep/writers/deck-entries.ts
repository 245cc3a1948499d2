import type { PitchIntake } from '../intake';
import { statOf } from '../slide-figures';
import { capitalise } from './deck-claims';
import { addHint, clean, points } from './writer-text';

/**
 * Key metrics as labelled tiles: "Net revenue retention 118%; logo churn 1.2% monthly" →
 * { 'Net revenue retention': '118%', 'Logo churn': '1.2% monthly' }. A metric without a figure
 * keeps its words under "Key metrics".
 */
export function metricEntries(text: string | undefined, hint: string): Record<string, string> {
  const clauses = points(text).flatMap((line) => line.split(/;\s*/)).map((clause) => clause.trim()).filter(Boolean);
  if (clauses.length === 0) return { 'Key metrics': addHint(hint) };
  const entries: Record<string, string> = {};
  const plain: string[] = [];
  for (const clause of clauses) {
    const { figure } = statOf(clause);
    const at = figure ? clause.indexOf(figure) : -1;
    const label = capitalise(clause.slice(0, Math.max(at, 0)).replace(/[\s:,–-]+$/, '').replace(/\s+(of|at|is|was)$/i, ''));
    if (at > 0 && label.length >= 3 && label.length <= 40 && !(label in entries)) entries[label] = clause.slice(at);
    else plain.push(clause);
  }
  return plain.length > 0 ? { ...entries, 'Key metrics': plain.join('\n') } : entries;
}

const ECONOMICS: [keyof NonNullable<PitchIntake['unitEconomics']>, string][] = [
  ['price', 'Price'],
  ['grossMargin', 'Gross margin'],
  ['cac', 'CAC'],
  ['ltv', 'LTV'],
  ['payback', 'Payback'],
];

/** The unit-economics answers given, under their labels. */
export function unitEconomicsEntries(economics: PitchIntake['unitEconomics']): Record<string, string> {
  return Object.fromEntries(ECONOMICS.filter(([key]) => clean(economics?.[key]) !== '').map(([key, label]) => [label, clean(economics?.[key])]));
}
