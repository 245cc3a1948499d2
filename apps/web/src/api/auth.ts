import { request } from './request';

export type SessionUser = { id: string; email: string; name: string; role: 'user' | 'admin'; aal: 'aal1' | 'aal2' };
export type BrowserSession = { accessToken: string; accessTokenExpiresAt: string; user: SessionUser };
export type SignInResult = ({ kind: 'session' } & BrowserSession) | { kind: 'mfa_required'; challengeId: string; expiresAt: string };
export type MfaStatus = { enrolled: boolean; verifiedAt: string | null; recoveryCodesLeft: number };
export type MfaEnrolment = { factorId: string; secret: string; otpauthUri: string; qrSvg: string };
/** The plan picked before sign-up rides along: the verification link resumes its checkout. */
export type SignUpInput = { name: string; email: string; password: string; plan?: { planType: string; paymentType: string; tool?: string } };
export type SessionSummary = { id: string; createdAt: string; lastActiveAt: string; userAgent: string; aal: 'aal1' | 'aal2' };

/** Calls authenticated by the refresh cookie carry a header no cross-site form can send. */
const CSRF_HEADERS = { 'X-Requested-With': 'blueprint-vault' };

export const authApi = {
  /** Undefined (204) when this browser holds no session cookie. */
  refresh: () => request<BrowserSession | undefined>('POST', '/auth/refresh', undefined, undefined, { headers: CSRF_HEADERS }),
  signIn: (email: string, password: string) => request<SignInResult>('POST', '/auth/sign-in', { email, password }),
  answerChallenge: (challengeId: string, code: string) => request<BrowserSession>('POST', '/auth/mfa/challenge', { challengeId, code }),
  mfaStatus: () => request<MfaStatus>('GET', '/auth/mfa'),
  /** The password again: setting up a second factor is a sensitive change. */
  enrolMfa: (password: string) => request<MfaEnrolment>('POST', '/auth/mfa/enrol', { password }),
  confirmMfa: (factorId: string, code: string) =>
    request<{ session: BrowserSession; recoveryCodes: string[] }>('POST', '/auth/mfa/confirm', { factorId, code }),
  removeMfa: (password: string, code: string) => request<{ removed: boolean }>('DELETE', '/auth/mfa', { password, code }),
  sessions: () => request<{ sessions: SessionSummary[] }>('GET', '/auth/sessions'),
  rename: (name: string) => request<{ name: string }>('PATCH', '/auth/me', { name }),
  revokeSession: (id: string) => request<{ revoked: boolean }>('DELETE', `/auth/sessions/${encodeURIComponent(id)}`),
  signUp: (input: SignUpInput) =>
    request<{ userId: string; email: string; verificationRequired: boolean }>('POST', '/auth/sign-up', input),
  /** Verifies the address and signs the opener in (or asks for the second factor). */
  verifyEmail: (token: string) => request<{ email: string; signIn?: SignInResult }>('POST', '/auth/verify-email', { token }),
  forgotPassword: (email: string) => request<{ requested: true }>('POST', '/auth/password/forgot', { email }),
  resetPassword: (token: string, password: string) => request<{ email: string }>('POST', '/auth/password/reset', { token, password }),
  changePassword: (currentPassword: string, newPassword: string) =>
    request<{ changed: true; otherSessionsRevoked: number }>('POST', '/auth/password/change', { currentPassword, newPassword }),
  requestEmailChange: (password: string, newEmail: string) =>
    request<{ requested: true; email: string }>('POST', '/auth/email/change', { password, newEmail }),
  confirmEmailChange: (token: string) => request<{ email: string }>('POST', '/auth/email/confirm', { token }),
  /** The link mailed to the old address: puts it back, signs every device out and mails a reset link. */
  undoEmailChange: (token: string) => request<{ email: string }>('POST', '/auth/email/undo', { token }),
  signOut: () => request<void>('POST', '/auth/sign-out', undefined, undefined, { headers: CSRF_HEADERS }),
};
