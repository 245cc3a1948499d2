import { formatSingaporeDate, formatSingaporeDateTime, formatSingaporeIsoDate, singaporeDateOf, singaporeWallTime } from './calendar';

describe('Singapore time', () => {
  it('reads the calendar date in Singapore, which is ahead of UTC', () => {
    expect(singaporeDateOf(new Date('2025-03-31T15:59:00Z'))).toEqual({ year: 2025, month: 3, day: 31 });
    expect(singaporeDateOf(new Date('2025-03-31T16:00:00Z'))).toEqual({ year: 2025, month: 4, day: 1 });
  });

  it('finds the instant of a Singapore wall-clock hour, rolling over month ends', () => {
    expect(singaporeWallTime({ year: 2025, month: 4, day: 1 }, 10).toISOString()).toBe('2025-04-01T02:00:00.000Z');
    expect(singaporeWallTime({ year: 2025, month: 12, day: 33 }, 0).toISOString()).toBe('2026-01-01T16:00:00.000Z');
  });

  it('formats dates as a Singapore reader expects', () => {
    expect(formatSingaporeDate(new Date('2026-11-20T17:00:00Z'))).toBe('21 November 2026');
    expect(formatSingaporeDateTime(new Date('2026-11-21T07:05:00Z'))).toBe('21 November 2026 at 3:05 pm (Singapore time)');
    // A file name takes the same date as the document's cover: late evening UTC is the next day in Singapore.
    expect(formatSingaporeIsoDate(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });
});
