/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { docxFixture, pdfFixture, pptxFixture, xlsxFixture } from '../libs/conversion/test/fixtures';
import { generatedDeck } from './founder-outputs';
import { GATEWAY_URL } from './harness';
import { mailTo } from './mailbox';
import { roomFounder, signedInFounder, withRoomSuite } from './room-fixtures';

jest.setTimeout(420_000);

/** The screenshots the design review reads (beside the worktree when run there, else the repository's .tmp). */
const SHOTS = process.env.ROOM_WALK_SHOTS ?? join(__dirname, '../.tmp/shots');
const NDA = `Mutual non-disclosure agreement

1. Everything in this room is confidential information of Kopi Cloud Pte. Ltd.
2. You will use it only to evaluate an investment in the Series A, and share it only with your partners and advisers.
3. This agreement is governed by the laws of Singapore.`;
/** A phone's browser (a headless browser's own user agent is a bot's, whose visits are not counted). */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** A desktop browser for the founder, so their own preview would count if the server did not know them. */
const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// docs/product-rules.md, "Deal rooms": the whole walk, founder to investor and back. The converter's worker runs here.
describe('a deal room, from the template to an investor on a phone', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('the founder builds and shares one folder; the investor verifies, accepts, reads and is kept to that folder', async () => {
    const email = `e2e-roomwalk-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const deck = await generatedDeck(token);

    // The founder: a raise room from the template.
    const page = await signedInFounder(browser, email, { width: 1366, height: 900 }, DESKTOP_UA);
    await page.goto(`${GATEWAY_URL}/dashboard/rooms`);
    await page.getByLabel('Room name').fill('Kopi Cloud Series A');
    await page.getByRole('button', { name: 'Create room' }).click();
    const folder = (name: string) => page.locator('.room-folder').filter({ has: page.getByRole('heading', { name }) });
    const shared = folder('Fundraising documents');
    await shared.waitFor();

    // Four kinds of file, with the conversion's stage and percent on screen while it runs.
    await shared.locator('input[type=file]').setInputFiles([
      { name: 'Investor update.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(2) },
      { name: 'Term sheet.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await docxFixture('Series A term sheet') },
      { name: 'Financial model.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsxFixture() },
      { name: 'Board deck.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', buffer: await pptxFixture('Q3 board meeting') },
    ]);
    await shared.getByText(/(Waiting to convert|Checking|Converting|Counting pages|Rendering pages|Finishing) \d+%/).first().waitFor({ timeout: 60_000 });
    await shared.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'walk-converting-1366.png') });
    await folder('Financial & tax').locator('input[type=file]').setInputFiles({ name: 'Management accounts.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(1) });
    await waitFor(() => shared.locator('.room-doc__state--ok').count(), (n) => n === 4, 180_000, 'four converted documents');
    await folder('Financial & tax').getByText('1 page').waitFor({ timeout: 120_000 });

    // The generated deck, from "Add from Blueprint Vault", as a live document.
    await page.getByRole('button', { name: 'Add from Blueprint Vault' }).click();
    const outputs = page.getByRole('dialog', { name: 'Add a generated output' });
    await outputs.getByText(deck.title).click();
    await outputs.getByLabel('Folder').selectOption({ label: 'Fundraising documents' });
    await page.screenshot({ path: join(SHOTS, 'walk-add-output-1366.png') });
    await outputs.getByRole('button', { name: 'Add to folder' }).click();
    await outputs.getByRole('status').filter({ hasText: 'It updates whenever you save the output.' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'walk-add-output-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await outputs.getByRole('button', { name: /close/i }).first().click();
    await shared.getByText(/^Live · version \d+$/).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shared.getByText(/^Live · version \d+$/).scrollIntoViewIfNeeded();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'walk-editor-live-deck-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });

    // One folder for the lead investor, view-only, behind a verified e-mail and the NDA.
    await page.getByRole('button', { name: 'Share room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Room links' });
    await dialog.getByLabel('Who is it for?').fill('Lead investor');
    await dialog.getByText('Only the folders I choose').click();
    await dialog.getByRole('checkbox', { name: /Fundraising documents/ }).check();
    expect(await dialog.getByLabel('Permission for Fundraising documents').inputValue()).toBe('view');
    await dialog.getByText('Require a verified e-mail').click();
    await dialog.getByLabel('Only these addresses or domains').fill('@harbourvc.sg');
    await dialog.getByText('Ask visitors to accept an agreement').click();
    await dialog.getByLabel('Agreement text').fill(NDA);
    await page.screenshot({ path: join(SHOTS, 'walk-group-form-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsViewport(page)).toBe(true);
    await dialog.getByLabel('Permission for Fundraising documents').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'walk-group-form-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Create link and copy it' }).click();
    const url = (await dialog.getByLabel('Link for Lead investor').inputValue()).replace(/^https?:\/\/[^/]+/, GATEWAY_URL);
    await dialog.getByText('Fundraising documents (view only)').waitFor();

    // The investor, in a fresh browser on a phone.
    const investor = await browser.newContext(PHONE);
    const reader = await investor.newPage();
    const who = 'mei.tan@harbourvc.sg';
    await reader.goto(url);
    await reader.getByRole('heading', { name: 'Confirm your e-mail to enter' }).waitFor();
    await reader.getByLabel('E-mail address').fill(who);
    await reader.getByRole('button', { name: 'Send code' }).click();
    await reader.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const code = /Code: (\d{6})/.exec(await mailTo(db, who, /Code: \d{6}/))![1];
    await reader.getByLabel('Code').fill(code);
    await reader.getByRole('button', { name: 'View' }).click();
    await reader.getByRole('heading', { name: 'Confidentiality agreement' }).waitFor();
    await reader.getByText(`Signing as ${who}`).waitFor();
    await reader.getByText('Mutual non-disclosure agreement').waitFor();
    await reader.screenshot({ path: join(SHOTS, 'walk-investor-nda-390.png') });
    await reader.getByLabel('Your full name').fill('Mei Tan');
    await reader.getByText('I have read the agreement and I agree to its terms.').click();
    await reader.getByRole('button', { name: 'I agree — open the room' }).click();

    await reader.getByRole('heading', { name: 'Kopi Cloud Series A', level: 1 }).waitFor();
    await reader.getByRole('heading', { name: 'Fundraising documents' }).waitFor();
    expect(await reader.getByRole('heading', { name: 'Financial & tax' }).count()).toBe(0);
    expect(await reader.getByText('Management accounts.pdf').count()).toBe(0);
    for (const name of ['Investor update.pdf', 'Term sheet.docx', 'Financial model.xlsx', 'Board deck.pptx', deck.title]) await reader.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    expect(await reader.getByText('Download allowed').count()).toBe(0);
    expect(await fitsViewport(reader)).toBe(true);
    await reader.screenshot({ path: join(SHOTS, 'walk-investor-index-390.png'), fullPage: true });

    // Reads a converted Word file, view-only (one page: no pager, no thumbnails).
    await reader.getByRole('link', { name: /Term sheet\.docx/ }).click();
    const image = reader.getByRole('img', { name: /page 1 of/ });
    await image.waitFor();
    await waitFor(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (w) => w > 0, 15_000, 'the first page image');
    expect(await reader.getByRole('button', { name: 'Download' }).count()).toBe(0);
    const grant = await reader.evaluate((t) => JSON.parse(sessionStorage.getItem(`bv.shareGrant.${t}`) ?? '{}').grant as string, url.split('/shared/')[1].split('/')[0]);
    const documentPath = new URL(reader.url()).pathname;
    const refused = await reader.evaluate(async ([path, g]) => (await fetch(`/api/v1${path.replace('/room/documents/', '/room/documents/')}/download`, { headers: { 'x-share-grant': g } })).status, [documentPath.replace(/^\/shared/, '/shared'), grant] as const);
    expect(refused).toBe(403);
    await reader.screenshot({ path: join(SHOTS, 'walk-investor-document-390.png') });

    // Opens the generated deck in the share viewer's renderer.
    await reader.goBack();
    await reader.getByRole('link', { name: new RegExp(deck.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await reader.getByRole('region', { name: 'Slides' }).waitFor();
    await reader.getByText('Latest version').waitFor();
    await reader.getByLabel(/^Slide 1 of \d+$/).waitFor();
    expect(await fitsViewport(reader)).toBe(true);
    await reader.screenshot({ path: join(SHOTS, 'walk-investor-deck-390.png') });

    // The other folder's document, asked for by address, is not there.
    const { rows } = await db.query<{ id: string }>("SELECT id FROM sharing.room_documents WHERE name = 'Management accounts.pdf'");
    await reader.goto(url.replace(/\/room$/, `/room/documents/${rows[0].id}`));
    await reader.getByRole('heading', { name: 'Document not found' }).waitFor();
    await investor.close();

    // The founder sees the acceptance in the log.
    await page.reload();
    await page.getByRole('button', { name: 'Share room' }).click();
    await dialog.getByText(/^1 visit · last /).waitFor();
    await dialog.getByRole('button', { name: 'Acceptances (1)' }).click();
    await dialog.getByText('Mei Tan').waitFor();
    await dialog.getByText(`· ${who}`).waitFor();
    await dialog.getByText('Mei Tan').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'walk-acceptances-1366.png') });

    // "Preview as investor" opens the link with the founder's session: their own visit is not counted.
    await dialog.getByLabel('Who is it for?').fill('Preview check');
    await dialog.getByRole('button', { name: 'Create link and copy it' }).click();
    const [preview] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'Preview as investor' }).click()]);
    await preview.getByRole('heading', { name: 'Kopi Cloud Series A', level: 1 }).waitFor();
    await preview.getByRole('link', { name: /Investor update\.pdf/ }).click();
    await preview.getByText('Page 1 of 2').waitFor();
    await preview.close();
    await page.reload();
    await page.getByRole('button', { name: 'Share room' }).click();
    await dialog.locator('.room-link-row').filter({ hasText: 'Preview check' }).getByText(/^0 visits$/).waitFor();
    await dialog.locator('.room-link-row').filter({ hasText: 'Lead investor' }).getByText(/^1 visit · last /).waitFor();
    await page.context().close();
  });
});
