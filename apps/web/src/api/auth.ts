import type { PaymentType, PlanType, ToolType } from '@bv/domain';
import { request } from './request';

export type SessionUser = { id: string; email: string; name: string; role: 'user' | 'admin'; aal: 'aal1' | 'aal2' };
export type BrowserSession = { accessToken: string; accessTokenExpiresAt: string; user: SessionUser };
export type SignInResult = ({ kind: 'session' } & BrowserSession) | { kind: 'mfa_required'; challengeId: string; expiresAt: string };
export type MfaStatus = { enrolled: boolean; verifiedAt: string | null; recoveryCodesLeft: number };
export type MfaEnrolment = { factorId: string; secret: string; otpauthUri: string; qrSvg: string };
/** The plan picked before sign-up rides along: the verification link resumes its checkout. */
export type SignUpInput = { name: string; email: string; password: string; plan?: { planType: PlanType; paymentType: PaymentType; tool?: ToolType } };
export type SessionSummary = { id: string; createdAt: string; lastActiveAt: string; userAgent: string; aal: 'aal1' | 'aal2' };

/** Calls authenticated by the refresh cookie carry a header no cross-site form can send. */
const CSRF_HEADERS = { 'X-Requested-With': 'blueprint-vault' };

export const authApi = {
  /** Undefined (204) when this browser holds no session cookie. */
  refresh: (): Promise<BrowserSession | undefined> => request('POST', '/auth/refresh', undefined, undefined, { headers: CSRF_HEADERS }),
  signIn: (email: string, password: string): Promise<SignInResult> => request('POST', '/auth/sign-in', { email, password }),
  answerChallenge: (challengeId: string, code: string): Promise<BrowserSession> => request('POST', '/auth/mfa/challenge', { challengeId, code }),
  mfaStatus: (): Promise<MfaStatus> => request('GET', '/auth/mfa'),
  /** The password again: setting up a second factor is a sensitive change. */
  enrolMfa: (password: string): Promise<MfaEnrolment> => request('POST', '/auth/mfa/enrol', { password }),
  confirmMfa: (factorId: string, code: string): Promise<{ session: BrowserSession; recoveryCodes: string[] }> =>
    request('POST', '/auth/mfa/confirm', { factorId, code }),
  removeMfa: (password: string, code: string): Promise<{ removed: boolean }> => request('DELETE', '/auth/mfa', { password, code }),
  sessions: (): Promise<{ sessions: SessionSummary[] }> => request('GET', '/auth/sessions'),
  rename: (name: string): Promise<{ name: string }> => request('PATCH', '/auth/me', { name }),
  revokeSession: (id: string): Promise<{ revoked: boolean }> => request('DELETE', `/auth/sessions/${encodeURIComponent(id)}`),
  signUp: (input: SignUpInput): Promise<{ userId: string; email: string; verificationRequired: boolean }> =>
    request('POST', '/auth/sign-up', input),
  /** Verifies the address and signs the opener in (or asks for the second factor). */
  verifyEmail: (token: string): Promise<{ email: string; signIn?: SignInResult }> => request('POST', '/auth/verify-email', { token }),
  forgotPassword: (email: string): Promise<{ requested: true }> => request('POST', '/auth/password/forgot', { email }),
  resetPassword: (token: string, password: string): Promise<{ email: string }> => request('POST', '/auth/password/reset', { token, password }),
  changePassword: (currentPassword: string, newPassword: string): Promise<{ changed: true; otherSessionsRevoked: number }> =>
    request('POST', '/auth/password/change', { currentPassword, newPassword }),
  requestEmailChange: (password: string, newEmail: string): Promise<{ requested: true; email: string }> =>
    request('POST', '/auth/email/change', { password, newEmail }),
  confirmEmailChange: (token: string): Promise<{ email: string }> => request('POST', '/auth/email/confirm', { token }),
  /** The link mailed to the old address: puts it back, signs every device out and mails a reset link. */
  undoEmailChange: (token: string): Promise<{ email: string }> => request('POST', '/auth/email/undo', { token }),
  signOut: (): Promise<void> => request('POST', '/auth/sign-out', undefined, undefined, { headers: CSRF_HEADERS }),
};
