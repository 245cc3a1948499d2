import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { E2E_PASSWORD } from './accounts';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
import { mailTo } from './mailbox';

jest.setTimeout(120_000);

// docs/product-rules.md, "Accounts and security": the verification link signs in (never past a
// second factor), the inbox screen resends and corrects the address, a chosen plan is named.
const VERIFY_LINK = /https?:\/\/\S+\/auth\?verify=[A-Za-z0-9_%-]+/;
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}@example.sg`;

async function signUpOnPage(page: Page, name: string, email: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
}

async function activeSessions(db: Client, email: string): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM identity.sessions s JOIN identity.users u ON u.id = s.user_id WHERE u.email = $1 AND s.revoked_at IS NULL', [email]);
  return rows[0].n;
}

describe('account journeys', () => {
  let browser: Browser;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    await closeBrowserAndDatabase(browser, db);
  });

  it('fixes a typo on the inbox screen; the new link signs in from a fresh browser, the old and a reused link do not', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const typo = uniqueEmail('typo').replace('example.sg', 'exmaple.sg');
    const email = typo.replace('exmaple.sg', 'example.sg');
    await page.goto(`${GATEWAY_URL}/auth?mode=sign-up`);
    await signUpOnPage(page, 'Nur Aisyah', typo);
    const oldLink = await mailTo(db, typo, VERIFY_LINK);

    // Resend waits its minute after sign-up, on the page and on the server.
    expect(await page.getByRole('button', { name: 'Resend e-mail' }).isDisabled()).toBe(true);
    await page.getByText(/You can send another in \d+ s/).waitFor();
    const early = await fetch(`${GATEWAY_URL}/api/v1/auth/verify-email/resend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: typo }) });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Change address' }).click();
    await page.getByLabel('Correct e-mail address').fill(email);
    await page.getByRole('button', { name: 'Send link to this address' }).click();
    await page.getByText(`We sent a new link to ${email}. The link sent to ${typo} no longer works.`).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    const newLink = await mailTo(db, email, VERIFY_LINK);
    await context.close();

    // The link to the mistyped address stopped working: nobody is signed in by it.
    const stale = await browser.newContext();
    const stalePage = await stale.newPage();
    await stalePage.goto(oldLink);
    await stalePage.getByText('This link is invalid or has expired. Request a new one.').waitFor();
    expect(await activeSessions(db, email)).toBe(0);
    await stale.close();

    // A fresh browser: the new link verifies, signs in and lands on the dashboard.
    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto(newLink);
    await freshPage.waitForURL((url) => url.pathname === '/dashboard');
    await freshPage.getByRole('heading', { name: 'Welcome, Nur Aisyah' }).waitFor();
    await freshPage.reload();
    await freshPage.getByRole('heading', { name: 'Welcome, Nur Aisyah' }).waitFor();
    expect(await activeSessions(db, email)).toBe(1);
    await fresh.close();

    // The link is single-use: opened again, it signs nobody in.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(newLink);
    await againPage.getByText('This link is invalid or has expired. Request a new one.').waitFor();
    expect(new URL(againPage.url()).pathname).toBe('/auth');
    expect(await activeSessions(db, email)).toBe(1);
    await again.close();
  });

  it('with two-step on, the verification link still asks for the authenticator code', async () => {
    const email = uniqueEmail('verify-mfa');
    await api('POST', '/auth/sign-up', { email, password: E2E_PASSWORD, name: 'Hui Min' });
    await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
    const { accessToken } = await api<{ accessToken: string }>('POST', '/auth/sign-in', { email, password: E2E_PASSWORD });
    const { factorId, secret } = await api<{ factorId: string; secret: string }>('POST', '/auth/mfa/enrol', { password: E2E_PASSWORD }, accessToken);
    await api('POST', '/auth/mfa/confirm', { factorId, code: await generate({ secret }) }, accessToken);
    // The address is unverified again (as after a move of provider): signing in mails a fresh link.
    await db.query('UPDATE identity.users SET email_verified_at = NULL WHERE email = $1', [email]);
    await db.query('UPDATE identity.sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM identity.users WHERE email = $1)', [email]);
    const refused = await fetch(`${GATEWAY_URL}/api/v1/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: E2E_PASSWORD }) });
    expect(refused.status).toBe(403);
    const link = await mailTo(db, email, VERIFY_LINK);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await page.getByText(`Your email address ${email} is verified. Enter the code from your authenticator app to finish signing in.`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await activeSessions(db, email)).toBe(0);
    await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const [session] = (await db.query('SELECT s.aal FROM identity.sessions s JOIN identity.users u ON u.id = s.user_id WHERE u.email = $1 AND s.revoked_at IS NULL', [email])).rows;
    expect(session.aal).toBe('aal2');
    await context.close();
  });

  it('a paid plan picked while signed out names the plan on sign-up and continues to its checkout from the verification link', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = uniqueEmail('plan-signup');
    await page.goto(`${GATEWAY_URL}/#pricing`);
    await page.getByRole('button', { name: 'Get Pro Vault' }).click();
    await page.waitForURL(/\/auth\?/);
    const note = page.getByRole('note', { name: 'Chosen plan' });
    await note.waitFor();
    expect(await note.innerText()).toMatch(/^You're signing up for Pro Vault — S\$198 one-time/);
    await signUpOnPage(page, 'Daniel Lim', email);
    await page.getByText('Checkout for Pro Vault continues as soon as you are in.').waitFor();

    await context.close();

    // The link opens on another device (a fresh browser, nothing saved): it carries the plan, so
    // the person is signed in and checkout for Pro Vault continues there.
    const link = await mailTo(db, email, /https?:\/\/\S+\/auth\?verify=\S+/);
    expect(new URL(link).searchParams.get('planType')).toBe('pro');
    const phone = await browser.newContext();
    const tab = await phone.newPage();
    await tab.goto(link);
    // (The "Continuing with Pro Vault plan" toast may be gone with the page before a check sees
    // it: resume-saved-plan.spec.tsx covers it.)
    await tab.waitForURL(/\/sandbox\/checkout\/cs_sandbox_/);
    await tab.getByRole('button', { name: 'Pay S$198.00' }).waitFor();
    await phone.close();
  });
});
