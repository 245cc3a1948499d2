import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { docxFixture, pdfFixture } from '../libs/conversion/test/fixtures';
import { api } from './api';
import { entitledFounder, FOUNDER_PASSWORD } from './founder-outputs';
import { GATEWAY_URL } from './harness';
import { withRoomSuite } from './room-fixtures';

jest.setTimeout(240_000);

const SHOTS = join(__dirname, '../.tmp');

// The platform's services store room files under the repository's .tmp/object-store (the local
// driver's default); the converter's worker runs here, on the platform's queue prefix.
describe('a founder builds a deal room', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it.each([
    [1366, 900],
    [390, 844],
  ])('creates a room from the template, uploads a PDF and a DOCX and sees them converted (%i px)', async (width, height) => {
    const email = `e2e-rooms-${width}-${Date.now().toString(36)}@example.sg`;
    const token = await entitledFounder(db, email);
    await waitFor(() => api<{ limits: { plan: string } }>('GET', '/rooms', undefined, token), (r) => r.limits.plan === 'full', 30_000, 'room limits');
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${GATEWAY_URL}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FOUNDER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/dashboard/);
    await page.getByRole('link', { name: 'Open deal rooms' }).click();
    await page.getByRole('heading', { name: 'Deal rooms', level: 1 }).waitFor();
    await page.getByLabel('Room name').fill('Kopi Cloud Series A');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('heading', { name: 'Financial & tax' }).waitFor();

    const financial = page.locator('.room-folder').filter({ has: page.getByRole('heading', { name: 'Financial & tax' }) });
    await financial.locator('input[type=file]').setInputFiles([
      { name: 'Management accounts FY2025.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(3) },
      { name: 'Board minutes.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await docxFixture('Minutes') },
    ]);
    const fundraising = page.locator('.room-folder').filter({ has: page.getByRole('heading', { name: 'Fundraising documents' }) });
    await fundraising.locator('input[type=file]').setInputFiles({ name: 'Cap table.pdf', mimeType: 'application/pdf', buffer: await docxFixture('Not a PDF') });
    await fundraising.getByRole('alert').filter({ hasText: 'named as PDF but its content is Word' }).waitFor();
    await financial.getByText('3 pages').waitFor({ timeout: 120_000 });
    await financial.getByText(/^\d+ pages?$/).nth(1).waitFor({ timeout: 120_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SHOTS, `rooms-editor-${width}.png`), fullPage: width > 400 });
    await financial.scrollIntoViewIfNeeded();
    if (width < 400) await page.screenshot({ path: join(SHOTS, `rooms-editor-${width}-folder.png`) });

    // Deleting asks in the page (never the browser's confirm) and says what goes with it.
    await financial.getByRole('button', { name: 'Delete Board minutes.docx' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Board minutes.docx”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await financial.getByRole('button', { name: 'Delete Board minutes.docx' }).click();
    if (width < 400) await page.screenshot({ path: join(SHOTS, `rooms-delete-confirm-${width}.png`) });
    await confirm.getByRole('button', { name: 'Delete document' }).click();
    await financial.getByText('Board minutes.docx').waitFor({ state: 'detached' });
    await financial.getByText('Management accounts FY2025.pdf').waitFor();

    await page.getByRole('link', { name: 'Deal rooms' }).first().click();
    // The list's own heading first: until the route changes, the room's name is on its page twice (trail and title).
    await page.getByRole('heading', { name: 'Deal rooms', level: 1 }).waitFor();
    await page.getByText('Kopi Cloud Series A').waitFor();
    await page.screenshot({ path: join(SHOTS, `rooms-list-${width}.png`), fullPage: true });
    await context.close();
  });
});
