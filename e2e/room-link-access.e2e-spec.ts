/// <reference lib="dom" />
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { GATEWAY_URL } from './harness';
import { roomFounder, roomWithFolders, signedInFounder, withRoomSuite } from './room-fixtures';
import { mailTo } from './mailbox';

jest.setTimeout(240_000);

const SHOTS = join(__dirname, '../.tmp/shots');
const NDA = `Confidentiality agreement

1. Everything in this room — financial statements, contracts, customer data and the cap table — is confidential information of Kopi Cloud Pte. Ltd.
2. You will use it only to evaluate a possible acquisition, and will not share it with anyone outside your deal team and advisers.
3. You will delete or return it if no transaction follows.
4. This agreement is governed by the laws of Singapore.`;

const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// docs/product-rules.md, "Deal rooms": access rules. The converter's worker runs here, on the platform's queue prefix.
describe('a room link behind a verified e-mail, an NDA and a watermark', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('the investor verifies by code, accepts the NDA and reads a watermarked page; the founder sees the acceptance', async () => {
    const email = `e2e-roomaccess-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const room = await roomWithFolders(token, { name: 'Kopi Cloud exit', purpose: 'exit', description: 'Accounts, contracts and the cap table for the first look.' }, [{ name: 'Financials', description: 'Audited accounts' }]);

    const page = await signedInFounder(browser, email);
    const founder = page.context();
    await page.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    const folder = page.locator('.room-folder').filter({ has: page.getByRole('heading', { name: 'Financials' }) });
    await folder.locator('input[type=file]').setInputFiles({ name: 'Management accounts FY2025.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(2) });
    await folder.getByText('2 pages').waitFor({ timeout: 120_000 });

    await page.getByRole('button', { name: 'Share room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Room links' });
    await dialog.getByLabel('Who is it for?').fill('Buyer A — Tan Holdings');
    await dialog.getByText('Require a verified e-mail').click();
    await dialog.getByLabel('Only these addresses or domains').fill('@tanholdings.com');
    await dialog.getByText('Ask visitors to accept an agreement').click();
    await dialog.getByLabel('Agreement text').fill(NDA);
    await dialog.getByText('Watermark pages and downloaded PDFs').click();
    await page.screenshot({ path: join(SHOTS, 'room-access-form-1366.png') });
    await dialog.getByRole('button', { name: 'Create link and copy it' }).click();
    const url = (await dialog.getByLabel('Link for Buyer A — Tan Holdings').inputValue()).replace(/^https?:\/\/[^/]+/, GATEWAY_URL);
    await dialog.getByText('Verified e-mail (1 allowed) · NDA v1 · 0 accepted · Watermark').waitFor();

    for (const [width, height, who, name] of [
      [390, 844, 'wei.ling@tanholdings.com', 'Wei Ling Tan'],
      [1366, 900, 'marcus@tanholdings.com', 'Marcus Lee'],
    ] as const) {
      const investor = await browser.newContext({ viewport: { width, height } });
      const reader = await investor.newPage();
      await reader.goto(url);
      await reader.getByRole('heading', { name: 'Confirm your e-mail to enter' }).waitFor();
      expect(await reader.getByRole('heading', { name: 'Financials' }).count()).toBe(0);
      const address = reader.getByLabel('E-mail address');
      await address.fill('someone@gmail.com');
      await address.press('Enter');
      await reader.getByText('This link is for specific people. Use the e-mail address it was shared with.').waitFor();
      await address.fill(who);
      await reader.getByRole('button', { name: 'Send code' }).click();
      await reader.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      await reader.screenshot({ path: join(SHOTS, `room-access-code-${width}.png`) });
      const code = /Code: (\d{6})/.exec(await mailTo(db, who, /Code: \d{6}/))![1];
      await reader.getByLabel('Code').fill(code);
      await reader.getByRole('button', { name: 'View' }).click();

      await reader.getByRole('heading', { name: 'Confidentiality agreement' }).waitFor();
      await reader.getByText(`Signing as ${who}`).waitFor();
      expect(await fitsViewport(reader)).toBe(true);
      await reader.screenshot({ path: join(SHOTS, `room-access-nda-${width}.png`) });
      const open = reader.getByRole('button', { name: 'I agree — open the room' });
      expect(await open.isDisabled()).toBe(true);
      await reader.getByLabel('Your full name').fill(name);
      await reader.getByText('I have read the agreement and I agree to its terms.').click();
      await open.click();

      await reader.getByRole('heading', { name: 'Kopi Cloud exit', level: 1 }).waitFor();
      await reader.getByRole('link', { name: /Management accounts FY2025\.pdf/ }).click();
      await reader.getByText('Page 1 of 2').waitFor();
      const image = reader.getByRole('img', { name: /page 1 of 2/ });
      await waitFor(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (w) => w > 0, 15_000, 'the first page image');
      expect(await reader.getByTestId('page-watermark').first().textContent()).toContain(who);
      expect(await fitsViewport(reader)).toBe(true);
      await reader.screenshot({ path: join(SHOTS, `room-access-watermark-${width}.png`) });
      await investor.close();
    }

    // The founder's panel: the acceptances, newest first.
    await page.reload();
    await page.getByRole('button', { name: 'Share room' }).click();
    await dialog.getByRole('button', { name: 'Acceptances (2)' }).click();
    await dialog.getByText('Marcus Lee').waitFor();
    await dialog.getByText('Wei Ling Tan').waitFor();
    await dialog.getByText('· wei.ling@tanholdings.com').waitFor();
    await dialog.locator('.room-link-acceptances').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'room-access-acceptances-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.locator('.room-link-acceptances').scrollIntoViewIfNeeded();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'room-access-acceptances-390.png') });
    await founder.close();
  });
});
