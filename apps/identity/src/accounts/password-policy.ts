import { appError, identityErrors } from '@bv/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * NIST 800-63B style: length (8 to 128, checked by the contract), not a known-common
 * password, not the e-mail address. No composition rules: they make passwords worse.
 */
export function assertAcceptablePassword(password: string, email: string): void {
  const lowered = password.toLowerCase();
  const localPart = email.split('@')[0];
  if (COMMON_PASSWORDS.has(lowered)) {
    throw appError(identityErrors.PASSWORD_TOO_COMMON);
  }
  if (lowered === email.toLowerCase() || (localPart.length >= 4 && lowered === localPart.toLowerCase())) {
    throw appError(identityErrors.PASSWORD_IS_EMAIL);
  }
}
