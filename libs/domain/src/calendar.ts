// The one Singapore calendar of the platform (docs/product-rules.md, "Money and Singapore time":
// calendar questions use Asia/Singapore): which day and month it is there, when an hour falls, how
// a date reads.

/** Calendar questions (which day, which hour, how a date reads) are answered in Singapore time. */
export const SINGAPORE_TIME_ZONE = 'Asia/Singapore';

/** Singapore keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/**
 * The instant the calendar month containing `now` began in Singapore
 * (docs/product-rules.md, "Money and Singapore time": calendar months use Asia/Singapore).
 */
export function singaporeMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SINGAPORE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SINGAPORE_OFFSET_MS);
}

/** The instant the Singapore calendar day containing `now` began (00:00 Singapore time). */
export function singaporeDayStart(now: Date): Date {
  const local = new Date(now.getTime() + SINGAPORE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - SINGAPORE_OFFSET_MS);
}

/** Whole seconds from `now` until the next Singapore midnight (at least 1). */
export function secondsUntilNextSingaporeDay(now: Date): number {
  const next = singaporeDayStart(now).getTime() + 24 * 3_600_000;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: SINGAPORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SINGAPORE_TIME_ZONE, timeZoneName: 'longOffset' });
const readable = new Intl.DateTimeFormat('en-SG', { timeZone: SINGAPORE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

export type CalendarDate = { year: number; month: number; day: number };

export function singaporeDateOf(instant: Date): CalendarDate {
  const [year, month, day] = dateParts.format(instant).split('-').map(Number);
  return { year, month, day };
}

/** Minutes east of UTC in Singapore at that instant (+480 today; asked, not assumed). */
function offsetMinutesAt(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant it is `hour`:00 in Singapore on that calendar date (days may overflow the month). */
export function singaporeWallTime(date: CalendarDate, hour: number): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour);
  return new Date(asUtc - offsetMinutesAt(new Date(asUtc)) * 60_000);
}

/** "2026-11-21": the Singapore calendar date of that instant, for file names. */
export function formatSingaporeIsoDate(instant: Date): string {
  return dateParts.format(instant);
}

/** "21 November 2026" as a Singapore reader sees that instant. */
export function formatSingaporeDate(instant: Date): string {
  return readable.format(instant);
}

const readableDateTime = new Intl.DateTimeFormat('en-SG', {
  timeZone: SINGAPORE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "21 November 2026 at 3:05 pm (Singapore time)" for link expiries. */
export function formatSingaporeDateTime(instant: Date): string {
  return `${readableDateTime.format(instant)} (Singapore time)`;
}
