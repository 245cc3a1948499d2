import { mkdir, readFile } from 'node:fs/promises';
import { CURRENT_PRO_QUESTION_BANK, rankProGaps, scoreProAssessment, type ProQuestion } from '@bv/domain';
import { waitFor } from '@bv/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(240_000);

const PASSWORD = 'harbour lights over marina bay';

/** A verified account, signed in through the API; returns its bearer token. */
async function verifiedMember(db: Client, name: string, email: string): Promise<string> {
  await api('POST', '/auth/sign-up', { name, email, password: PASSWORD });
  await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  const session = await api<{ kind: string; accessToken: string }>('POST', '/auth/sign-in', { email, password: PASSWORD });
  if (session.kind !== 'session') throw new Error(`Sign-in for ${email} did not give a session`);
  return session.accessToken;
}

/** Buys Pro Vault in the sandbox and waits until the entitlement reaches the assessments service. */
async function buyProVault(token: string): Promise<void> {
  const { url } = await api<{ url: string }>('POST', '/billing/checkout', { planType: 'pro', paymentType: 'one_time' }, token);
  const ref = url.split('/').pop();
  await api('POST', `/billing/sandbox/sessions/${ref}/pay`);
  await waitFor(() => api<{ allowed: boolean }>('GET', '/exitcheck/access', undefined, token), (access) => access.allowed, 30_000, 'ExitCheck Pro access after paying');
}

