/**
 * Per-address budget for the credential endpoints (sign-in, sign-up, verification). Guesses at
 * one account from many addresses meet identity's growing per-account delays (AccountThrottle).
 */
export const authRateLimit = { max: 30, timeWindow: '1 minute' };
