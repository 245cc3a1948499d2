/** Singapore keeps UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/** The instant the calendar month containing `now` began in Singapore (DECISIONS.md: calendar months use Asia/Singapore). */
export function singaporeMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SINGAPORE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SINGAPORE_OFFSET_MS);
}
