import { mkdirSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import type { Client } from 'pg';
import { signInThroughPage, verifiedMember } from './accounts';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(180_000);

/** A wide two-colour logo, as a founder's would be: a navy block and a gold one. */
function logoFile(): Buffer {
  const image = new PNG({ width: 360, height: 120 });
  for (let y = 0; y < 120; y += 1) {
    for (let x = 0; x < 360; x += 1) {
      const at = (y * 360 + x) * 4;
      const gold = x > 130 && y > 30 && y < 90;
      const navy = x < 110;
      image.data.set(navy ? [11, 61, 145, 255] : gold ? [242, 169, 0, 255] : [0, 0, 0, 0], at);
    }
  }
  return PNG.sync.write(image);
}

describe('a founder sets up their brand kit', () => {
  let browser: Browser;
  let db: Client;
  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(() => closeBrowserAndDatabase(browser, db));

  it.each([
    [1366, 900],
    [390, 844],
  ])('uploads a logo, picks colours and fonts, sees the cover change and saves it (%i px)', async (width, height) => {
    const founder = await verifiedMember(db, `brand-${width}`, 'Rachel Tan');
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await signInThroughPage(page, founder);
    await page.goto(`${GATEWAY_URL}/account?tab=brand`);
    await page.getByRole('heading', { name: 'Brand kit' }).waitFor();
    await page.getByText(/No kit yet/).waitFor();

    await page.locator('input[type=file]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await page.getByRole('alert').filter({ hasText: 'SVG is not accepted' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoFile() });
    await page.getByRole('button', { name: 'Replace logo' }).waitFor();
    await page.getByRole('img', { name: 'Your logo' }).waitFor();

    await page.getByLabel('Main colour', { exact: true }).fill('#0b3d91');
    await page.getByLabel('Accent colour', { exact: true }).fill('#f2a900');
    await page.getByRole('radio', { name: /Classic/ }).check();
    await page.getByText('Accent on white:').waitFor();
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await page.getByText('Saved. Your next download uses it.').waitFor();
    const panel = page.locator('.brand-preview__panel');
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 61, 145)');
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    mkdirSync('.tmp/screenshots', { recursive: true });
    await page.screenshot({ path: `.tmp/screenshots/brand-kit-${width}.png`, fullPage: true });
    await page.reload();
    expect(await page.getByLabel('Main colour', { exact: true }).inputValue()).toBe('#0b3d91');
    await context.close();
  });
});
