import { request } from './request';

/** The check-inbox screen's calls, apart from authApi so the start-up bundle does not carry them. */
export const verificationApi = {
  /** 429 with Retry-After inside the wait between two e-mails to one address. */
  resend: (email: string) => request<{ requested: true; retryAfterSeconds: number }>('POST', '/auth/verify-email/resend', { email }),
  /** Fixes a mistyped address of an account not verified yet; the old link stops working. */
  changeAddress: (email: string, password: string, newEmail: string) =>
    request<{ email: string }>('POST', '/auth/verify-email/change-address', { email, password, newEmail }),
};
