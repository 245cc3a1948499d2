import { formatBytes, ROOM_PLAN_LIMITS, roomLimitsFor } from './room-limits';

const entitlement = (over: Partial<Parameters<typeof roomLimitsFor>[0] & object> = {}) => ({ tools: ['exitcheck', 'pitchprep'], unlimited: true, monthlyAllowance: null, validUntil: null, ...over });

describe('room plan limits', () => {
  it('gives no rooms without a paid plan, or after a subscription ended', () => {
    expect(roomLimitsFor(null)).toBe(ROOM_PLAN_LIMITS.none);
    expect(roomLimitsFor(entitlement({ tools: [] }))).toBe(ROOM_PLAN_LIMITS.none);
    expect(roomLimitsFor(entitlement({ validUntil: new Date('2026-01-01') }), new Date('2026-02-01'))).toBe(ROOM_PLAN_LIMITS.none);
  });

  it('reads Starter, Founder Essential and the full plans from the entitlement', () => {
    expect(roomLimitsFor(entitlement({ tools: ['pitchprep'] })).plan).toBe('starter');
    expect(roomLimitsFor(entitlement({ unlimited: false, monthlyAllowance: 3, validUntil: new Date('2030-01-01') })).plan).toBe('essential');
    expect(roomLimitsFor(entitlement()).plan).toBe('full');
    expect(roomLimitsFor(entitlement({ validUntil: new Date('2030-01-01') })).plan).toBe('full');
  });

  it('words sizes for messages', () => {
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(500 * 1024 ** 2)).toBe('500 MB');
  });
});
