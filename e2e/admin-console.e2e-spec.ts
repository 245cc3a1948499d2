/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { adminWithSecondFactor, signInThroughPage, verifiedMember } from './accounts';
import { api } from './api';
import { entitledFounder } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(240_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const SHOTS = join(__dirname, '..', '.tmp', 'shots');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Admin API calls the page made (the session and the public flags are not admin data). */
function adminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/admin/')) seen.push(request.url());
  });
  return seen;
}

/** Flag keys (in the list and the history) whose text broke inside a word: each piece between <wbr>s must sit on one line. */
async function keysBrokenMidWord(page: Page): Promise<string[]> {
  expect(await page.locator('.flag-list code, .audit-changes code').count()).toBeGreaterThan(9);
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.flag-list code, .audit-changes code')).flatMap((code) =>
      Array.from(code.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent)
        .filter((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1;
        })
        .map((node) => `${code.textContent}: "${node.textContent}"`),
    ),
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('the admin console names people, totals payments and waits for the second factor', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];
  const open = async (options: typeof PHONE | typeof DESKTOP) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('sends an admin without a second factor to set one up without requesting any admin data', async () => {
    const member = await verifiedMember(db, 'aal1-admin', 'Nur Aisyah');
    await db.query("INSERT INTO identity.user_roles (user_id, role) VALUES ($1, 'admin')", [member.userId]);
    const page = await open(DESKTOP);
    const requests = adminRequests(page);
    await signInThroughPage(page, member);
    for (const path of ['/admin', '/admin/payments', '/admin/flags']) {
      await page.goto(`${GATEWAY_URL}${path}`);
      await page.getByRole('heading', { name: 'Two-step verification required' }).waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    expect(requests).toEqual([]);
  });

  it('shows payments with time and totals, who refunded, the person on their billing page and the admin in the flag history', async () => {
    const stamp = Date.now().toString(36);
    const refundedEmail = `e2e-console-refund-${stamp}@example.sg`;
    const keptEmail = `e2e-console-kept-${stamp}@example.sg`;
    await entitledFounder(db, refundedEmail);
    await entitledFounder(db, keptEmail);
    const admin = await adminWithSecondFactor(db, 'console');
    // Two audited changes by this admin, put back as they were.
    await api('PUT', '/admin/flags', { flags: { roi_calculator: true } }, admin.token);
    await api('PUT', '/admin/flags', { flags: { roi_calculator: false } }, admin.token);

    const page = await open(DESKTOP);
    await signInThroughPage(page, admin);
    await page.goto(`${GATEWAY_URL}/admin/payments`);
    const search = page.getByLabel('E-mail contains');
    await search.fill(`e2e-console-refund-${stamp}`);
    const row = page.getByRole('row').filter({ hasText: refundedEmail });
    await row.waitFor();
    expect(await row.locator('time').first().textContent()).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    const totals = page.getByLabel('Totals for these filters (SGD)');
    const figure = (label: string) => totals.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    expect(await figure('Payments').textContent()).toBe('1');
    const gross = await figure('Gross').textContent();
    expect(gross).toMatch(/^S\$[\d,]+\.\d\d$/);
    expect(await figure('Net').textContent()).toBe(gross);

    // The row opens its drawer; the refund is asked for and confirmed there.
    await row.getByRole('button', { name: /: details$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Payment details' });
    await drawer.getByRole('button', { name: /^Refund S\$/ }).click();
    await drawer.getByRole('group').getByRole('button', { name: /^Refund S\$/ }).click();
    await drawer.getByText('Already refunded.').waitFor();
    // The live update can show the refund before its request has answered, and the drawer ignores
    // Escape while a request runs: press it until the drawer has closed.
    await waitFor(async () => {
      await page.keyboard.press('Escape');
      return drawer.isHidden();
    }, (hidden) => hidden, 15_000, 'the payment drawer to close on Escape');
    await row.getByText(`By Ada Tan · ${admin.email}`, { exact: false }).waitFor();
    expect(await figure('Refunded').textContent()).toBe(`−${gross}`);
    expect(await figure('Net').textContent()).toBe('S$0.00');
    expect(await row.textContent()).not.toMatch(UUID);
    await search.fill(`e2e-console-`);
    await page.getByRole('row').filter({ hasText: keptEmail }).waitFor();
    await shoot(page, 'admin-payments-1366');

    await page.getByRole('row').filter({ hasText: refundedEmail }).getByRole('button', { name: /: details$/ }).click();
    await page.getByRole('dialog', { name: 'Payment details' }).getByRole('link', { name: refundedEmail }).click();
    await page.getByRole('heading', { level: 2, name: `Farah Ismail · ${refundedEmail}` }).waitFor();
    expect(await page.locator('.admin-panel').textContent()).not.toMatch(UUID);
    await shoot(page, 'admin-user-billing-1366');
    const billingUrl = page.url();

    await page.goto(`${GATEWAY_URL}/admin/flags`);
    const history = page.getByRole('table', { name: 'The 50 latest changes, newest first' });
    await history.getByText('Ada Tan (you)').first().waitFor();
    expect(await history.getByText(admin.email).count()).toBeGreaterThanOrEqual(2);
    expect(await history.textContent()).not.toMatch(UUID);
    expect(await keysBrokenMidWord(page)).toEqual([]);
    await shoot(page, 'admin-flags-1366');
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'admin-audit-1366.png') });

    // The same signed-in tab at phone width: a second sign-in would need the next 30-second code.
    const phone = page;
    await phone.setViewportSize(PHONE.viewport);
    await phone.goto(`${GATEWAY_URL}/admin/payments`);
    await phone.getByLabel('E-mail contains').fill('e2e-console-');
    await phone.getByText(`By Ada Tan · ${admin.email}`, { exact: false }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await shoot(phone, 'admin-payments-390');
    await phone.goto(billingUrl);
    await phone.getByRole('heading', { level: 2, name: `Farah Ismail · ${refundedEmail}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await shoot(phone, 'admin-user-billing-390');
    await phone.goto(`${GATEWAY_URL}/admin/flags`);
    const phoneHistory = phone.getByRole('table', { name: 'The 50 latest changes, newest first' });
    await phoneHistory.getByText('Ada Tan (you)').first().waitFor();
    expect(await keysBrokenMidWord(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // Each change reads to its end inside its card ("roi_calculator: on → off"), nothing cut at the edge.
    const cut = await phoneHistory.locator('.audit-changes li').evaluateAll((items) =>
      items
        .filter((li) => {
          const text = document.createRange();
          text.selectNodeContents(li);
          return text.getBoundingClientRect().right > li.closest('tr')!.getBoundingClientRect().right;
        })
        .map((li) => li.textContent),
    );
    expect(cut).toEqual([]);
    await shoot(phone, 'admin-flags-390-full');
    await phone.getByRole('heading', { name: 'Feature flags', level: 1 }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(SHOTS, 'admin-flags-390.png') });
    await phoneHistory.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(SHOTS, 'admin-audit-390.png') });
  });
});
