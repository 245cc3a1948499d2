/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import type { OwnerRoomLink, Room } from '@bv/contracts';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { api } from './api';
import { GATEWAY_URL } from './harness';
import { roomFounder, roomWithFolders, signedInFounder, withRoomSuite } from './room-fixtures';

jest.setTimeout(300_000);

/** Screenshots for review live beside the worktree (SHOTS_DIR overrides). */
const SHOTS = process.env.SHOTS_DIR ?? `${__dirname}/../.tmp/shots`;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// docs/product-rules.md, "Deal rooms": questions. The converter's worker runs here, on the platform's queue prefix.
describe('a viewer asks about page 3; the founder answers; the viewer sees it', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('asks with the keyboard on page 3, the founder answers to everyone on the link, and the answer shows beside the page', async () => {
    const email = `e2e-questions-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const room = await roomWithFolders(token, { name: 'Kopi Cloud Series A', purpose: 'raise', description: 'Accounts and contracts for the lead investor.' }, [{ name: 'Financials', description: 'Management accounts' }]);

    const founder = await signedInFounder(browser, email);
    await founder.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    const folder = founder.locator('.room-folder').filter({ has: founder.getByRole('heading', { name: 'Financials' }) });
    await folder.locator('input[type=file]').setInputFiles({ name: 'Management accounts FY2025.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(3) });
    await folder.getByText('3 pages').waitFor({ timeout: 120_000 });
    const link = await api<OwnerRoomLink>('POST', `/rooms/${room.id}/links`, { title: 'Buyer A — Tan Holdings' }, token);
    const docId = (await api<Room>('GET', `/rooms/${room.id}`, undefined, token)).folders[0].documents[0].id;
    const docUrl = `${link.url.replace(/^https?:\/\/[^/]+/, GATEWAY_URL)}/documents/${docId}?page=3`;

    // The investor, on a phone, asks about page 3 using only the keyboard.
    const investor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await investor.goto(docUrl);
    await investor.getByText('Page 3 of 3').waitFor();
    // "Ask a question" opens the drawer with the keyboard, focus in the question box.
    // On once the page has hydrated (the server's button is off).
    await investor.locator('.doc-viewer__ask:not([disabled])').focus();
    await investor.keyboard.press('Enter');
    const panel = investor.getByRole('dialog', { name: 'Questions' });
    await panel.getByText('No questions on this document yet.', { exact: false }).waitFor();
    await investor.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await investor.keyboard.type('Why did gross margin fall in Q3?');
    await investor.keyboard.press('Tab');
    await investor.keyboard.type('Raj Tan');
    await investor.keyboard.press('Tab');
    await investor.keyboard.type('raj@jungle.vc');
    expect(await panel.getByRole('radio', { name: 'Page 3' }).isChecked()).toBe(true);
    await investor.keyboard.press('Enter');
    await panel.getByText('Waiting for an answer').waitFor();
    await panel.getByText(/^Sent\./).waitFor();
    expect(await panel.getByText('Page 3 · You asked', { exact: false }).count()).toBe(1);
    expect(await fitsViewport(investor)).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await shot(investor, 'viewer-questions-asked-390');

    // The founder's inbox shows it as open, with the count on the button.
    await founder.reload();
    await founder.getByRole('button', { name: 'Questions, 1 open' }).click();
    const inbox = founder.getByRole('dialog', { name: "Questions from the room's visitors" });
    await inbox.getByText('Why did gross margin fall in Q3?').waitFor();
    await inbox.getByText('Management accounts FY2025.pdf · page 3').waitFor();
    await inbox.getByText(/Raj Tan · raj@jungle\.vc \(not verified\)/).waitFor();
    await shot(founder, 'founder-inbox-open-1366');
    await founder.setViewportSize({ width: 390, height: 844 });
    expect(await fitsViewport(founder)).toBe(true);
    await shot(founder, 'founder-inbox-open-390');
    await founder.setViewportSize({ width: 1366, height: 900 });

    await inbox.getByLabel('Your answer').fill('A one-off migration cost; page 4 of the management accounts shows it.');
    await inbox.getByRole('radio', { name: /Everyone on/ }).check();
    await inbox.getByRole('button', { name: 'Send answer' }).click();
    await inbox.getByText('Answered to everyone on “Buyer A — Tan Holdings”').waitFor();
    await inbox.getByRole('button', { name: 'Add to investor FAQ' }).waitFor();
    await shot(founder, 'founder-inbox-answered-1366');

    // The investor sees the answer beside page 3 (the button counts it).
    await investor.reload();
    await investor.getByRole('button', { name: /^Ask a question 1/ }).click();
    await panel.getByText('A one-off migration cost', { exact: false }).waitFor();
    await panel.getByText('answered everyone on this link', { exact: false }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(investor, 'viewer-questions-answered-390');
    await investor.setViewportSize({ width: 1366, height: 900 });
    await investor.evaluate(() => window.scrollTo(0, 0));
    await shot(investor, 'viewer-questions-answered-1366');

    // Another reader of the same link sees the answer shared with everyone, not who asked.
    const other = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await other.goto(docUrl);
    await other.getByRole('button', { name: /^Ask a question/ }).click();
    const otherPanel = other.getByRole('dialog', { name: 'Questions' });
    await otherPanel.getByText('A one-off migration cost', { exact: false }).waitFor();
    expect(await otherPanel.getByText('raj@jungle.vc').count()).toBe(0);
    expect(await otherPanel.getByText('Asked by a reader', { exact: false }).count()).toBe(1);
    await shot(other, 'viewer-questions-form-1366');
  });
});
