// Timings and limits of docs/product-rules.md ("Timings and limits" and each area's section), in
// one place so the browser and the services agree. Durations are milliseconds.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export const INACTIVITY_SIGN_OUT_MS = 1_800_000;
export const SIGNING_KEY_CACHE_MS = 10 * MINUTE_MS;

export const ELIGIBILITY_RETRIES = 3;
export const ELIGIBILITY_RETRY_BASE_MS = SECOND_MS;
export const PRICE_VALIDATION_RETRIES = 2;
export const PRICE_VALIDATION_RETRY_BASE_MS = SECOND_MS;

/** Retry n (1-based) of eligibility or price validation waits 1 s, 2 s, 4 s… */
export function doublingRetryDelayMs(retry: number, baseMs: number = SECOND_MS): number {
  return baseMs * 2 ** Math.max(0, retry - 1);
}

export const CONNECTION_CHECK_MS = 10_000;
export const STALE_AFTER_MS = 30_000;
export const FLAG_REFRESH_DEBOUNCE_MS = 100;
export const REALTIME_EVENTS_PER_SECOND = 10;
export const RECONNECT_RETRIES = 5;

export function reconnectDelayMs(attempt: number): number {
  return 2000 * attempt;
}

export const CHECKOUT_RESUME_MS = 1000;
export const TESTIMONIAL_ROTATION_MS = 4000;

export const MAX_ANALYTICS_EVENTS = 1000;
export const MAX_FUNNEL_STEPS = 500;
export const PERSONALIZATION_SAVE_DEBOUNCE_MS = 2000;
export const CONVERSION_WINDOW_MS = 3_600_000;

export const LOG_BUFFER_MAX = 100;
export const LOG_FLUSH_MS = 30_000;
export const PAYMENT_TEST_LOG_MAX = 10;

export const RECOVERY_MAX_ATTEMPTS = 3;

/** Wait after failed attempt n: 2 s after the first, 4 s after the second (docs/product-rules.md, "Errors and recovery"). */
export function recoveryDelayMs(attempt: number): number {
  return 1000 * 2 ** attempt;
}

export const QUERY_CLIENT_DEFAULTS = {
  staleTimeMs: 300_000,
  gcTimeMs: 600_000,
  maxRetries: 3,
  mutationRetries: 1,
} as const;

/**
 * Shaped for TanStack Query's retry callback: failureCount is the failures so far (0 on the
 * first). A client error (400–499) will fail the same way again, so it is never retried.
 */
export function shouldRetryQuery(failureCount: number, status?: number): boolean {
  if (status !== undefined && status >= 400 && status <= 499) return false;
  return failureCount < QUERY_CLIENT_DEFAULTS.maxRetries;
}

export function queryRetryDelayMs(attempt: number): number {
  return 1000 * 2 ** attempt;
}
