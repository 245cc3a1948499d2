import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import type { OwnerRoomLink } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK } from '@bv/domain';
import { waitFor } from '@bv/testing';
import { api } from './api';
import { GATEWAY_URL } from './harness';
import { roomFounder, roomWithFolders, signedInFounder, withRoomSuite } from './room-fixtures';

jest.setTimeout(300_000);

const SHOTS = join(__dirname, '../.tmp/roomreport');
const QUESTIONS = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A completed ExitCheck Pro audit, every question answered with the option at `at` (0 lowest … 1 highest) of its options by score. */
async function completedPro(token: string, email: string, at: number): Promise<{ id: string; totalScore: number }> {
  const userInfo = { name: 'Farah Ismail', email, company: 'Lion City Logistics Pte. Ltd.', revenue: 'S$1–5M', industry: 'Logistics', phone: '' };
  const { id } = await api<{ id: string }>('POST', '/exitcheck/assessments', { userInfo }, token);
  for (const q of QUESTIONS) {
    const options = [...q.options].sort((a, b) => a.score - b.score);
    await api('PUT', `/exitcheck/assessments/${id}/responses`, { questionId: q.id, optionId: options[Math.round(at * (options.length - 1))].id }, token);
  }
  return api<{ id: string; totalScore: number }>('POST', `/exitcheck/assessments/${id}/complete`, undefined, token);
}

const fitsViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// docs/product-rules.md, "Deal rooms": the ExitCheck Pro report as a live document, from the
// founder's "Add from Blueprint Vault" to an investor's phone. The converter's worker runs here.
describe('the ExitCheck Pro report in a deal room', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('the founder adds their latest audit by keyboard, an investor reads its pages, and a newer audit refreshes it', async () => {
    const email = `e2e-roomreport-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    const room = await roomWithFolders(token, { name: 'Lion City exit', purpose: 'exit', description: 'For the buyers we met in Singapore' }, [
      { name: 'Readiness', description: 'Where the business stands' },
      { name: 'Financials', description: 'Audited accounts' },
    ]);

    const page = await signedInFounder(browser, email, { width: 1366, height: 900 }, DESKTOP_UA);
    await page.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    await page.getByRole('heading', { name: 'Readiness' }).waitFor();

    // No audit yet: the panel says why the report cannot be added.
    await page.getByRole('button', { name: 'Add from Blueprint Vault' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a generated output' });
    await drawer.getByText('No completed ExitCheck Pro audit yet. Its report can be added once you complete one.').waitFor();
    await drawer.getByRole('link', { name: 'Go to ExitCheck Pro' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'add-panel-no-audit-1366.png') });
    await drawer.getByRole('button', { name: /close/i }).first().click();

    const first = await completedPro(token, email, 0.25);
    await page.getByRole('button', { name: 'Add from Blueprint Vault' }).click();
    const report = drawer.getByRole('radio', { name: new RegExp(`ExitCheck Pro report Audit of .* · ${first.totalScore}/100`) });
    await report.waitFor();
    // Keyboard: the report is chosen with Space, the folder with the arrow keys, added with Enter.
    await report.focus();
    await page.keyboard.press('Space');
    expect(await report.isChecked()).toBe(true);
    await drawer.getByLabel('Folder').selectOption({ label: 'Readiness' });
    await page.screenshot({ path: join(SHOTS, 'add-panel-report-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'add-panel-report-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await drawer.getByRole('button', { name: 'Add to folder' }).focus();
    await page.keyboard.press('Enter');
    await drawer.getByRole('status').filter({ hasText: 'Your ExitCheck report is in Readiness.' }).waitFor();
    // One report per room: the panel now says where it is.
    await drawer.getByText('Already in Readiness. A room holds one report; it follows your latest audit.').waitFor();
    await drawer.getByRole('button', { name: /close/i }).first().click();

    const readiness = page.locator('.room-folder').filter({ has: page.getByRole('heading', { name: 'Readiness' }) });
    await readiness.getByText(new RegExp(`^Shows your audit of .* · ${first.totalScore}/100`)).waitFor();
    await readiness.getByText(/^\d+ pages$/).waitFor({ timeout: 120_000 });

    // The investor, on a phone, through a link for all folders.
    const link = await api<OwnerRoomLink>('POST', `/rooms/${room.id}/links`, { title: 'Buyer A — Tan Holdings' }, token);
    const investor = await browser.newContext(PHONE);
    const reader = await investor.newPage();
    await reader.goto(`${GATEWAY_URL}/shared/${link.token}/room`);
    await reader.getByRole('heading', { name: 'Lion City exit', level: 1 }).waitFor();
    const entry = reader.getByRole('link', { name: /ExitCheck Pro report/ });
    await entry.waitFor();
    await reader.getByText(/^ExitCheck report · \d+ pages · Updated /).waitFor();
    expect(await fitsViewport(reader)).toBe(true);
    await reader.screenshot({ path: join(SHOTS, 'investor-index-390.png'), fullPage: true });
    await entry.click();
    await reader.getByText(/^Page 1 of \d+$/).waitFor();
    const image = reader.getByRole('img', { name: /page 1 of/ });
    await waitFor(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (w) => w > 0, 15_000, 'the first page image');
    expect(await reader.getByRole('button', { name: 'Download' }).count()).toBe(0);
    expect(await fitsViewport(reader)).toBe(true);
    await reader.screenshot({ path: join(SHOTS, 'investor-report-390.png') });
    await reader.keyboard.press('ArrowRight');
    await reader.getByText(/^Page 2 of \d+$/).waitFor();
    await reader.setViewportSize({ width: 1366, height: 900 });
    await reader.keyboard.press('Home');
    await reader.getByText(/^Page 1 of \d+$/).waitFor();
    await waitFor(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (w) => w > 0, 15_000, 'the first page image again');
    await reader.screenshot({ path: join(SHOTS, 'investor-report-1366.png') });

    // A newer audit: the room's report follows it, and the editor says which audit it shows.
    const second = await completedPro(token, email, 1);
    expect(second.totalScore).toBeGreaterThan(first.totalScore);
    // The founder comes back to the room (as from the result's tab): it reads the room afresh.
    await waitFor(() => api<{ folders: { documents: { report?: { score: number } | null }[] }[] }>('GET', `/rooms/${room.id}`, undefined, token), (r) => r.folders.some((f) => f.documents.some((d) => d.report?.score === second.totalScore)), 60_000, 'the newer audit in the room');
    await page.reload();
    await readiness.getByText(new RegExp(`^Shows your audit of .* · ${second.totalScore}/100`)).waitFor({ timeout: 120_000 });
    await readiness.getByText(/^\d+ pages$/).waitFor({ timeout: 120_000 });
    await page.screenshot({ path: join(SHOTS, 'editor-report-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await readiness.scrollIntoViewIfNeeded();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'editor-report-390.png') });
    await reader.reload();
    await reader.getByText(/^Page 1 of \d+$/).waitFor();
    await investor.close();
    await page.context().close();
  });
});
