/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { PNG } from 'pngjs';
import { waitFor } from '@bv/testing';
import { api } from './api';
import { entitledFounder, generatedDeck } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(180_000);

const SHOTS = join(__dirname, '..', '.tmp', 'shared-room');

/** A 240 × 80 logo: a teal mark and a dark word bar on transparency. */
function logoBase64(): string {
  const image = new PNG({ width: 240, height: 80 });
  for (let y = 0; y < 80; y += 1) {
    for (let x = 0; x < 240; x += 1) {
      const at = (y * 240 + x) * 4;
      const mark = x < 80;
      const word = x > 96 && x < 230 && y > 30 && y < 50;
      image.data.set(mark ? [15, 118, 110, 255] : word ? [17, 24, 39, 255] : [0, 0, 0, 0], at);
    }
  }
  return PNG.sync.write(image).toString('base64');
}

/**
 * The investor's side of a link is the founder's room (docs/product-rules.md, "Sharing links"):
 * their name, logo and colours; none of our navigation; the slide and its controls on one
 * desktop screen, and the slide across a phone's width.
 */
describe('a shared deck opens in the founder’s room', () => {
  let browser: Browser;
  let db: Client;
  let token: string;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    mkdirSync(SHOTS, { recursive: true });
    const founder = await entitledFounder(db, `e2e-room-${Date.now().toString(36)}@example.sg`);
    await api('PUT', '/brand-kit', { primary: '#0f766e', accent: '#f97316', fontPair: 'classic' }, founder);
    await api('PUT', '/brand-kit/logo', { contentType: 'image/png', data: logoBase64() }, founder);
    const deck = await generatedDeck(founder);
    // Sharing learns of the deck through an event: retry until it knows it.
    const share = await waitFor(
      () => api<{ token: string }>('POST', '/shares', { outputId: deck.id, title: 'Series A exit deck', allowDownload: true }, founder).catch(() => null),
      (created) => created !== null,
      15_000,
      'the deck known to sharing',
    );
    token = share!.token;
  });
  afterAll(() => closeBrowserAndDatabase(browser, db));

  const open = async (viewport: { width: number; height: number }, isMobile: boolean): Promise<Page> => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    await page.goto(`${GATEWAY_URL}/shared/${token}`);
    // The server sends the first slide; the app then draws the page afresh, controls and all.
    await page.getByRole('toolbar', { name: 'Slide controls' }).waitFor();
    await page.waitForLoadState('networkidle');
    return page;
  };

  it('shows who shares it, in their colours and logo, with none of our site chrome', async () => {
    const page = await open({ width: 1366, height: 900 }, false);
    await page.screenshot({ path: join(SHOTS, 'deck-1366.png') });
    await expect(page.locator('.room__company').textContent()).resolves.toBe('Lion City Logistics Pte. Ltd.');
    const logo = page.getByRole('img', { name: 'Lion City Logistics Pte. Ltd. logo' });
    await waitFor(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), (width) => width === 240, 10_000, 'the logo loaded');
    for (const name of ['Sign in', 'Get Started', 'Back to Home', 'Pricing']) expect(await page.getByRole('link', { name }).count()).toBe(0);
    expect(await page.locator('.site-header, .site-footer').count()).toBe(0);
    // The cover is drawn in the founder's main colour, its rule in their accent.
    expect(await page.locator('.slide--cover').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    expect(await page.locator('.slide--cover .slide__cover-rule').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(249, 115, 22)');
    await page.context().close();
  });

  it('fits the slide and its controls on a 1366 × 900 screen, and uses a phone’s width for the slide', async () => {
    const desktop = await open({ width: 1366, height: 900 }, false);
    const box = (page: Page, selector: string) => waitFor(() => page.locator(selector).boundingBox(), (found) => found !== null, 5_000, selector);
    const controls = await box(desktop, '.deck-viewer__toolbar');
    const slide = await box(desktop, '.deck-viewer__slide');
    expect(controls!.y + controls!.height).toBeLessThanOrEqual(900);
    expect(slide!.width).toBeGreaterThanOrEqual(900);
    await desktop.context().close();

    const phone = await open({ width: 390, height: 844 }, true);
    await phone.screenshot({ path: join(SHOTS, 'deck-390.png') });
    // Whose room this is stays in the bar beside the logo on a phone.
    expect(await phone.locator('.room__company').isVisible()).toBe(true);
    const phoneSlide = await box(phone, '.deck-viewer__slide');
    expect(phoneSlide!.width).toBeGreaterThanOrEqual(350);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Next slide' }).click();
    await phone.screenshot({ path: join(SHOTS, 'deck-390-slide-2.png') });
    // Read at a phone's size, not a 16:9 picture's ~7 px: the body at 15 px or more, nothing on the slide under 12.
    const sizes = await phone.locator('.deck-viewer__slide .slide').evaluate((slide) => {
      const body = slide.querySelector('.slide__body, .slide__kind');
      const texts = Array.from(slide.querySelectorAll('*')).filter((el) => Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''));
      return { body: body ? parseFloat(getComputedStyle(body).fontSize) : 0, smallest: Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize))) };
    });
    expect(sizes.body).toBeGreaterThanOrEqual(15);
    expect(sizes.smallest).toBeGreaterThanOrEqual(12);
    await phone.context().close();
  });
});