async function signInInBrowser(page: Page, email: string): Promise<void> {
  await page.goto(`${GATEWAY_URL}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

const QUESTIONS: ProQuestion[] = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);
const questionHeading = (page: Page, q: ProQuestion) => page.getByRole('heading', { level: 2, name: q.question, exact: true });
const radio = (page: Page, q: ProQuestion, optionIndex: number) => page.getByRole('radio', { name: q.options[optionIndex].text, exact: true });

describe('ExitCheck Pro in the browser', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('a Pro Vault member completes the audit (resuming after a reload, stepping back across a category), gets the report and the PDF', async () => {
    const email = `e2e-exitcheck-${Date.now().toString(36)}@example.sg`;
    const token = await verifiedMember(db, 'Siti Rahman', email);
    await buyProVault(token);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    await signInInBrowser(page, email);
    await page.goto(`${GATEWAY_URL}/exitcheck`);

    // The profile is prefilled from the account.
    await page.getByRole('heading', { name: 'Your business profile' }).waitFor();
    // The account's name and e-mail are not asked again; Start is in reach on the first screen of a phone.
    await page.getByText(`Report for Siti Rahman · ${email}`).waitFor();
    expect(await page.getByLabel('Your name').count()).toBe(0);
    const startBox = await page.getByRole('button', { name: 'Start Assessment' }).boundingBox();
    expect(startBox && startBox.y + startBox.height).toBeLessThanOrEqual(844);
    await page.getByLabel(/^Company/).fill('Straits Components Pte. Ltd.');
    await page.getByLabel(/^Annual revenue/).fill('S$5–10M');
    await page.getByLabel(/^Industry/).fill('Manufacturing');
    await page.getByRole('button', { name: 'Start Assessment' }).click();

    const chosen = new Map<string, number>();
    const answer = async (i: number, optionIndex: number) => {
      const q = QUESTIONS[i];
      await radio(page, q, optionIndex).check();
      chosen.set(q.id, optionIndex);
      await page.getByRole('button', { name: i === QUESTIONS.length - 1 ? 'Get Results' : 'Next' }).click();
    };

    for (let i = 0; i < QUESTIONS.length; i++) {
      const q = QUESTIONS[i];
      await questionHeading(page, q).waitFor();
      await page.getByText(`Question ${i + 1} of 45`).waitFor();
      // Focus moves to the question heading on each step.
      expect(await page.locator('h2:focus').innerText()).toBe(q.question);

      if (i === 3) {
        // Progress lives on the server: a reload resumes at the next unanswered question.
        await page.reload();
        await questionHeading(page, q).waitFor();
      }
      if (i === 5) {
        // First question of the second category: Previous goes back to the first category's last
        // question, with its answer still chosen; answer it again and go on.
        const step = page.getByRole('navigation', { name: 'Assessment categories' }).locator('[aria-current="step"]');
        expect(await step.innerText()).toContain(CURRENT_PRO_QUESTION_BANK.categories[1].title);
        await page.getByRole('button', { name: 'Previous' }).click();
        const prior = QUESTIONS[4];
        await questionHeading(page, prior).waitFor();
        expect(await step.innerText()).toContain(CURRENT_PRO_QUESTION_BANK.categories[0].title);
        expect(await radio(page, prior, chosen.get(prior.id)!).isChecked()).toBe(true);
        await answer(4, prior.options.length - 1);
        await questionHeading(page, q).waitFor();
      }
      await answer(i, (i * 3) % q.options.length);
    }

    const expected = scoreProAssessment(
      QUESTIONS.map((q) => ({ categoryId: q.categoryId, questionId: q.id, score: q.options[chosen.get(q.id)!].score })),
    );
    await page.getByRole('heading', { name: `Exit readiness: ${expected.level}` }).waitFor();
    expect(page.url()).toMatch(/\/exitcheck\?result=[0-9a-f-]{36}$/);
    expect(await page.locator('.score-summary__value').innerText()).toBe(String(expected.total));
    // On a phone the sections after "What to do first" start folded; each opens with one tap.
    const categoriesFold = page.locator('summary', { hasText: 'Your nine categories' });
    expect(await page.getByRole('figure').count()).toBe(0);
    await categoriesFold.click();
    expect(await page.getByRole('figure').getByRole('listitem').count()).toBe(9);
    // The gaps a founder reads are the PDF's: the three that cost the most (weight × gap), and what to
    // do first starts on each of them, in the same order.
    const costliest = rankProGaps(expected.categoryScores).slice(0, 3).map((g) => g.title);
    const gaps = page.getByRole('region', { name: /gaps? that costs? the most/ });
    expect(await gaps.locator('.pro-gap__title').allInnerTexts()).toEqual(costliest);
    expect(await page.getByRole('region', { name: 'What to do first' }).locator('.pro-step__tag').allInnerTexts()).toEqual(costliest);
    // The questions a buyer will ask come from the answers below 8/10, the likeliest open, and fit a phone.
    await page.locator('summary', { hasText: 'Questions a buyer will ask' }).press('Enter');
    const asked = page.getByRole('region', { name: 'Questions a buyer will ask' });
    expect(await asked.locator('details[open]').count()).toBe(1);
    expect(await asked.locator('.buyer-question__draft').first().innerText()).toMatch(/^Where we are today: /);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mkdir('.tmp/tour', { recursive: true });
    await asked.screenshot({ path: '.tmp/tour/founder-buyer-questions-390.png' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await asked.screenshot({ path: '.tmp/tour/founder-buyer-questions-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    // The send-to-automation form waits, closed, at the end.
    const tools = page.locator('details', { hasText: 'Send results to your tools' });
    expect(await tools.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await tools.evaluate((d) => d === d.parentElement?.lastElementChild)).toBe(true);
    expect(await page.getByLabel('Webhook URL').isVisible()).toBe(false);

    // No OpenAI key in the browser-test platform: the deterministic writer answers.
    await page.getByRole('button', { name: 'Generate AI Report' }).click();
    const ai = Boolean(process.env.OPENAI_API_KEY);
    await page.getByText(ai ? 'Your AI-written report is ready.' : 'Your report is ready: written from your answers and your category scores.').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Your exit-readiness report' }).waitFor();
    expect(await page.getByRole('region', { name: 'Your exit-readiness report' }).getByRole('row').count()).toBeGreaterThan(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The dashboard lists it and links back to the same results.
    await page.goto(`${GATEWAY_URL}/dashboard`);
    const history = page.getByRole('region', { name: 'Your ExitCheck Pro assessments' });
    const link = history.getByRole('link', { name: /View results/ });
    await link.waitFor();
    expect(await link.innerText()).toContain(String(expected.total));
    await link.click();
    await page.getByRole('heading', { name: `Exit readiness: ${expected.level}` }).waitFor();
    await page.getByRole('heading', { name: 'Your exit-readiness report' }).waitFor();

    // From "What to do first" to a plan for a date nine months out: tick the first task, the projection moves; the calendar downloads.
    await page.getByRole('link', { name: 'Plan every fix to your exit date' }).click();
    await page.getByRole('heading', { name: 'When do you want to be ready?' }).waitFor();
    await page.getByRole('button', { name: 'Make my plan' }).click();
    await page.getByRole('heading', { name: /^Target exit date: / }).waitFor();
    const projected = page.locator('.exit-plan__scores dd').nth(1);
    const before = parseInt(await projected.innerText(), 10);
    const tasks = page.locator('.plan-task');
    expect(await tasks.count()).toBeGreaterThan(10);
    // A controlled checkbox: it shows ticked once the optimistic update lands, a moment after the click.
    await tasks.first().getByRole('checkbox').click();
    await page.waitForFunction(() => (document.querySelector('.plan-task input') as HTMLInputElement | null)?.checked === true);
    await page.waitForFunction((was) => parseInt(document.querySelectorAll('.exit-plan__scores dd')[1]?.textContent ?? '', 10) > was, before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/tour/founder-exit-plan-390.png', fullPage: false });
    const [calendar] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
    expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
    expect((await readFile((await calendar.path())!, 'utf8')).startsWith('BEGIN:VCALENDAR')).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/tour/founder-exit-plan-1366.png', fullPage: false });
  });

  it('a member without an entitlement is shown the plans and sent to pricing', async () => {
    const email = `e2e-exitcheck-none-${Date.now().toString(36)}@example.sg`;
    await verifiedMember(db, 'Arjun Nair', email);

    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await signInInBrowser(page, email);
    await page.goto(`${GATEWAY_URL}/exitcheck`);

    await page.getByText('ExitCheck Pro is part of Starter (ExitCheck), Pro Vault and the Founder plans.').waitFor();
    expect(await page.getByRole('button', { name: 'Start Assessment' }).count()).toBe(0);
    await page.getByRole('link', { name: 'See plans and pricing' }).click();
    await page.waitForURL(/\/#pricing$/);
    await page.locator('#pricing').waitFor();
  });

  it('re-tests chart the score over time, overall and per category, on the dashboard and beside what moved', async () => {
    const email = `e2e-exitcheck-trend-${Date.now().toString(36)}@example.sg`;
    const token = await verifiedMember(db, 'Nur Aisyah', email);
    await buyProVault(token);
    // Three audits, each answered one mark higher, dated three months apart (as re-tests would be).
    const userInfo = { name: 'Nur Aisyah', email, company: 'Tampines Precision Pte. Ltd.', revenue: 'S$5–10M', industry: 'Manufacturing', phone: '' };
    const totals: number[] = [];
    for (const [round, monthsAgo] of [6, 3, 0].entries()) {
      const { id } = await api<{ id: string }>('POST', '/exitcheck/assessments', { userInfo }, token);
      for (const q of QUESTIONS) {
        await api('PUT', `/exitcheck/assessments/${id}/responses`, { questionId: q.id, optionId: q.options[Math.min(round + (q.id.endsWith('_1') ? 1 : 0), q.options.length - 1)].id }, token);
      }
      totals.push((await api<{ totalScore: number }>('POST', `/exitcheck/assessments/${id}/complete`, undefined, token)).totalScore);
      await db.query(`UPDATE assessments.pro_assessments SET completed_at = now() - make_interval(months => $2) WHERE id = $1`, [id, monthsAgo]);
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInInBrowser(page, email);
    await page.goto(`${GATEWAY_URL}/dashboard`);
    const trend = page.getByRole('region', { name: 'Your progress' });
    await trend.getByText(`Up ${totals[2] - totals[0]} points since your first assessment (${totals[0]} → ${totals[2]} out of 100), across 3 assessments.`).waitFor();
    // Drawn at the phone's width: three points, the latest labelled, nothing wider than the screen.
    expect(await trend.locator('svg circle').count()).toBe(3);
    expect(await trend.locator('.score-trend__value').last().textContent()).toBe(String(totals[2]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mkdir('.tmp/tour', { recursive: true });
    await trend.screenshot({ path: '.tmp/tour/founder-score-trend-390.png' });

    // One category: its own scale and line.
    await trend.getByLabel('Show').selectOption({ label: 'Financial Reporting' });
    await trend.getByText(/^Up [\d.]+ since your first assessment \([\d.]+ → [\d.]+ out of 10\), across 3 assessments\.$/).waitFor();
    expect(await trend.locator('.score-trend__grid text').last().textContent()).toBe('10');
    await page.setViewportSize({ width: 1366, height: 900 });
    await trend.screenshot({ path: '.tmp/tour/founder-score-trend-1366.png' });
    await page.screenshot({ path: '.tmp/tour/founder-dashboard-1366.png', fullPage: true });

    // The latest result charts the same progress beside what moved.
    await page.getByRole('link', { name: /View results/ }).first().click();
    const moved = page.getByRole('region', { name: 'What moved since your last assessment' });
    await moved.getByRole('region', { name: 'Your score over time' }).getByText(`(${totals[0]} → ${totals[2]} out of 100)`, { exact: false }).waitFor();
    await moved.screenshot({ path: '.tmp/tour/founder-result-trend-1366.png' });
    await page.screenshot({ path: '.tmp/tour/founder-result-1366.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await moved.getByRole('region', { name: 'Your score over time' }).locator('svg').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.tmp/tour/founder-result-390.png', fullPage: true });
  });
});
