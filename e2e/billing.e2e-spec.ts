import type { Browser, BrowserContext, Locator } from 'playwright-core';
import type { Client } from 'pg';
import { LITE_QUESTIONS } from '@bv/domain';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
import { mailTo } from './mailbox';

jest.setTimeout(120_000);

const PASSWORD = 'harbour lights over marina bay';

async function takeExitCheckLite(section: Locator, visitor: { name: string; email: string }, points: number[]) {
  await section.getByLabel('Your name').fill(visitor.name);
  await section.getByLabel('Email').fill(visitor.email);
  await section.getByRole('button', { name: 'Start Assessment' }).click();
  for (const [i, question] of LITE_QUESTIONS.exitcheck.entries()) {
    await section.getByText(`Step ${i + 2} of 7`).waitFor();
    await section.getByRole('radio', { name: question.options.find((o) => o.points === points[i])!.text }).check();
    await section.getByRole('button', { name: i === 4 ? 'Get Results' : 'Next' }).click();
  }
}

describe('buying a plan: as a guest from the Lite results, and as a member resuming after sign-in', () => {
  let browser: Browser;
  let context: BrowserContext;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await context?.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('pays S$158 with LITE20 in the sandbox, sees Payment Successful!, sets a password from the e-mail and has Pro access', async () => {
    const email = `e2e-buyer-${Date.now().toString(36)}@example.sg`;
    const page = await context.newPage();
    await page.goto(`${GATEWAY_URL}/`);
    const lite = page.locator('#exitcheck-lite');
    // 10+10+10+5+2 = 37: a high score, so the offer is Pro Vault (S$198, S$158 with LITE20).
    await takeExitCheckLite(lite, { name: 'Farah Ismail', email }, [10, 10, 10, 5, 2]);

    await lite.getByRole('button', { name: 'Upgrade Now' }).click();
    await lite.getByText('30-Second Checkout').waitFor();
    // The address and first name typed at step 1 are already there.
    expect(await lite.getByLabel('Email').last().inputValue()).toBe(email);
    expect(await lite.getByLabel(/^First name/).inputValue()).toBe('Farah');
    const buy = lite.getByRole('button', { name: 'Buy for S$158' });
    const [checkout] = await Promise.all([context.waitForEvent('page'), buy.click()]);

    await checkout.getByText('Sandbox checkout — no real payment is taken.').waitFor();
    await checkout.getByText('Pro Vault', { exact: false }).first().waitFor();
    await checkout.getByRole('button', { name: 'Pay S$158.00' }).click();
    await checkout.waitForURL(/\/payment-success\?session_id=cs_sandbox_/);
    await checkout.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await checkout.getByText('Thank you for your purchase. Your access has been activated.').waitFor();

    const { rows: payments } = await db.query('SELECT amount, discount_code, status FROM billing.payments WHERE email = $1', [email]);
    expect(payments).toEqual([{ amount: 15800, discount_code: 'LITE20', status: 'paid' }]);

    const activation = await mailTo(db, email, /https?:\/\/\S+\/auth\?activate=[\w-]+/);
    await checkout.goto(activation.replace(/^https?:\/\/[^/]+/, GATEWAY_URL));
    await checkout.getByRole('heading', { name: 'Set your password' }).waitFor();
    await checkout.getByLabel('Password', { exact: true }).and(checkout.locator('input')).fill(PASSWORD);
    // Setting the first password signs the buyer straight in: no second sign-in.
    await checkout.getByRole('button', { name: 'Set password and open my dashboard' }).click();
    await checkout.waitForURL((url) => url.pathname === '/dashboard');

    await checkout.goto(`${GATEWAY_URL}/account?tab=billing`);
    const plan = checkout.getByRole('article', { name: 'Pro Vault' });
    await plan.getByText('S$158.00').waitFor();
    expect(await plan.getByRole('listitem').allTextContents()).toEqual(['ExitCheck Pro', 'PitchPrep', 'Unlimited use']);
  });

  it('a signed-out visitor picks a plan, signs in, is welcomed back and checkout resumes', async () => {
    const email = `e2e-resume-${Date.now().toString(36)}@example.sg`;
    const signUp = await fetch(`${GATEWAY_URL}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, name: 'Daniel Lim' }),
    });
    expect(signUp.status).toBe(201);
    await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);

    // A fresh browser profile: the first test left its buyer signed in.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${GATEWAY_URL}/#pricing`);
    await page.getByRole('button', { name: 'Get Pro Vault' }).click();
    await page.waitForURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('planType')).toBe('pro');
    // The page opens on sign-up, naming the plan; a member switches to sign-in and the plan stays named.
    await page.getByText("You're signing up for").waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Sign in to continue with').waitFor();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByText('Welcome back!').waitFor();
    await page.getByText('Continuing with Pro Vault plan').waitFor();
    await page.waitForURL(/\/sandbox\/checkout\/cs_sandbox_/);
    await page.getByRole('button', { name: 'Pay S$198.00' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await visitor.close();
  });
});
