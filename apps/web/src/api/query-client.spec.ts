import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

type RetryFn = (failureCount: number, error: unknown) => boolean;
type DelayFn = (attempt: number, error: unknown) => number;

const serverError = new ApiError(500, 'INTERNAL', 'boom');
const notFound = new ApiError(404, 'NOT_FOUND', 'missing');

describe('createQueryClient (docs/product-rules.md, "Timings and limits")', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it('keeps data fresh for 5 minutes, cached for 10, and never refetches on focus or mount', () => {
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false, refetchOnMount: false });
  });

  it('retries a query up to 3 times, but never a 4xx', () => {
    const retry = queries?.retry as RetryFn;
    expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, notFound)).toBe(false);
    expect(retry(0, new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
  });

  it('backs off 1 s × 2^attempt', () => {
    const delay = queries?.retryDelay as DelayFn;
    expect([0, 1, 2].map((n) => delay(n, serverError))).toEqual([1000, 2000, 4000]);
  });

  it('retries a mutation once, and not at all for a 4xx', () => {
    const retry = mutations?.retry as RetryFn;
    expect(retry(0, serverError)).toBe(true);
    expect(retry(1, serverError)).toBe(false);
    expect(retry(0, new ApiError(400, 'VALIDATION', 'bad'))).toBe(false);
  });

  it('waits before retrying a mutation as long as a 503 asked (Retry-After), at most 10 s', () => {
    const delay = mutations?.retryDelay as DelayFn;
    const unavailable = (seconds?: number) => new ApiError(503, 'SERVICE.UNAVAILABLE', 'try again', undefined, seconds);
    expect(delay(0, unavailable(2))).toBe(2000);
    expect(delay(0, unavailable(120))).toBe(10_000);
    expect(delay(0, unavailable())).toBe(1000);
    expect(delay(0, serverError)).toBe(1000);
  });
});
