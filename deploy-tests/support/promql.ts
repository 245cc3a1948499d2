/** PromQL words that are not metric names. */
const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'and', 'or', 'unless', 'inf', 'nan', 'le']);

/**
 * The metric names a PromQL expression reads (recording rules included, as written). Strings,
 * label matchers, ranges, grouping clauses, function calls and Grafana's `$variables` are taken out
 * first, so what is left are the selectors' names.
 */
export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const name = match[0];
    const after = stripped.slice((match.index ?? 0) + name.length).trimStart();
    if (after.startsWith('(') || KEYWORDS.has(name)) continue;
    // A number's exponent (1e-9) is not a name.
    if (/^e\d*$/.test(name) && /\d$/.test(stripped.slice(0, match.index).trimEnd())) continue;
    names.add(name);
  }
  return [...names];
}
