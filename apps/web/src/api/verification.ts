import type { SignUpInput } from './auth';
import { request } from './request';

type Plan = SignUpInput['plan'];

/** The check-inbox screen's calls, apart from authApi so the start-up bundle does not carry them. */
export const verificationApi = {
  /** 429 with Retry-After inside the wait between two e-mails to one address. */
  resend: (email: string, plan?: Plan): Promise<{ requested: true; retryAfterSeconds: number }> => request('POST', '/auth/verify-email/resend', { email, plan }),
  /** Fixes a mistyped address of an account not verified yet; the old link stops working. */
  changeAddress: (email: string, password: string, newEmail: string, plan?: Plan): Promise<{ email: string }> =>
    request('POST', '/auth/verify-email/change-address', { email, password, newEmail, plan }),
};
