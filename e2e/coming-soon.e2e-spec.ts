import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import { launchBrowser } from './browser';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { E2E_DATABASE_URL, GATEWAY_URL } = require('./e2e-env') as { E2E_DATABASE_URL: string; GATEWAY_URL: string };

jest.setTimeout(120_000);

describe('a visitor asks to be told when Phase 2 launches', () => {
  let browser: Browser;
  let page: Page;
  let db: Client;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: E2E_DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await db?.end();
  });

  it('signs up on the coming-soon page, signs up again and is told they are already signed up', async () => {
    const email = `e2e-launch-${Date.now().toString(36)}@example.sg`;
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${GATEWAY_URL}/coming-soon`);
    await page.getByRole('heading', { level: 1, name: 'Coming Soon' }).waitFor();
    const field = page.getByLabel('Email');
    const submit = page.getByRole('button', { name: 'Notify me' });
    expect(await submit.isDisabled()).toBe(true);

    await field.fill(email);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByRole('status').getByText('Thank you!').waitFor();
    expect(await field.inputValue()).toBe('');
    const { rows } = await db.query('SELECT email FROM notifications.launch_signups WHERE email = $1', [email]);
    expect(rows).toEqual([{ email }]);

    await field.fill(email.toUpperCase());
    await submit.click();
    await page.getByRole('status').getByText("You're already signed up!").waitFor();
    expect((await db.query('SELECT count(*)::int AS n FROM notifications.launch_signups WHERE email = $1', [email])).rows[0].n).toBe(1);
  });
});
