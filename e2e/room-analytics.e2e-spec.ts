/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { api } from './api';
import { GATEWAY_URL } from './harness';
import { roomFounder, roomWithFolders, signedInFounder, withRoomSuite } from './room-fixtures';

jest.setTimeout(240_000);

const SHOTS = process.env.ROOM_ANALYTICS_SHOTS ?? join(__dirname, '../.tmp/shots');

const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** Headless Chromium names itself in its User-Agent, which counts as a bot: the investor uses a desktop Safari's. */
const INVESTOR_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Analytics = { totals: { documentViews: number; seconds: number }; documents: { name: string; pages: { seconds: number }[] }[] };

// docs/product-rules.md, "Deal rooms": room analytics. The converter's worker runs here, on the platform's queue prefix.
describe('a founder sees what an investor read in a deal room', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('counts the time on each page the investor reads in Chromium and shows it on the room’s analytics page', async () => {
    const email = `e2e-roomstats-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const room = await roomWithFolders(token, { name: 'Kopi Cloud Series A', purpose: 'raise', description: 'The first look for investors.' }, [{ name: 'Company', description: 'Deck and model' }]);

    const page = await signedInFounder(browser, email);
    await page.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    const folder = page.locator('.room-folder').filter({ has: page.getByRole('heading', { name: 'Company' }) });
    await folder.locator('input[type=file]').setInputFiles({ name: 'Investor deck.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(4) });
    await folder.getByText('4 pages').waitFor({ timeout: 120_000 });
    await folder.locator('input[type=file]').setInputFiles({ name: 'Financial model.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(2) });
    await folder.getByText('2 pages').waitFor({ timeout: 120_000 });

    // Before anyone reads: the empty state with its one next step.
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Nobody has opened a document yet' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'room-analytics-empty-1366.png') });

    const { links } = await api<{ links: unknown[] }>('GET', `/rooms/${room.id}/links`, undefined, token);
    expect(links).toHaveLength(0);
    const created = await api<{ token: string }>('POST', `/rooms/${room.id}/links`, { title: 'Tan Holdings' }, token);
    const roomUrl = `${GATEWAY_URL}/shared/${created.token}/room`;

    // The investor reads three pages of the deck, then one of the model, and leaves.
    const investor = await browser.newContext({ viewport: { width: 1366, height: 900 }, userAgent: INVESTOR_DESKTOP });
    const reader = await investor.newPage();
    await reader.goto(roomUrl);
    await reader.getByRole('link', { name: /Investor deck\.pdf/ }).click();
    await reader.getByText('Page 1 of 4').waitFor();
    await pause(2_500);
    await reader.keyboard.press('ArrowRight');
    await reader.getByText('Page 2 of 4').waitFor();
    await pause(4_000);
    await reader.keyboard.press('ArrowRight');
    await reader.getByText('Page 3 of 4').waitFor();
    await pause(1_500);
    // Back to the folder inside the page: leaving the document sends its report.
    await reader.getByRole('link', { name: /Company/ }).click();
    await reader.getByRole('link', { name: /Financial model\.pdf/ }).click();
    await reader.getByText('Page 1 of 2').waitFor();
    await pause(2_000);
    await reader.getByRole('link', { name: /Company/ }).click();
    await reader.getByRole('link', { name: /Financial model\.pdf/ }).waitFor();
    await investor.close();

    const stats = await waitFor(
      () => api<Analytics>('GET', `/rooms/${room.id}/analytics`, undefined, token),
      (s) => s.totals.documentViews === 2 && (s.documents.find((d) => d.name === 'Financial model.pdf')?.pages[0]?.seconds ?? 0) >= 1,
      15_000,
      'the beacons recorded',
    );
    const deck = stats.documents.find((d) => d.name === 'Investor deck.pdf')!;
    // Page 2 was read longest; page 4 never.
    expect(deck.pages[1].seconds).toBeGreaterThan(deck.pages[0].seconds);
    expect(deck.pages[3].seconds).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Time per page: Investor deck.pdf' }).waitFor();
    await page.getByRole('cell', { name: '75%' }).waitFor();
    // The visitor's row opens from the keyboard: what they read, document by document, page by page,
    // beside their level and its reasons (docs/product-rules.md, "Visitor intent": deal rooms).
    const toggle = page.getByRole('button', { name: 'Visitor 1: what they read' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'What Visitor 1 read' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const visitorRow = page.getByRole('row').filter({ has: toggle });
    expect(await visitorRow.locator('.intent-badge').textContent()).toBe('Cold');
    expect(await visitorRow.getByRole('listitem').first().textContent()).toMatch(/^(Skimmed: \d+ s in all|Read Investor deck\.pdf for \d+ s)$/);
    const deckPages = page.getByRole('list', { name: 'Visitor 1: time per page of Investor deck.pdf' }).getByRole('listitem');
    expect(await deckPages.count()).toBe(4);
    expect(await deckPages.nth(3).textContent()).toBe('Page 4: not reached');
    await page.getByText(/^Longest on page 2: /).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'room-analytics-1366.png'), fullPage: true });
    const visitorsPanel = page.locator('.analytics-panel').filter({ has: page.getByRole('heading', { name: 'Visitors' }) });
    await visitorsPanel.screenshot({ path: join(SHOTS, 'room-analytics-visitor-1366.png') });
    await page.getByRole('button', { name: 'Financial model.pdf' }).click();
    await page.getByRole('heading', { name: 'Time per page: Financial model.pdf' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('room-views-kopi-cloud-series-a.csv');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Investor deck.pdf' }).click();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'room-analytics-390.png'), fullPage: true });
    await visitorsPanel.screenshot({ path: join(SHOTS, 'room-analytics-visitor-390.png') });
    await page.context().close();
  });
});
