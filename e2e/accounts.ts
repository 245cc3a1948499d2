import type { Page } from 'playwright-core';
import type { Client } from 'pg';
import { generate } from 'otplib';
import { api } from './api';
import { GATEWAY_URL } from './harness';

export const E2E_PASSWORD = 'harbour lights over marina bay';

export type E2eAccount = { userId: string; email: string; token: string; totpSecret?: string };

/** A member with a verified e-mail, signed in through the API; `label` keeps the address unique and readable. */
export async function verifiedMember(db: Client, label: string, name = 'Wei Jie'): Promise<E2eAccount> {
  const email = `e2e-${label}-${Date.now().toString(36)}@example.sg`;
  const { userId } = await api<{ userId: string }>('POST', '/auth/sign-up', { email, password: E2E_PASSWORD, name });
  await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  const { accessToken } = await api<{ accessToken: string }>('POST', '/auth/sign-in', { email, password: E2E_PASSWORD });
  return { userId, email, token: accessToken };
}

/** An admin with a second factor, as the admin API requires; the token is the verified (aal2) session's. */
export async function adminWithSecondFactor(db: Client, label: string): Promise<E2eAccount & { totpSecret: string }> {
  const member = await verifiedMember(db, `${label}-admin`, 'Ada Tan');
  await db.query("INSERT INTO identity.user_roles (user_id, role) VALUES ($1, 'admin')", [member.userId]);
  const { accessToken } = await api<{ accessToken: string }>('POST', '/auth/sign-in', { email: member.email, password: E2E_PASSWORD });
  const { factorId, secret } = await api<{ factorId: string; secret: string }>('POST', '/auth/mfa/enrol', { password: E2E_PASSWORD }, accessToken);
  const confirmed = await api<{ session: { accessToken: string } }>('POST', '/auth/mfa/confirm', { factorId, code: await generate({ secret }) }, accessToken);
  return { ...member, token: confirmed.session.accessToken, totpSecret: secret };
}

/** Signs in on the page as a person does (with the second factor when the account has one) and lands on the dashboard. */
export async function signInThroughPage(page: Page, account: { email: string; totpSecret?: string }, base = GATEWAY_URL): Promise<void> {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (account.totpSecret) {
    // The next 30-second step's code: the current one was spent confirming the factor, and is not replayed.
    await page.getByLabel('Authentication code').fill(await generate({ secret: account.totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByLabel('Authentication code').press('Enter');
  }
  await page.waitForURL((url) => url.pathname === '/dashboard');
}
