import { formatCents, formatDate, formatDateTime, formatSgd, formatTime } from './format';

describe('the web app’s formats', () => {
  it('writes Singapore dollars with S$ and thousands separators', () => {
    expect(formatSgd(198)).toBe('S$198');
    expect(formatSgd(2_300_000)).toBe('S$2,300,000');
    expect(formatSgd(19.6)).toBe('S$19.60');
    expect(formatCents(129_800)).toBe('S$1,298.00');
    expect(formatCents(1_960)).toBe('S$19.60');
  });

  it('writes instants in Singapore time', () => {
    // 01:30 UTC is 9:30 in the morning in Singapore, and 23:30 UTC the next day there.
    expect(formatDate('2026-11-26T23:30:00Z')).toBe('27 Nov 2026');
    expect(formatDateTime('2026-11-26T01:30:00Z')).toMatch(/^26 Nov 2026, 9:30\s?am$/);
    expect(formatTime(new Date('2026-11-26T01:30:05Z'))).toMatch(/^9:30:05\s?am$/);
  });
});
