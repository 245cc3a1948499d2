import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import type { Room } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK } from '@bv/domain';
import { pdfFixture, xlsxFixture } from '../libs/conversion/test/fixtures';
import { api } from './api';
import { generatedDeck } from './founder-outputs';
import { GATEWAY_URL } from './harness';
import { roomFounder, signedInFounder, withRoomSuite } from './room-fixtures';

jest.setTimeout(300_000);

const SHOTS = process.env.EVIDENCE_SHOTS_DIR ?? '.tmp/evidence';
const QUESTIONS = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);

/** A completed ExitCheck Pro assessment, answered with each question's middle option. */
async function completedPro(token: string, email: string): Promise<string> {
  const userInfo = { name: 'Farah Ismail', email, company: 'Lion City Logistics Pte. Ltd.', revenue: 'S$1–5M', industry: 'Logistics', phone: '' };
  const { id } = await api<{ id: string }>('POST', '/exitcheck/assessments', { userInfo }, token);
  for (const q of QUESTIONS) await api('PUT', `/exitcheck/assessments/${id}/responses`, { questionId: q.id, optionId: q.options[Math.floor(q.options.length / 2)].id }, token);
  await api('POST', `/exitcheck/assessments/${id}/complete`, undefined, token);
  return id;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// Evidence-linked readiness (docs/product-rules.md, "Evidence-linked readiness"): the founder links
// a converted document from the room editor and another open tab (the Pro result) moves live.
describe('checklist evidence in a deal room', () => {
  let browser: Browser;
  let db: Client;
  withRoomSuite((opened) => ({ browser, db } = opened), SHOTS);

  it('links a suggested document, and the Pro result open in another tab rises without a reload', async () => {
    const email = `e2e-evidence-${Date.now().toString(36)}@example.sg`;
    const token = await roomFounder(db, email);
    await generatedDeck(token); // the exit outputs, with the exit data-room checklist
    const resultId = await completedPro(token, email);
    const room = await api<Room>('POST', '/rooms', { name: 'Lion City exit', purpose: 'exit', description: '', fromTemplate: true }, token);

    const page = await signedInFounder(browser, email);
    await page.goto(`${GATEWAY_URL}/dashboard/rooms/${room.id}`);
    const financial = page.locator('.room-folder').filter({ has: page.getByRole('heading', { name: 'Financial & tax' }) });
    await financial.locator('input[type=file]').setInputFiles([
      { name: 'Audited FS FY2024.pdf', mimeType: 'application/pdf', buffer: await pdfFixture(2) },
      { name: 'Management accounts Q3.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsxFixture() },
    ]);
    await financial.getByText('2 pages').waitFor({ timeout: 120_000 });
    await financial.getByText(/^\d+ pages?$/).nth(1).waitFor({ timeout: 120_000 });

    const panel = page.getByRole('region', { name: 'Checklist evidence' });
    await panel.locator('.evidence-figure--evidenced strong', { hasText: /^0%$/ }).waitFor();

    // The Pro result in a second tab of the same founder.
    const other = await page.context().newPage();
    await other.goto(`${GATEWAY_URL}/exitcheck?result=${resultId}`);
    const proEvidence = other.getByRole('region', { name: 'Declared and evidenced' });
    const financialRow = proEvidence.getByRole('listitem', { name: /^Financial Reporting: your answers \d+%, evidenced 0%$/ });
    await financialRow.waitFor();

    // Keyboard: the category opens with Enter, the suggestion links with one press.
    const category = panel.locator('summary', { hasText: 'Financial & tax' });
    await category.focus();
    await page.keyboard.press('Enter');
    const suggestion = panel.getByRole('button', { name: 'Link Audited FS FY2024.pdf to Financial statements (SFRS)' });
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Unlink Audited FS FY2024.pdf from Financial statements (SFRS)' }).waitFor();
    const figure = Number((await panel.locator('.evidence-figure--evidenced strong').textContent())?.replace('%', ''));
    expect(figure).toBeGreaterThan(0);

    // Pushed over socket.io to the other tab: no reload.
    await proEvidence.getByRole('listitem', { name: /^Financial Reporting: your answers \d+%, evidenced [1-9]\d*%$/ }).waitFor({ timeout: 20_000 });

    // Pick any document for another item.
    await panel.getByRole('combobox', { name: 'Choose a document for Management accounts' }).selectOption({ label: 'Management accounts Q3.xlsx' });
    await panel.getByRole('button', { name: 'Unlink Management accounts Q3.xlsx from Management accounts' }).waitFor();

    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await other.setViewportSize({ width, height });
      expect(await noSideScroll(page)).toBe(true);
      expect(await noSideScroll(other)).toBe(true);
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${SHOTS}/evidence-panel-${width}.png` });
      await proEvidence.scrollIntoViewIfNeeded();
      await proEvidence.screenshot({ path: `${SHOTS}/pro-declared-evidenced-${width}.png` });
    }

    // The checklist's own declared beside evidenced.
    const outputs = await api<{ outputs: { id: string; outputType: string; track: string }[] }>('GET', '/pitchprep/outputs', undefined, token);
    const checklist = outputs.outputs.find((o) => o.outputType === 'data_room_checklist' && o.track === 'exit');
    await other.goto(`${GATEWAY_URL}/pitchprep/outputs/${checklist?.id}?tab=edit`);
    const checklistEvidence = other.getByRole('region', { name: 'Declared and evidenced' });
    await checklistEvidence.getByRole('listitem', { name: /^Financial & tax: ticked in the checklist \d+%, evidenced [1-9]\d*%$/ }).waitFor();
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      await other.setViewportSize({ width, height });
      await checklistEvidence.scrollIntoViewIfNeeded();
      await checklistEvidence.screenshot({ path: `${SHOTS}/checklist-declared-evidenced-${width}.png` });
    }

    // Unlinking lowers it again.
    await page.setViewportSize({ width: 1366, height: 900 });
    await panel.getByRole('button', { name: 'Unlink Audited FS FY2024.pdf from Financial statements (SFRS)' }).click();
    await panel.getByRole('button', { name: 'Link Audited FS FY2024.pdf to Financial statements (SFRS)' }).waitFor();
    await page.context().close();
  });
});
