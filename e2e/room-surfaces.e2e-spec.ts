/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import type { OwnerRoomLink, Room } from '@bv/contracts';
import { pdfFixture, pptxFixture } from '../libs/conversion/test/fixtures';
import { api } from './api';
import { seriousViolations } from './axe';
import { generatedDeck } from './founder-outputs';
import { GATEWAY_URL } from './harness';
import { roomFounder, signedInFounder, withRoomSuite } from './room-fixtures';

jest.setTimeout(420_000);

/** The screenshots the design review reads (SHOTS_DIR overrides). */
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '../.tmp/shots');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, GATEWAY_URL);

/** Each surface at a phone's and a laptop's width, checked to fit the phone and for serious accessibility faults. */
async function atBothWidths(page: Page, name: string, before?: () => Promise<void>) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await before?.();
    // Past a drawer's slide-in.
    await page.waitForTimeout(400);
    if (size === PHONE) {
      expect(await fitsViewport(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}.png`) });
  }
}

// docs/product-rules.md, "Deal rooms": the room's surfaces as the founder and the investor see them.
describe('deal-room surfaces: the editor, the share drawer, the investor index, gate and viewer, and New link', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('empty folders stay out of the investor index, one-page documents have no pager, a deck counts slides, questions open in a drawer', async () => {
    const email = `e2e-surfaces-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const room = await api<Room>('POST', '/rooms', { name: 'Kopi Cloud Series A', purpose: 'raise', description: 'Accounts, contracts and the deck for the Series A.', fromTemplate: true }, token);
    const empty = await api<Room>('POST', '/rooms', { name: 'Kopi Cloud exit', purpose: 'exit', description: '', fromTemplate: true }, token);

    // The founder's editor: one folder filled, the others empty (one line each).
    const page = await signedInFounder(browser, email, LAPTOP);
    await page.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    const folder = (name: string) => page.locator('.room-folder').filter({ has: page.getByRole('heading', { name }) });
    const raise = folder('Fundraising documents');
    await raise.locator('input[type=file]').setInputFiles([
      { name: 'Management accounts FY2025.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(3) },
      { name: 'Cap table.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(1) },
      { name: 'Board deck.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', buffer: await pptxFixture('Q3 board meeting') },
    ]);
    await raise.getByText('3 pages').waitFor({ timeout: 180_000 });
    await raise.getByText('1 page').waitFor({ timeout: 180_000 });
    await raise.getByText('2 pages').waitFor({ timeout: 180_000 });
    const financial = folder('Financial & tax');
    await financial.getByText(/^No documents yet/).waitFor();
    // An empty folder is one line: its Upload in the drop line, move and delete behind "⋯" (keyboard: Enter opens, Escape closes).
    expect(await financial.getByRole('button', { name: 'Delete Financial & tax' }).isVisible()).toBe(false);
    expect(await financial.getByRole('button', { name: /^Upload/ }).count()).toBe(1);
    await financial.getByLabel('More for Financial & tax').focus();
    await page.keyboard.press('Enter');
    expect(await financial.getByRole('button', { name: 'Delete Financial & tax' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'editor-folder-menu-1366.png') });
    await page.keyboard.press('Escape');
    expect(await financial.getByRole('button', { name: 'Delete Financial & tax' }).isVisible()).toBe(false);
    await atBothWidths(page, 'editor', () => raise.scrollIntoViewIfNeeded());
    await page.setViewportSize(LAPTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'editor-top-1366.png') });
    // Remove asks first (no undo on the server): cancelling keeps the document.
    await raise.getByRole('button', { name: 'Delete Cap table.pdf' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /Delete “Cap table\.pdf”/ }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await raise.getByText('Cap table.pdf').waitFor();

    // The share-room drawer.
    await page.getByRole('button', { name: 'Share room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Room links' });
    await dialog.getByLabel('Who is it for?').fill('Lead investor');
    // The last day is said again as the app writes dates, whatever order the browser's date field uses.
    await dialog.getByLabel(/Last day it opens/).fill('2026-12-31');
    await dialog.getByText('Opens until the end of 31 Dec 2026 (Singapore time).').waitFor();
    // With every folder open, the folders' permissions are not asked one by one.
    expect(await dialog.getByLabel('Permission for Fundraising documents').isDisabled()).toBe(true);
    await atBothWidths(page, 'share-drawer');
    await page.setViewportSize(LAPTOP);
    await page.keyboard.press('Escape');

    // Links through the API: an open one, one behind an agreement, one to the empty room.
    const open = await api<OwnerRoomLink>('POST', `/rooms/${room.id}/links`, { title: 'Open' }, token);
    const nda = await api<OwnerRoomLink>('POST', `/rooms/${room.id}/links`, { title: 'NDA', agreement: 'Mutual non-disclosure agreement\n\n1. Everything in this room is confidential information of Kopi Cloud Pte. Ltd.\n2. You will use it only to evaluate an investment in the Series A.\n3. This agreement is governed by the laws of Singapore.' }, token);
    const nothing = await api<OwnerRoomLink>('POST', `/rooms/${empty.id}/links`, { title: 'Empty' }, token);

    const investor = await (await browser.newContext({ viewport: PHONE })).newPage();
    // The agreement: one heading, who shares, the terms, the name, accept.
    await investor.goto(local(nda.url));
    await investor.getByRole('heading', { name: 'Confidentiality agreement' }).waitFor();
    expect(await investor.getByRole('heading').count()).toBe(1);
    await atBothWidths(investor, 'nda');

    // The index: only the folder with documents, no folder notes.
    await investor.goto(local(open.url));
    await investor.getByRole('heading', { name: 'Kopi Cloud Series A', level: 1 }).waitFor();
    expect(await investor.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Fundraising documents']);
    expect(await investor.getByText('Financial & tax').count()).toBe(0);
    await investor.getByText('PowerPoint · 2 slides', { exact: false }).waitFor();
    await atBothWidths(investor, 'index');

    // A three-page PDF: pager, thumbnails, the stage; the question drawer.
    await investor.getByRole('link', { name: /Management accounts FY2025\.pdf/ }).click();
    await investor.getByText('Page 1 of 3').waitFor();
    await atBothWidths(investor, 'viewer-pdf');
    const ask = investor.getByRole('button', { name: /^Ask a question/ });
    await investor.locator('.doc-viewer__ask:not([disabled])').focus();
    await investor.keyboard.press('Enter');
    const drawer = investor.getByRole('dialog', { name: 'Questions' });
    await drawer.getByText('No questions on this document yet.', { exact: false }).waitFor();
    await investor.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await atBothWidths(investor, 'viewer-questions');
    await investor.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await ask.evaluate((el) => el === document.activeElement)).toBe(true);

    // A one-page PDF: no pager, no thumbnails.
    await investor.goBack();
    await investor.getByRole('link', { name: /Cap table\.pdf/ }).click();
    await investor.getByRole('img', { name: /page 1 of 1/ }).waitFor();
    expect(await investor.getByText(/of 1$/).count()).toBe(0);
    expect(await investor.getByRole('list', { name: 'Pages' }).count()).toBe(0);
    await atBothWidths(investor, 'viewer-one-page');

    // A deck counts slides.
    await investor.goBack();
    await investor.getByRole('link', { name: /Board deck\.pptx/ }).click();
    await investor.getByText('Slide 1 of 2').waitFor();
    await atBothWidths(investor, 'viewer-slides');

    // A room with nothing in it yet.
    await investor.goto(local(nothing.url));
    await investor.getByRole('heading', { name: 'Nothing here yet' }).waitFor();
    expect(await investor.locator('.room-index__folder').count()).toBe(0);
    await atBothWidths(investor, 'index-empty-room');
    await investor.context().close();

    // /shares → New link, with a password: the form says who can open it.
    const deck = await generatedDeck(token);
    await page.goto(`${GATEWAY_URL}/shares`);
    await page.getByRole('button', { name: 'New link' }).click();
    const panel = page.getByRole('region', { name: 'New share link' });
    // The form replaces the empty state; a new link is simply on (pausing is in Manage).
    expect(await page.getByText(/^No links yet/).count()).toBe(0);
    await panel.getByRole('radio', { name: new RegExp(deck.title) }).check();
    await panel.getByRole('button', { name: 'Continue' }).click();
    const form = page.getByRole('region', { name: 'Share links' });
    expect(await form.getByRole('switch', { name: 'Link is on' }).count()).toBe(0);
    await form.getByText('Anyone with the link.', { exact: true }).waitFor();
    await form.getByLabel('Expires on (optional)').fill('2026-12-31');
    await form.getByText('Works until the end of 31 Dec 2026, Singapore time.').waitFor();
    await form.getByLabel('Password (optional)').fill('kopi2026');
    await form.getByText('Anyone with the link and the password', { exact: false }).waitFor();
    await atBothWidths(page, 'shares-new-link');
    await page.setViewportSize(LAPTOP);
    await page.screenshot({ path: join(SHOTS, 'shares-new-link-full-1366.png'), fullPage: true });
    await page.context().close();
  });
});
