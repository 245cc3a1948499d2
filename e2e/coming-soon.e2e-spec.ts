import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(120_000);

describe('a visitor asks to be told when Phase 2 launches', () => {
  let browser: Browser;
  let page: Page;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    await page?.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('signs up on the coming-soon page, and a second sign-up gets the same thanks (the list is not probed)', async () => {
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
    await page.getByRole('status').getByText('Thank you!').waitFor();
    expect(await field.inputValue()).toBe('');
    expect((await db.query('SELECT count(*)::int AS n FROM notifications.launch_signups WHERE email = $1', [email])).rows[0].n).toBe(1);
  });
});
