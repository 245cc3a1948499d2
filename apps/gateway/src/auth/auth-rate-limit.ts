/**
 * Per-address budget for the credential endpoints (sign-in, sign-up, verification). Per-account
 * limits that can't lock a real user out come with the abuse-limits work in identity.
 */
export const authRateLimit = { max: 30, timeWindow: '1 minute' };
