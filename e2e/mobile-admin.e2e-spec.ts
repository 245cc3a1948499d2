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
 * A phone's tab strip scrolls sideways: the current tab is wholly on the screen (scrolled into
 * the strip on arrival), and the strip says there is more by a fade at each edge with tabs beyond it.
 */
async function currentTabInView(page: Page, nav: string) {
  const strip = page.getByRole('navigation', { name: nav }).locator('ul');
  const current = strip.locator('[aria-current="page"]');
  await current.waitFor();
  // The strip scrolls on the next frame after the tab renders.
  await page.waitForFunction((name) => {
    const ul = document.querySelector(`nav[aria-label="${name}"] ul`);
    const tab = ul?.querySelector('[aria-current="page"]')?.getBoundingClientRect();
    return !!tab && tab.left >= 0 && tab.right <= 390;
  }, nav);
  const cue = await strip.evaluate((ul) => ({ overflows: ul.scrollWidth > ul.clientWidth, start: ul.hasAttribute('data-more-start'), end: ul.hasAttribute('data-more-end'), left: ul.scrollLeft }));
  if (cue.overflows) expect(cue.start || cue.end).toBe(true);
  expect(cue.start).toBe(cue.left > 1);
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

  it('the ExitCheck question screen, account tabs, admin tabs and payments fit a 390 px phone (the current tab scrolled into view); a refund is confirmed in the page', async () => {
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
    await page.getByRole('link', { name: 'Plan & billing' }).waitFor();
    expect(await widths(page)).toEqual(FITS);
    await currentTabInView(page, 'Account sections');

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
    await currentTabInView(adminPage, 'Admin sections');
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
    // The last section's tab, past the screen's edge in the strip, is scrolled into view.
    await currentTabInView(adminPage, 'Admin sections');
    await currentTabInView(adminPage, 'Workspace');
  });
});
