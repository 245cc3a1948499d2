import { mkdir, readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(180_000);

const PASSWORD = 'harbour lights over marina bay';

/** A verified account that has bought Pro Vault in the sandbox; resolves once PitchPrep access is granted. */
async function entitledFounder(db: Client, email: string): Promise<void> {
  await api('POST', '/auth/sign-up', { name: 'Farah Ismail', email, password: PASSWORD });
  await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  const signIn = await api<{ kind: string; accessToken: string }>('POST', '/auth/sign-in', { email, password: PASSWORD });
  expect(signIn.kind).toBe('session');
  const token = signIn.accessToken;

  const checkout = await api<{ url: string }>('POST', '/billing/checkout', { planType: 'pro', paymentType: 'one_time' }, token);
  const ref = /cs_sandbox_[\w-]+/.exec(checkout.url)?.[0];
  if (!ref) throw new Error(`Not a sandbox checkout: ${checkout.url}`);
  await api('POST', `/billing/sandbox/sessions/${ref}/pay`);

  // Fulfilment reaches the assessments service by event: wait for the entitlement to land.
  await waitFor(() => api<{ allowed: boolean }>('GET', '/pitchprep/access', undefined, token), (access) => access.allowed, 30_000, 'PitchPrep access after paying');
}

async function nextStep(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

describe('an entitled founder builds exit materials with PitchPrep', () => {
  let browser: Browser;
  let context: BrowserContext;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  });
  afterAll(async () => {
    await context?.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('completes the exit intake, generates a deck, FAQ and checklist, edits and restores a slide title, and downloads the PPTX', async () => {
    const email = `e2e-pitchprep-${Date.now().toString(36)}@example.sg`;
    await entitledFounder(db, email);

    const page = await context.newPage();
    await page.goto(`${GATEWAY_URL}/auth?returnTo=${encodeURIComponent('/pitchprep#builder')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pitchprep');

    // Start an exit-track intake.
    await page.getByRole('radio', { name: /^Exit/ }).check();
    await page.getByRole('button', { name: 'Start the questions' }).click();
    await page.getByRole('heading', { name: 'Your company' }).waitFor();
    await page.getByText('Step 1 of 12').waitFor();
    await page.getByLabel('Company name').fill('Lion City Logistics Pte. Ltd.');
    await page.getByLabel('One-line description').fill('Same-day B2B delivery for SME retailers in Singapore and Johor');
    await page.getByLabel('Headquarters country').fill('Singapore');
    await page.getByLabel('Industry').fill('Logistics');
    await nextStep(page, 'The problem');
    await page.getByText('Saved ·').waitFor();

    // A reload resumes at the saved step with the answers kept.
    await page.reload();
    await page.getByRole('heading', { name: 'The problem' }).waitFor();
    await page.getByText('Step 2 of 12').waitFor();
    await page.getByLabel('What problem do you solve, and for whom?').fill('SME retailers wait two days for stock from Johor warehouses.');
    await nextStep(page, 'Your solution');
    await page.getByLabel('How do you solve it?').fill('A shared van network with same-day slots booked by API.');
    await nextStep(page, 'Product');
    await page.getByLabel('What does the product do today?').fill('Booking app, driver app, live tracking.');
    await nextStep(page, 'Market');
    await page.getByLabel('Total addressable market (TAM)').fill('S$4.2B');
    await nextStep(page, 'Traction');
    await page.getByLabel('Revenue today').fill('S$1.2M in FY2024');
    await nextStep(page, 'Business model');
    await page.getByLabel('How do you make money?').fill('Per-delivery fees with monthly minimums.');
    await nextStep(page, 'Competition');
    await page.getByLabel('Who do you compete with?').fill('Lalamove, GoGoX, in-house fleets.');
    await nextStep(page, 'Go-to-market');
    await page.getByLabel('Where do you go next?').fill('Johor Bahru depot in 2026');
    await nextStep(page, 'Team');
    await page.getByLabel('Name', { exact: true }).fill('Farah Ismail');
    await page.getByLabel('Role').fill('Founder and CEO');
    await nextStep(page, 'Financials');
    await page.getByLabel('Current annual revenue').fill('S$1.2M (FY2024, audited)');
    await nextStep(page, 'Your exit');
    await page.getByText('Step 12 of 12').waitFor();
    await page.getByLabel('What do you want from the exit?').fill('A full sale with a 12-month handover.');
    await page.getByLabel('Who are the likely buyers?').fill('Regional 3PLs and private equity.');
    await page.getByLabel('Valuation expectations').fill('S$8–10M');
    await page.getByLabel('Timeline').fill('Within 18 months');

    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('heading', { name: 'Your materials are ready' }).waitFor({ timeout: 60_000 });
    const outputs = page.locator('.pp-run__outputs li');
    expect(await outputs.count()).toBe(3);
    const summaries = await outputs.allTextContents();
    expect(summaries.map((s) => s.split(' · ')[1])).toEqual(['Exit deck', 'Exit FAQ', 'Data-room checklist']);

    // Open the exit deck, rename the first slide and save a version.
    await outputs.first().getByRole('link').click();
    await page.waitForURL(/\/pitchprep\/outputs\/[0-9a-f-]{36}$/);
    const firstSlideTitle = page.getByRole('group', { name: /^Slide 1 of \d+:/ }).getByLabel('Slide title');
    const original = await firstSlideTitle.inputValue();
    expect(original).not.toBe('');
    await firstSlideTitle.fill('Lion City Logistics — for buyers');
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByText('Saved as version 2.').waitFor();
    expect(await page.getByRole('button', { name: 'Save version' }).isDisabled()).toBe(true);

    // Restore version 1: the title comes back, as version 3.
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 restored as version 3.').waitFor();
    expect(await firstSlideTitle.inputValue()).toBe(original);
    await page.reload();
    expect(await page.getByRole('group', { name: /^Slide 1 of \d+:/ }).getByLabel('Slide title').inputValue()).toBe(original);

    // Download the deck for PowerPoint, from the save bar's Download menu.
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download investor PPTX' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // The dashboard lists all three.
    await page.goto(`${GATEWAY_URL}/dashboard`);
    const list = page.getByRole('region', { name: 'Your PitchPrep outputs' });
    await list.getByRole('listitem').nth(2).waitFor();
    expect(await list.getByRole('heading', { level: 3 }).count()).toBe(3);
    // One Download menu per output; the deck's holds its PowerPoint files.
    const menus = list.getByRole('button', { name: /^Download / });
    expect(await menus.count()).toBe(3);
    const deckMenu = list.getByRole('button', { name: /^Download .*deck/i });
    await deckMenu.click();
    expect(await list.getByRole('button', { name: /^Download investor PPTX/ }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // The checklist says when each document is needed and counts the first week's.
    await list.getByRole('link', { name: /checklist/i }).first().click();
    const readiness = page.getByRole('group', { name: 'Data-room readiness' });
    await readiness.getByText(/^First week:/).waitFor();
    expect(await readiness.textContent()).toMatch(/First week: 0 of (8|9|10) done/);
    const weekOne = page.locator('.pp-check-row__when--week_1');
    expect(await weekOne.count()).toBeGreaterThan(0);
    await mkdir('.tmp/tour', { recursive: true });
    await page.screenshot({ path: '.tmp/tour/founder-checklist-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /^ACRA business profile/ }).first().click();
    await page.getByRole('combobox', { name: 'When it is needed' }).first().waitFor();
    await page.screenshot({ path: '.tmp/tour/founder-checklist-390.png', fullPage: true });
  });
});
