import { errorCatalogue } from './error-catalogue';

const SIGN_IN_AGAIN = 'Please sign in again to continue.';
const SESSION_EXPIRED = 'Authentication session expired. Please sign in again.';

/** Accounts, sessions, tokens, two-step verification and the admin role (identity and the gateway's checks of its tokens). */
export const identityErrors = /* @__PURE__ */ errorCatalogue(['AUTH', 'MFA', 'ADMIN'], {
  ADMIN_MFA_REQUIRED: {
    code: 'AUTH.ADMIN_MFA_REQUIRED',
    kind: 'forbidden',
    message: 'Administrators must use two-step verification. Set it up, or sign in again with your authenticator code, in your account security settings.',
  },
  AAL2_REQUIRED: { code: 'AUTH.AAL2_REQUIRED', kind: 'forbidden', message: 'Please confirm with your authenticator code to do this.' },
  ADMIN_ONLY: { code: 'AUTH.ADMIN_ONLY', kind: 'forbidden', message: 'This area is for administrators.' },
  CROSS_SITE_REQUEST: { code: 'AUTH.CROSS_SITE_REQUEST', kind: 'forbidden', message: 'This request came from another site and was refused. Please sign in on Blueprint Vault itself.' },
  CSRF: { code: 'AUTH.CSRF', kind: 'forbidden', message: 'This request is missing its security header. Please reload the page.' },
  EMAIL_NOT_VERIFIED: { code: 'AUTH.EMAIL_NOT_VERIFIED', kind: 'forbidden', message: 'Please verify your email address first. We have sent you a new link.' },
  EMAIL_ALREADY_VERIFIED: {
    code: 'AUTH.EMAIL_ALREADY_VERIFIED',
    kind: 'conflict',
    message: 'This address is already verified. Sign in and change it under Account, Security.',
  },
  EMAIL_TAKEN: { code: 'AUTH.EMAIL_TAKEN', kind: 'conflict', message: 'An account with this email already exists.' },
  INVALID_CREDENTIALS: { code: 'AUTH.INVALID_CREDENTIALS', kind: 'unauthorized', message: 'Invalid email or password.' },
  LINK_INVALID: { code: 'AUTH.LINK_INVALID', kind: 'validation', message: 'This link is invalid or has expired. Request a new one.' },
  MISSING_TOKEN: { code: 'AUTH.MISSING_TOKEN', kind: 'unauthorized', message: SIGN_IN_AGAIN },
  PASSWORD_IS_EMAIL: { code: 'AUTH.PASSWORD_IS_EMAIL', kind: 'validation', message: 'Your password must not be your e-mail address.' },
  PASSWORD_TOO_COMMON: { code: 'AUTH.PASSWORD_TOO_COMMON', kind: 'validation', message: 'This password is too common. Please choose one that is harder to guess.' },
  ROLE_CHANGED: { code: 'AUTH.ROLE_CHANGED', kind: 'unauthorized', message: 'Your access has changed. Please sign in again to continue.' },
  SAME_EMAIL: { code: 'AUTH.SAME_EMAIL', kind: 'validation', message: 'That is already your e-mail address.' },
  SESSION_REVOKED: { code: 'AUTH.SESSION_REVOKED', kind: 'unauthorized', message: 'This session has ended. Please sign in again.' },
  // Identity's refresh: every way a refresh token fails reads the same to the user; the code tells the logs which.
  SESSION_EXPIRED: { code: 'AUTH.SESSION_EXPIRED', kind: 'unauthorized', message: SESSION_EXPIRED },
  SESSION_IDLE: { code: 'AUTH.SESSION_IDLE', kind: 'unauthorized', message: SESSION_EXPIRED },
  REFRESH_UNKNOWN: { code: 'AUTH.REFRESH_UNKNOWN', kind: 'unauthorized', message: SESSION_EXPIRED },
  REFRESH_EXPIRED: { code: 'AUTH.REFRESH_EXPIRED', kind: 'unauthorized', message: SESSION_EXPIRED },
  REFRESH_REUSED: { code: 'AUTH.REFRESH_REUSED', kind: 'unauthorized', message: SESSION_EXPIRED },
  REFRESH_SESSION_REVOKED: { code: 'AUTH.SESSION_REVOKED', kind: 'unauthorized', message: SESSION_EXPIRED },
  TOKEN_RECHECK: { code: 'AUTH.TOKEN_RECHECK', kind: 'unauthorized', message: SIGN_IN_AGAIN },
  TOO_MANY_SIGN_INS: {
    code: 'AUTH.TOO_MANY_ATTEMPTS',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) => `Too many sign-in attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  },
  RESEND_TOO_SOON: {
    code: 'AUTH.RESEND_TOO_SOON',
    kind: 'rate_limited',
    message: (retryAfterSeconds: number) => `We sent a link moments ago. You can ask for another in ${retryAfterSeconds} seconds.`,
  },
  TOO_MANY_ACCOUNT_ATTEMPTS: { code: 'AUTH.TOO_MANY_ATTEMPTS', kind: 'rate_limited', message: (wait: string) => `Too many attempts for this account. Please try again in ${wait}.` },
  USER_NOT_FOUND: { code: 'AUTH.USER_NOT_FOUND', kind: 'not_found', message: 'Account not found.' },
  WRONG_PASSWORD: { code: 'AUTH.WRONG_PASSWORD', kind: 'unauthorized', message: 'Your current password is not right.' },
  // The gateway's checks of an access token: technical, the web app renews the token instead of showing them.
  JWKS_EMPTY: { code: 'AUTH.JWKS_EMPTY', kind: 'unauthorized', message: 'JWKS is empty' },
  UNKNOWN_KEY: { code: 'AUTH.UNKNOWN_KEY', kind: 'unauthorized', message: 'No matching signing key found in JWKS' },
  INVALID_SIGNATURE: { code: 'AUTH.INVALID_SIGNATURE', kind: 'unauthorized', message: 'Invalid JWT signature' },
  TOKEN_EXPIRED: { code: 'AUTH.TOKEN_EXPIRED', kind: 'unauthorized', message: 'JWT has expired' },
  MISSING_EXP: { code: 'AUTH.MISSING_EXP', kind: 'unauthorized', message: 'Missing exp claim' },
  INVALID_CLAIMS: { code: 'AUTH.INVALID_CLAIMS', kind: 'unauthorized', message: 'Invalid JWT claims' },
  SELF_DEMOTION: { code: 'ADMIN.SELF_DEMOTION', kind: 'conflict', message: 'You cannot remove your own admin role. Ask another admin.' },
  MFA_ALREADY_ENROLLED: { code: 'MFA.ALREADY_ENROLLED', kind: 'conflict', message: 'Two-step verification is already on. Remove it first to set up a new device.' },
  MFA_CHALLENGE_EXPIRED: { code: 'MFA.CHALLENGE_EXPIRED', kind: 'unauthorized', message: 'Your sign-in expired. Please enter your password again.' },
  MFA_INVALID_CODE: { code: 'MFA.INVALID_CODE', kind: 'unauthorized', message: 'That code is not right. Please try again.' },
  MFA_NO_ENROLMENT: { code: 'MFA.NO_ENROLMENT', kind: 'not_found', message: 'Start the set-up again: that enrolment is no longer pending.' },
  MFA_TOO_MANY_ATTEMPTS: { code: 'MFA.TOO_MANY_ATTEMPTS', kind: 'rate_limited', message: 'Too many wrong codes. Please sign in again.' },
});
