/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Client } from 'pg';
import { adminWithSecondFactor, signInThroughPage } from './accounts';
import { seriousViolations } from './axe';
import { entitledFounder, generatedDeck } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(300_000);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = join(__dirname, '..', '.tmp', 'surfaces');

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(250); // the drawer's 180 ms slide-in, so the picture is of where it rests
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The page fits the screen and axe finds nothing serious: what each state below must hold at both widths. */
async function expectFitsAndAccessible(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousViolations(page)).toEqual([]);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('admin drawers, the mailbox preview, sign-in and New link', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    contexts.push(context);
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      throw new Error(`A native ${dialog.type()} opened: ${dialog.message()}`);
    });
    return page;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('sign-in is a card whose button is enabled before anything is typed', async () => {
    const page = await open();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${GATEWAY_URL}/auth`);
      const card = page.locator('.auth-card');
      await card.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await card.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
      await expectFitsAndAccessible(page);
      await shoot(page, `sign-in-${viewport.width}`);
    }
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).isEnabled()).toBe(true);
    await shoot(page, 'sign-up-390');
  });

  it('a payment and a person open in a drawer whose changes are confirmed there; the mailbox shows the selected mail beside the list', async () => {
    const stamp = Date.now().toString(36);
    const customer = `e2e-drawer-${stamp}@example.sg`;
    await entitledFounder(db, customer);
    const admin = await adminWithSecondFactor(db, 'drawer');
    const page = await open();
    await signInThroughPage(page, admin);

    // Payments: the row opens the drawer; Refund asks in the drawer, then says what it did.
    await page.goto(`${GATEWAY_URL}/admin/payments`);
    await page.getByLabel('E-mail contains').fill(customer);
    const row = page.getByRole('row').filter({ hasText: customer });
    await row.getByRole('button', { name: `S$`, exact: false }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Payment details' });
    await drawer.getByText('Checkout started').waitFor();
    await drawer.getByText('No other payments from this customer.').waitFor();
    expect((await box(drawer)).x).toBeGreaterThan(800); // beside the list, at the right
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-payment-drawer-1366');
    await drawer.getByRole('button', { name: /^Refund S\$/ }).click();
    const ask = drawer.getByRole('group', { name: new RegExp(`^Refund S\\$[\\d,.]+ to ${customer.replace(/[.]/g, '\\.')}\\?$`) });
    await ask.waitFor();
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-payment-confirm-1366');
    await ask.getByRole('button', { name: /^Refund S\$/ }).click();
    await drawer.getByRole('status').filter({ hasText: `to ${customer}. The access this payment gave has ended.` }).waitFor();
    await drawer.getByText(`Refunded by Ada Tan · ${admin.email}`).waitFor();
    await drawer.getByText('Already refunded.').waitFor();
    await shoot(page, 'admin-payment-refunded-1366');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await row.getByText('Refunded', { exact: true }).waitFor();

    // Users: the person's drawer, their purchases, and the role change confirmed there.
    await page.goto(`${GATEWAY_URL}/admin/users`);
    await page.getByLabel('Search by e-mail or name').fill(customer);
    await page.getByRole('row').filter({ hasText: customer }).getByRole('button', { name: 'Farah Ismail: details' }).click();
    const person = page.getByRole('dialog', { name: 'User details' });
    await person.getByText('Pro Vault', { exact: false }).first().waitFor();
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-user-drawer-1366');
    await person.getByRole('button', { name: 'Make admin' }).click();
    const promote = person.getByRole('group', { name: `Make Farah Ismail (${customer}) an admin?` });
    await promote.waitFor();
    await shoot(page, 'admin-user-confirm-1366');
    await promote.getByRole('button', { name: 'Make admin' }).click();
    await person.getByRole('status').filter({ hasText: 'Farah Ismail is now an admin.' }).waitFor();
    await person.getByRole('button', { name: 'Revoke admin' }).waitFor();
    await page.keyboard.press('Escape');

    // Mailbox: the list at the left, the selected mail at the right; down and up move through it.
    await page.goto(`${GATEWAY_URL}/admin/mailbox`);
    const list = page.getByRole('listbox', { name: 'Messages' });
    const pane = page.getByRole('article');
    await list.getByRole('option').nth(1).waitFor();
    const first = await pane.getByRole('heading').textContent();
    expect((await box(pane)).x).toBeGreaterThan((await box(list)).x + (await box(list)).width - 1);
    await list.getByRole('option').first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await list.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
    const second = await pane.getByRole('heading').textContent();
    await page.keyboard.press('ArrowUp');
    await pane.getByRole('heading', { name: first! }).waitFor();
    expect(second).toBeTruthy();
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-mailbox-1366');

    // The same tab at phone width (a second sign-in would need the next 30-second code).
    await page.setViewportSize(PHONE);
    await page.goto(`${GATEWAY_URL}/admin/payments`);
    await page.getByLabel('E-mail contains').fill(customer);
    await page.getByRole('button', { name: new RegExp(`from ${customer.replace(/[.]/g, '\\.')}: details$`) }).first().click();
    await drawer.getByText('Checkout started').waitFor();
    // Measured where it comes to rest, after its slide-in.
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const phoneDrawer = await box(drawer);
    expect(phoneDrawer.x).toBe(0);
    expect(phoneDrawer.width).toBe(390);
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-payment-drawer-390');
    await page.keyboard.press('Escape');

    await page.goto(`${GATEWAY_URL}/admin/users`);
    await page.getByLabel('Search by e-mail or name').fill(customer);
    await page.getByRole('button', { name: 'Farah Ismail: details' }).click();
    await person.getByRole('button', { name: 'Revoke admin' }).click();
    await person.getByRole('group', { name: `Remove admin from Farah Ismail (${customer})?` }).waitFor();
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-user-confirm-390');
    await page.keyboard.press('Escape');

    await page.goto(`${GATEWAY_URL}/admin/mailbox`);
    await list.getByRole('option').first().waitFor();
    expect(await pane.isVisible()).toBe(false);
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-mailbox-390');
    await list.getByRole('option').first().click();
    const back = pane.getByRole('button', { name: 'Messages' });
    await back.waitFor();
    expect(await box(pane)).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expectFitsAndAccessible(page);
    await shoot(page, 'admin-mailbox-message-390');
    await back.click();
    await pane.waitFor({ state: 'hidden' });
    expect(await list.isVisible()).toBe(true);
  });

  it('New link on the Shares page: choose the document, then make the link in its share panel', async () => {
    const email = `e2e-newlink-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    const deck = await generatedDeck(token);
    const page = await open();
    await signInThroughPage(page, { email });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${GATEWAY_URL}/shares`);
      await page.getByRole('button', { name: 'New link' }).click();
      const drawer = page.getByRole('region', { name: 'New share link' });
      await drawer.getByRole('radio').first().waitFor();
      expect(await drawer.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      await drawer.getByText('Choose a document to continue.').waitFor();
      await expectFitsAndAccessible(page);
      await shoot(page, `shares-new-link-choose-${viewport.width}`);
      await drawer.getByRole('radio', { name: new RegExp(deck.title) }).check();
      await drawer.getByRole('button', { name: 'Continue' }).click();
      const panel = page.getByRole('region', { name: 'Share links' });
      expect(await panel.getByLabel('Link title').inputValue()).toBe(deck.title);
      await expectFitsAndAccessible(page);
      await shoot(page, `shares-new-link-form-${viewport.width}`);
      const title = `Exit deck for Harbour Capital ${viewport.width}`;
      await panel.getByLabel('Link title').fill(title);
      await panel.getByRole('button', { name: 'Create link' }).click();
      await panel.getByText(`Link created for “${title}”.`, { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Close new share link' }).click();
      await page.getByRole('region', { name: /^Share “/ }).waitFor({ state: 'detached' });
      await page.getByText(title).first().waitFor();
      await expectFitsAndAccessible(page);
      await shoot(page, `shares-${viewport.width}`);
    }
  });
});
