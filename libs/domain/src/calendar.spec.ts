import { secondsUntilNextSingaporeDay, singaporeDayStart, singaporeMonthStart } from './calendar';

describe('singaporeMonthStart', () => {
  it('is midnight of the 1st in Singapore, 16:00 UTC the day before', () => {
    expect(singaporeMonthStart(new Date('2026-11-22T04:00:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('already counts the new month from 00:00 Singapore time on the 1st', () => {
    expect(singaporeMonthStart(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(singaporeMonthStart(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('crosses the year in January', () => {
    expect(singaporeMonthStart(new Date('2026-12-31T17:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('singaporeDayStart', () => {
  it('is midnight in Singapore, 16:00 UTC the day before', () => {
    expect(singaporeDayStart(new Date('2026-11-22T04:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('turns at 00:00 Singapore time, across months and years', () => {
    expect(singaporeDayStart(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(singaporeDayStart(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(singaporeDayStart(new Date('2026-12-31T17:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('secondsUntilNextSingaporeDay', () => {
  it('counts to the next Singapore midnight, never 0', () => {
    expect(secondsUntilNextSingaporeDay(new Date('2026-11-22T15:00:00Z'))).toBe(3600);
    expect(secondsUntilNextSingaporeDay(new Date('2026-11-22T16:00:00Z'))).toBe(86_400);
    expect(secondsUntilNextSingaporeDay(new Date('2026-11-22T15:59:59.900Z'))).toBe(1);
  });
});
