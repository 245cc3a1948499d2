import {
  CONNECTION_CHECK_MS,
  CONVERSION_WINDOW_MS,
  INACTIVITY_SIGN_OUT_MS,
  QUERY_CLIENT_DEFAULTS,
  RECONNECT_RETRIES,
  RECOVERY_MAX_ATTEMPTS,
  SIGNING_KEY_CACHE_MS,
  STALE_AFTER_MS,
  doublingRetryDelayMs,
  queryRetryDelayMs,
  reconnectDelayMs,
  recoveryDelayMs,
  shouldRetryQuery,
} from './timings';

describe('timings', () => {
  it('match the spec', () => {
    expect(INACTIVITY_SIGN_OUT_MS).toBe(30 * 60 * 1000);
    expect(SIGNING_KEY_CACHE_MS).toBe(600_000);
    expect(CONNECTION_CHECK_MS).toBe(10_000);
    expect(STALE_AFTER_MS).toBe(30_000);
    expect(CONVERSION_WINDOW_MS).toBe(60 * 60 * 1000);
    expect(RECONNECT_RETRIES).toBe(5);
    expect(RECOVERY_MAX_ATTEMPTS).toBe(3);
    expect(QUERY_CLIENT_DEFAULTS).toEqual({ staleTimeMs: 300_000, gcTimeMs: 600_000, maxRetries: 3, mutationRetries: 1 });
  });

  it('reconnects after 2 s times the attempt', () => {
    expect([1, 2, 5].map(reconnectDelayMs)).toEqual([2000, 4000, 10_000]);
  });

  it('recovers after 2 s then 4 s', () => {
    expect([1, 2].map(recoveryDelayMs)).toEqual([2000, 4000]);
  });

  it('doubles eligibility and price-validation waits from 1 s', () => {
    expect([1, 2, 3].map((n) => doublingRetryDelayMs(n))).toEqual([1000, 2000, 4000]);
  });

  it('backs queries off 1 s × 2^attempt', () => {
    expect([0, 1, 2].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000]);
  });

  it('retries queries three times, never on client errors', () => {
    expect(shouldRetryQuery(0)).toBe(true);
    expect(shouldRetryQuery(2, 500)).toBe(true);
    expect(shouldRetryQuery(3, 500)).toBe(false);
    expect(shouldRetryQuery(0, 400)).toBe(false);
    expect(shouldRetryQuery(0, 404)).toBe(false);
    expect(shouldRetryQuery(0, 499)).toBe(false);
    expect(shouldRetryQuery(0, 399)).toBe(true);
    expect(shouldRetryQuery(0, 503)).toBe(true);
  });
});
