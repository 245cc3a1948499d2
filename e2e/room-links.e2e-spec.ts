/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { api } from './api';
import { GATEWAY_URL } from './harness';
import { roomFounder, roomWithFolders, signedInFounder, withRoomSuite } from './room-fixtures';
import { collectPageErrors, hydratedInPlace, keepServerElements } from './server-rendered';

jest.setTimeout(240_000);

const SHOTS = join(__dirname, '../.tmp/shots');

const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// docs/product-rules.md, "Deal rooms": room links. The converter's worker runs here, on the platform's queue prefix.
describe('a founder shares one folder of a deal room; an investor reads it on a phone', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('creates a link for "Financials" only; the investor sees that folder alone and pages through its PDF with the keyboard', async () => {
    const email = `e2e-roomlink-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const room = await roomWithFolders(token, { name: 'Kopi Cloud exit', purpose: 'exit', description: 'Everything a buyer needs for the first look: accounts, contracts and the cap table.' }, [
      { name: 'Financials', description: 'Audited accounts and management reports' },
      { name: 'Legal', description: 'Constitution and shareholder agreements' },
    ]);

    // The founder uploads a PDF into each folder and makes the link in the room editor.
    const page = await signedInFounder(browser, email);
    const founder = page.context();
    await page.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    const folder = (name: string) => page.locator('.room-folder').filter({ has: page.getByRole('heading', { name }) });
    await folder('Financials').locator('input[type=file]').setInputFiles({ name: 'Management accounts FY2025.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(3) });
    await folder('Legal').locator('input[type=file]').setInputFiles({ name: 'Shareholders agreement.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(1) });
    await folder('Financials').getByText('3 pages').waitFor({ timeout: 120_000 });
    await folder('Legal').getByText('1 page').waitFor({ timeout: 120_000 });

    await page.getByRole('button', { name: 'Share room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Room links' });
    await dialog.getByLabel('Who is it for?').fill('Buyer A — Tan Holdings');
    await dialog.getByText('Only the folders I choose').click();
    await dialog.getByRole('checkbox', { name: /Financials/ }).check();
    await page.screenshot({ path: join(SHOTS, 'room-link-dialog-1366.png') });
    await dialog.getByRole('button', { name: 'Create link and copy it' }).click();
    const url = await dialog.getByLabel('Link for Buyer A — Tan Holdings').inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{32}\/room$/);
    await dialog.getByText('Financials (view only)').waitFor();
    await page.screenshot({ path: join(SHOTS, 'room-link-dialog-created-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'room-link-dialog-390.png') });
    await founder.close();

    // The gateway renders the room's first screen into the HTML (no script needed to read it), and
    // the document page with its first page's picture; the answers come along for the page.
    const roomUrl = url.replace(/^https?:\/\/[^/]+/, GATEWAY_URL);
    const linkToken = new URL(roomUrl).pathname.split('/')[2];
    const browserAgent = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36' };
    const indexResponse = await fetch(roomUrl, { headers: browserAgent });
    // It is this visitor's page (and sets their cookie): never kept by a cache.
    expect(indexResponse.headers.get('cache-control')).toBe('no-store');
    expect(indexResponse.headers.get('set-cookie')).toMatch(/^(__Host-)?bv_visitor=/);
    const indexHtml = await indexResponse.text();
    const root = indexHtml.slice(indexHtml.indexOf('<div id="root">'));
    expect(root).toContain('Kopi Cloud exit');
    expect(root).toContain('Management accounts FY2025.pdf');
    expect(root).not.toContain('Shareholders agreement.pdf');
    expect(indexHtml).toContain(`<script type="application/json" id="bv-room-link" data-token="${linkToken}">`);
    const documentId = /\/room\/documents\/([0-9a-f-]{36})/.exec(root)?.[1];
    const documentHtml = await (await fetch(`${roomUrl}/documents/${documentId}?page=2`, { headers: browserAgent })).text();
    expect(documentHtml).toMatch(/<img[^>]+alt="[^"]*page 2 of 3/);
    expect(documentHtml).toContain('id="bv-room-document"');

    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      // The investor: a fresh browser, no account.
      const investor = await browser.newContext({ viewport: { width, height } });
      const reader = await investor.newPage();
      // The server's page is hydrated, not painted again: its elements are the ones React keeps,
      // with no mismatch reported (React says so in the console) and no other error or warning.
      const errors = collectPageErrors(reader);
      await keepServerElements(reader, ['#root h1', '#root .room__foot', '#root .doc-viewer__sheet img']);
      // The page takes the answer the gateway rendered it with: no second request, no second visit.
      const opens: string[] = [];
      reader.on('request', (r) => {
        if (new URL(r.url()).pathname === `/api/v1/shared/${linkToken}/room`) opens.push(r.url());
      });
      await reader.goto(roomUrl);
      expect(await hydratedInPlace(reader)).toEqual({ '#root h1': true, '#root .room__foot': true, '#root .doc-viewer__sheet img': false });
      await reader.getByRole('heading', { name: 'Kopi Cloud exit', level: 1 }).waitFor();
      await reader.getByRole('heading', { name: 'Financials' }).waitFor();
      expect(await reader.getByRole('heading', { name: 'Legal' }).count()).toBe(0);
      expect(await reader.getByText('Shareholders agreement.pdf').count()).toBe(0);
      // The founder's room, not our site: no site header, sign-in, Get Started or footer.
      expect(await reader.getByRole('link', { name: /sign in|get started/i }).count()).toBe(0);
      await reader.getByText('PDF · 3 pages · Updated').waitFor();
      expect(await fitsViewport(reader)).toBe(true);
      await reader.screenshot({ path: join(SHOTS, `room-link-index-${width}.png`), fullPage: true });
      expect(opens).toEqual([]);

      await reader.getByRole('link', { name: /Management accounts FY2025\.pdf/ }).click();
      await reader.getByText('Page 1 of 3').waitFor();
      const image = reader.getByRole('img', { name: /page 1 of 3/ });
      await image.waitFor();
      await waitFor(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (w) => w > 0, 15_000, 'the first page image');
      await reader.keyboard.press('ArrowRight');
      await reader.getByText('Page 2 of 3').waitFor();
      expect(new URL(reader.url()).searchParams.get('page')).toBe('2');
      await reader.keyboard.press('ArrowRight');
      await reader.getByText('Page 3 of 3').waitFor();
      await reader.keyboard.press('ArrowRight');
      await reader.getByText('Page 3 of 3').waitFor();
      await reader.keyboard.press('ArrowLeft');
      await reader.getByText('Page 2 of 3').waitFor();
      await waitFor(() => reader.getByRole('img', { name: /page 2 of 3/ }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (w) => w > 0, 15_000, 'the second page image');
      expect(await reader.getByRole('button', { name: 'Download' }).count()).toBe(0);
      expect(await fitsViewport(reader)).toBe(true);
      await reader.screenshot({ path: join(SHOTS, `room-link-viewer-${width}.png`) });

      // A deep link opens at its page, the server's page hydrated as the index was.
      await reader.goto(`${reader.url().split('?')[0]}?page=3`);
      expect(await hydratedInPlace(reader)).toEqual({ '#root h1': true, '#root .room__foot': true, '#root .doc-viewer__sheet img': true });
      await reader.getByText('Page 3 of 3').waitFor();
      expect(errors).toEqual([]);

      // Back an hour later: documents added since the previous visit say New.
      await reader.evaluate(() => {
        for (const key of Object.keys(localStorage).filter((k) => k.startsWith('bv-room-visit:'))) {
          localStorage.setItem(key, JSON.stringify({ lastSeenAt: new Date(Date.now() - 3_600_000).toISOString(), previousVisitAt: null }));
        }
      });
      await reader.goto(url.replace(/^https?:\/\/[^/]+/, GATEWAY_URL));
      await reader.getByText(/^1 new since your last visit on /).waitFor();
      await reader.getByText('New', { exact: true }).waitFor();
      await reader.screenshot({ path: join(SHOTS, `room-link-index-new-${width}.png`), fullPage: true });
      await investor.close();
    }

    // Revoked: the investor's next visit says so plainly, in the same room frame.
    const { links } = await api<{ links: { id: string }[] }>('GET', `/rooms/${room.id}/links`, undefined, token);
    await api('POST', `/rooms/${room.id}/links/${links[0].id}/revoke`, undefined, token);
    const late = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const again = await late.newPage();
    await again.goto(url.replace(/^https?:\/\/[^/]+/, GATEWAY_URL));
    await again.getByRole('heading', { name: 'Link unavailable' }).waitFor();
    await again.getByText('This share link is invalid or has expired.').waitFor();
    await again.screenshot({ path: join(SHOTS, 'room-link-revoked-390.png') });
    await late.close();
  });
});
