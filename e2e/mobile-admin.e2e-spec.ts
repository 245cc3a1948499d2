/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { adminWithSecondFactor, signInThroughPage } from './accounts';
import { api } from './api';
import { entitledFounder } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(180_000);

/**
 * A phone as Chromium emulates one (isMobile): unlike a narrow desktop window, its layout
 * viewport grows to fit content wider than the screen, so window.innerWidth alone would report
 * the widened page as fitting. Every check compares against the screen's 390 px.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function widths(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, layout: window.innerWidth, visual: Math.round(window.visualViewport?.width ?? 0) }));
}
const FITS = { scroll: 390, layout: 390, visual: 390 };

/**
 * On a phone a section list folds into a menu button that names the current section (no strip
 * cut mid-word): the button is wholly on the screen, opens the list with the current link in it
 * and on the screen, and Escape closes it again with the focus back on the button.
 */
async function currentSectionInMenu(page: Page, nav: string, current: string) {
  const menu = page.getByRole('navigation', { name: nav });
  const toggle = menu.getByRole('button', { name: `${nav}: ${current}` });
  await toggle.waitFor();
  const box = (await toggle.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The links are not drawn until the menu opens.
  expect(await menu.getByRole('link', { name: current, exact: true }).isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const link = menu.getByRole('link', { name: current, exact: true });
  await link.waitFor();
  expect(await link.getAttribute('aria-current')).toBe('page');
  const at = (await link.boundingBox())!;
  expect(at.x).toBeGreaterThanOrEqual(0);
  expect(at.x + at.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await link.waitFor({ state: 'hidden' });
  expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
}

describe('phone layouts and the admin confirmation', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('the ExitCheck question screen, account tabs, admin tabs and payments fit a 390 px phone (the sections in a menu that names the current one); a refund is confirmed in the page', async () => {
    const email = `e2e-mobile-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    await api('POST', '/exitcheck/assessments', { userInfo: { name: 'Farah Ismail', email, company: 'Straits Components Pte. Ltd.', revenue: 'S$5–10M', industry: 'Manufacturing', phone: '' } }, token);
    const admin = await adminWithSecondFactor(db, 'mobile');

    const founder = await browser.newContext(PHONE);
    contexts.push(founder);
    const page = await founder.newPage();
    await signInThroughPage(page, { email });
    await page.goto(`${GATEWAY_URL}/exitcheck`);
    await page.getByText('Question 1 of 45').waitFor();
    expect(await widths(page)).toEqual(FITS);
    await page.goto(`${GATEWAY_URL}/account?tab=billing`);
    await page.getByRole('heading', { name: 'Plan & billing' }).waitFor();
    expect(await widths(page)).toEqual(FITS);
    await currentSectionInMenu(page, 'Account sections', 'Plan & billing');
    await currentSectionInMenu(page, 'Workspace', 'Account');

    const adminContext = await browser.newContext(PHONE);
    contexts.push(adminContext);
    const adminPage = await adminContext.newPage();
    adminPage.on('dialog', (dialog) => {
      throw new Error(`A native ${dialog.type()} opened: ${dialog.message()}`);
    });
    await signInThroughPage(adminPage, admin);
    await adminPage.goto(`${GATEWAY_URL}/admin/payments`);
    const opener = adminPage.getByRole('button', { name: `S$198.00 from ${email}: details` });
    await opener.waitFor();
    expect(await widths(adminPage)).toEqual(FITS);
    await currentSectionInMenu(adminPage, 'Admin sections', 'Payments');
    // The row's way into its drawer is on the screen, not in a column past its edge.
    const button = (await opener.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(390);

    await opener.click();
    const drawer = adminPage.getByRole('dialog', { name: 'Payment details' });
    const refund = drawer.getByRole('button', { name: /^Refund S\$[\d,.]+$/ });
    await refund.click();
    const ask = drawer.getByRole('group', { name: new RegExp(`^Refund S\\$[\\d,.]+ to ${email.replace(/[.]/g, '\\.')}\\?$`) });
    await ask.waitFor();
    expect(await widths(adminPage)).toEqual(FITS);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    // Nothing was refunded by asking and cancelling.
    expect(await refund.isVisible()).toBe(true);
    await adminPage.keyboard.press('Escape');

    await adminPage.goto(`${GATEWAY_URL}/admin/flags`);
    await adminPage.getByRole('heading', { name: 'Feature flags' }).waitFor();
    expect(await widths(adminPage)).toEqual(FITS);
    // The last section, once past the screen's edge in a strip, is named whole by the menu.
    await currentSectionInMenu(adminPage, 'Admin sections', 'Feature flags');
    await currentSectionInMenu(adminPage, 'Workspace', 'Admin');
  });
});
