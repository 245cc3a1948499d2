import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
import { mailTo } from './mailbox';

jest.setTimeout(120_000);

const PASSWORD = 'harbour lights over marina bay';

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a founder creates an account and protects it with two-step verification', () => {
  let browser: Browser;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    await closeBrowserAndDatabase(browser, db);
  });

  it('signs up, verifies from the mailbox, enrols TOTP, signs out, and signs back in with the second factor', async () => {
    const page = await browser.newPage();
    const email = `e2e-identity-${Date.now().toString(36)}@example.sg`;

    await page.goto(`${GATEWAY_URL}/auth?mode=sign-up`);
    await page.getByLabel('Your name').fill('Tan Wei Ming');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const verifyUrl = await mailTo(db, email, /https?:\/\/\S+\/auth\?verify=[A-Za-z0-9_%-]+/);
    // The link verifies and signs in (docs/product-rules.md, "Accounts and security").
    await page.goto(verifyUrl);
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Tan Wei Ming' }).waitFor();

    await page.goto(`${GATEWAY_URL}/account?tab=security`);
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    // Setting up a second factor asks for the password again.
    const confirmItIsYou = page.getByRole('form', { name: 'Confirm it is you' });
    await confirmItIsYou.getByLabel('Current password').fill(PASSWORD);
    await confirmItIsYou.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Two-step verification is on.').waitFor();
    expect(await page.locator('.recovery-codes li').count()).toBe(10);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.locator('.account-menu').getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByText('You have been successfully signed out').waitFor();

    // A fresh visit to a guarded page asks to sign in, and returns there afterwards.
    await page.goto(`${GATEWAY_URL}/dashboard`);
    await page.waitForURL(/\/auth\?returnTo=%2Fdashboard$/);
    await signIn(page, email);
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Welcome, Tan Wei Ming' }).waitFor();

    // The session survives a reload (refresh cookie), as the same strong session.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Tan Wei Ming' }).waitFor();
    const [session] = (await db.query("SELECT s.aal FROM identity.sessions s JOIN identity.users u ON u.id = s.user_id WHERE u.email = $1 AND s.revoked_at IS NULL", [email])).rows;
    expect(session.aal).toBe('aal2');
    await page.close();
  });
});
