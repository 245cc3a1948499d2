import type { TeamMember } from '../intake';

// Saved drafts can miss fields the type promises, so every read goes through these helpers
// and nothing ever prints "undefined".
export type FounderText = string | null | undefined;

export function clean(value: FounderText): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function has(value: FounderText): boolean {
  return clean(value).length > 0;
}

/** The founder's text as one point per line, without the dashes or bullets they typed. */
export function points(value: FounderText): string[] {
  return clean(value)
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim())
    .filter((line) => line.length > 0);
}

/** The founder's text on one line, for answers and labelled values. */
export function inline(value: FounderText): string {
  return points(value).join('; ');
}

/** A clearly marked gap the founder must fill, never filler that looks finished: "[Add: …]". */
export function addHint(hint: string): string {
  return `[Add: ${hint.replace(/[.\s]+$/, '')}]`;
}

export function orAdd(value: FounderText, hint: string): string {
  return has(value) ? inline(value) : addHint(hint);
}

export function pointsOrAdd(value: FounderText, hint: string): string[] {
  const lines = points(value);
  return lines.length > 0 ? lines : [addHint(hint)];
}

/** "Revenue: S$1.2M", or the placeholder alone when the founder left it empty. */
export function labelled(label: string, value: FounderText, hint: string): string {
  return has(value) ? `${label}: ${inline(value)}` : addHint(hint);
}

/** The founder's words in quotes, without a trailing full stop that would double up with ours. */
export function quoted(value: FounderText): string {
  return `"${inline(value).replace(/[.;,\s]+$/, '')}"`;
}

/** Bullet lines joined by newlines; `false` entries let callers skip a line. */
export function bullets(...lines: (string | string[] | false)[]): string {
  return lines.flatMap((line) => (line === false ? [] : line)).filter((line) => line.length > 0).join('\n');
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function teamLines(team: TeamMember[] | null | undefined): string[] {
  return (team ?? [])
    .filter((member) => has(member?.name) || has(member?.role))
    .map((member) => {
      const who = [clean(member.name), clean(member.role)].filter(Boolean).join(' — ');
      return has(member.background) ? `${who}: ${inline(member.background)}` : who;
    });
}

/** Speaker notes in one shape for every slide: what to say, what gets tested, one tip. */
export function speakerNotes(audience: 'Investors' | 'Buyers', notes: { say: string; probe: string; tip: string }): string {
  return [`Say: ${notes.say}`, `${audience} will probe: ${notes.probe}`, `Tip: ${notes.tip}`].join('\n');
}

export function joinFilled(...values: FounderText[]): string {
  return values.map(inline).filter((value) => value.length > 0).join('; ');
}
