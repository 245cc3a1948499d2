import type { Browser, Locator, Page } from 'playwright-core';
import type { Client } from 'pg';
import { LITE_QUESTIONS, liteScoreLabel, type ToolType } from '@bv/domain';
import { waitFor } from '@bv/testing';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(120_000);

/** Answers the five questions with options worth these points, as a visitor clicking them would. */
async function takeLiteAssessment(section: Locator, toolType: ToolType, visitor: { name: string; email: string }, points: number[]) {
  await section.getByLabel('Your name').fill(visitor.name);
  await section.getByLabel('Email').fill(visitor.email);
  await section.getByRole('button', { name: 'Start Assessment' }).click();
  const questions = LITE_QUESTIONS[toolType];
  for (const [i, question] of questions.entries()) {
    await section.getByText(`Step ${i + 2} of 7`).waitFor();
    const next = section.getByRole('button', { name: i === questions.length - 1 ? 'Get Results' : 'Next' });
    expect(await next.isDisabled()).toBe(true);
    const option = question.options.find((o) => o.points === points[i])!;
    await section.getByRole('radio', { name: option.text }).check();
    await next.click();
  }
}

async function waitForRow<T>(db: Client, sql: string, params: unknown[], timeoutMs = 20_000): Promise<T> {
  const rows = await waitFor(async () => (await db.query(sql, params)).rows, (found) => found.length > 0, timeoutMs, `a row for: ${sql} ${JSON.stringify(params)}`);
  return rows[0] as T;
}

describe('a new visitor takes both free Lite assessments', () => {
  let browser: Browser;
  let page: Page;
  let db: Client;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    await closeBrowserAndDatabase(browser, db);
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  });
  afterEach(() => page?.close());

  const cases: Array<{ toolType: ToolType; path: string; sectionId: string; points: number[]; score: number }> = [
    { toolType: 'exitcheck', path: '/', sectionId: '#exitcheck-lite', points: [10, 10, 5, 5, 2], score: 32 },
    { toolType: 'pitchprep', path: '/pitchprep', sectionId: '#pitchprep-lite', points: [10, 10, 10, 10, 2], score: 42 },
  ];

  for (const c of cases) {
    it(`${c.toolType}: sees score and label, and the server recorded it and mailed the result`, async () => {
      const visitor = { name: 'Mei Lin Tan', email: `e2e-${c.toolType}-${run}@example.sg` };
      const label = liteScoreLabel(c.toolType, c.score);
      await page.goto(`${GATEWAY_URL}${c.path}`);
      const section = page.locator(c.sectionId);
      await takeLiteAssessment(section, c.toolType, visitor, c.points);

      const toast = section.getByText('Assessment Complete!').or(page.getByText('Assessment Complete!')).first();
      await toast.waitFor();
      await expect(section.locator('.score-summary__value').innerText()).resolves.toBe(String(c.score));
      await expect(section.locator('.score-summary .badge').innerText()).resolves.toBe(label);
      // The toast only confirms what the page shows: it covers neither the score nor the offer, and goes.
      const toastBox = (await toast.locator('xpath=ancestor::li').boundingBox())!;
      for (const covered of ['.score-summary', '.offer-teaser']) {
        const box = (await section.locator(covered).boundingBox())!;
        expect(toastBox.y >= box.y + box.height || toastBox.y + toastBox.height <= box.y).toBe(true);
      }
      await toast.waitFor({ state: 'detached', timeout: 4_000 });
      // One primary action (the offer); no button that never works.
      expect(await section.locator('.lite-results button:disabled').count()).toBe(0);

      const row = await waitForRow<{ score: number; score_label: string; tool_type: string }>(
        db,
        'SELECT score, score_label, tool_type FROM assessments.lite_assessments WHERE user_email = $1',
        [visitor.email],
      );
      expect(row).toEqual({ score: c.score, score_label: label, tool_type: c.toolType });
      const lead = await waitForRow<{ name: string }>(db, 'SELECT name FROM assessments.lite_assessment_leads WHERE email = $1', [visitor.email]);
      expect(lead.name).toBe(visitor.name);

      const mail = await waitForRow<{ subject: string; text_body: string }>(db, 'SELECT subject, text_body FROM notifications.mailbox WHERE to_address = $1', [visitor.email]);
      expect(mail.subject).toContain(`${c.score}/50`);
      expect(mail.subject).toContain(label);
      expect(mail.text_body).toContain(visitor.name);
      const log = await waitForRow<{ status: string; template_id: string }>(
        db,
        "SELECT status, template_id FROM notifications.email_automation_logs WHERE user_email = $1 AND status = 'sent'",
        [visitor.email],
      );
      expect(log.template_id).toBe(c.score >= 35 ? 'high_score' : 'assessment_completion');
    });
  }

  it('an anonymous visit to /dashboard lands on /auth with returnTo', async () => {
    await page.goto(`${GATEWAY_URL}/dashboard`);
    await page.waitForURL(/\/auth\?/);
    expect(new URL(page.url()).search).toBe('?returnTo=%2Fdashboard');
  });
});
