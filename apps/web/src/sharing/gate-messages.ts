import { sharingErrors } from '@bv/contracts/messages';

export const WRONG_PASSWORD_MESSAGE = sharingErrors.WRONG_PASSWORD.message;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** "Too many attempts. Try again in N minutes." from the Retry-After seconds (15 minutes when the server did not say). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 15 * 60) / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
