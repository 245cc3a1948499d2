import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { call, refreshCookieFrom } from '@bv/testing';
import type { Platform } from './harness';

export const TEST_PASSWORD = 'harbour lights over marina bay';

export type TestAccount = {
  id: string;
  email: string;
  /** The access token of the signed-in session (aal2 when `mfa` was asked for). */
  token: string;
  cookie: string;
  /** The TOTP secret, when the account enrolled a second factor. */
  secret: string | null;
};

/** The code of a later 30-second step: a step's code is accepted once per factor. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

/**
 * A verified, signed-in account through the gateway. Admins get the role in the database (as
 * `make-admin` does) before signing in; `mfa` enrols TOTP with the password and confirms it,
 * which lifts the session to aal2, as admin routes require.
 */
export async function signedInAccount(platform: Platform, options: { admin?: boolean; mfa?: boolean; name?: string } = {}): Promise<TestAccount> {
  const api = `${platform.services.gateway.url}/api/v1/auth`;
  const schema = platform.schemaOf('identity');
  const email = `${options.admin ? 'admin' : 'member'}-${randomUUID().slice(0, 8)}@example.sg`;
  const signUp = await call(`${api}/sign-up`, { body: { email, password: TEST_PASSWORD, name: options.name ?? (options.admin ? 'Admin' : 'Member') } });
  const [user] = (await platform.db.query(`UPDATE "${schema}".users SET email_verified_at = now() WHERE email = $1 RETURNING id`, [email])).rows as Array<{ id: string }>;
  if (!user) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  if (options.admin) await platform.db.query(`INSERT INTO "${schema}".user_roles (user_id, role) VALUES ($1, 'admin')`, [user.id]);
  const session = await call(`${api}/sign-in`, { body: { email, password: TEST_PASSWORD } });
  const cookie = refreshCookieFrom(session.setCookie);
  if (session.status !== 200 || !cookie) throw new Error(`sign-in failed: ${JSON.stringify(session.body)}`);
  const token = session.body.accessToken as string;
  if (!options.mfa) return { id: user.id, email, token, cookie, secret: null };
  return { id: user.id, email, cookie, ...(await enrolTotp(platform.services.gateway.url, token)) };
}

/**
 * Turns TOTP on for a signed-in account (password, then a first code) and returns the aal2
 * access token the confirmation issues: admin routes refuse sessions without a second factor.
 */
export async function enrolTotp(gatewayUrl: string, accessToken: string, password = TEST_PASSWORD): Promise<{ token: string; secret: string }> {
  const api = `${gatewayUrl}/api/v1/auth`;
  const enrol = await call(`${api}/mfa/enrol`, { body: { password }, bearer: accessToken });
  if (enrol.status !== 201) throw new Error(`enrol failed: ${JSON.stringify(enrol.body)}`);
  const { factorId, secret } = enrol.body as { factorId: string; secret: string };
  const confirm = await call(`${api}/mfa/confirm`, { body: { factorId, code: await totpCode(secret) }, bearer: accessToken });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return { token: (confirm.body.session as { accessToken: string }).accessToken, secret };
}
