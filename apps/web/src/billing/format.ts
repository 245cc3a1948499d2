const dateFormat = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeZone: 'Asia/Singapore' });

/** Cents on the wire, S$ with two decimals on screen. */
export function formatCents(cents: number): string {
  return `S$${(cents / 100).toFixed(2)}`;
}

/** Calendar dates in Singapore time (DECISIONS.md). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export const TOOL_NAMES = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' } as const;
