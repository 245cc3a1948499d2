import type { ProDraft, ProResult } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK, LITE_QUESTIONS, type ToolType } from '@bv/domain';
import { waitFor } from '@bv/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { signInThroughPage, verifiedMember, type E2eAccount } from './accounts';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(120_000);

type Purchase = { planType: 'pro' | 'starter'; tool?: ToolType };

/** Pays a one-time plan in the sandbox; returns where the sandbox sends the buyer, once the tool is open to them. */
async function buy(account: E2eAccount, purchase: Purchase): Promise<string> {
  const { url } = await api<{ url: string }>('POST', '/billing/checkout', { ...purchase, paymentType: 'one_time' }, account.token);
  const { redirectUrl } = await api<{ redirectUrl: string }>('POST', `/billing/sandbox/sessions/${url.split('/').pop()}/pay`);
  const tool = purchase.tool ?? 'exitcheck';
  await waitFor(() => api<{ allowed: boolean }>('GET', `/${tool}/access`, undefined, account.token), (a) => a.allowed, 30_000, `${tool} access`);
  return redirectUrl;
}

const QUESTIONS = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);
const best = (q: (typeof QUESTIONS)[number]) => q.options.reduce((a, b) => (b.score > a.score ? b : a));
const worst = (q: (typeof QUESTIONS)[number]) => q.options.reduce((a, b) => (b.score < a.score ? b : a));

/** An audit through the API: a draft with `count` answers chosen by `pick`. */
async function auditDraft(account: E2eAccount, pick: typeof best, count = QUESTIONS.length): Promise<ProDraft> {
  const userInfo = { name: 'Wei Jie', email: account.email, company: 'Kallang Freight Pte. Ltd.', revenue: 'S$2–5M', industry: 'Logistics', phone: '' };
  let draft = await api<ProDraft>('POST', '/exitcheck/assessments', { userInfo }, account.token);
  for (const q of QUESTIONS.slice(0, count)) {
    draft = await api<ProDraft>('PUT', `/exitcheck/assessments/${draft.id}/responses`, { questionId: q.id, optionId: pick(q).id }, account.token);
  }
  return draft;
}

async function takeExitCheckLite(page: Page, name: string, email: string) {
  const lite = page.locator('#exitcheck-lite');
  await lite.getByLabel('Your name').fill(name);
  await lite.getByLabel('Email').fill(email);
  await lite.getByRole('button', { name: 'Start Assessment' }).click();
  for (const [i, question] of LITE_QUESTIONS.exitcheck.entries()) {
    await lite.getByText(`Step ${i + 2} of 7`).waitFor();
    await lite.getByRole('radio', { name: question.options[0].text }).check();
    await lite.getByRole('button', { name: i === LITE_QUESTIONS.exitcheck.length - 1 ? 'Get Results' : 'Next' }).click();
  }
  await lite.getByText(`Your results, ${name}`).waitFor();
}

describe('the pages follow the person and what they own', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];
  const newPage = async (width: number) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('a second ExitCheck Pro audit shows its own result, and a Pro Vault owner is not offered Pro Vault again', async () => {
    const member = await verifiedMember(db, 'repeat-audit');
    await buy(member, { planType: 'pro' });
    const first = await auditDraft(member, worst);
    const firstResult = await api<ProResult>('POST', `/exitcheck/assessments/${first.id}/complete`, undefined, member.token);
    // The second audit is resumed at its last question, as after a reload or from the dashboard.
    await auditDraft(member, best, QUESTIONS.length - 1);

    const page = await newPage(390);
    await signInThroughPage(page, member);
    await page.goto(`${GATEWAY_URL}/exitcheck`);
    const last = QUESTIONS[QUESTIONS.length - 1];
    await page.getByRole('radio', { name: best(last).text, exact: true }).check();
    await page.getByRole('button', { name: 'Get Results' }).click();
    await page.getByText('Your ExitCheck Pro score is 100 out of 100.').waitFor();
    await page.getByRole('heading', { name: 'Exit readiness: Excellent' }).waitFor();
    expect(await page.locator('.score-summary__value').innerText()).toBe('100');
    expect(page.url()).not.toContain(firstResult.id);
    // Still the new result a moment later: nothing swaps the older one back in.
    await page.waitForTimeout(500);
    expect(await page.locator('.score-summary__value').innerText()).toBe('100');

    await page.goto(`${GATEWAY_URL}/#pricing`);
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Pro Vault', exact: true }) });
    await card.getByText('You own Pro Vault').waitFor();
    expect(await card.getByRole('button', { name: 'Get Pro Vault' }).count()).toBe(0);
  });

  it("one person's Lite result is gone from the tab once they sign out and another signs in", async () => {
    const benjamin = await verifiedMember(db, 'lite-b', 'Benjamin Lee');
    const aisha = await verifiedMember(db, 'lite-a', 'Aisha Rahman');
    const page = await newPage(1366);
    await signInThroughPage(page, benjamin);
    await page.goto(`${GATEWAY_URL}/#exitcheck-lite`);
    await takeExitCheckLite(page, 'Benjamin Lee', benjamin.email);

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    const lite = page.locator('#exitcheck-lite');
    await lite.getByLabel('Your name').waitFor();
    expect(await lite.getByText('Benjamin Lee').count()).toBe(0);

    await signInThroughPage(page, aisha);
    await page.goto(`${GATEWAY_URL}/#exitcheck-lite`);
    await lite.getByLabel('Your name').waitFor();
    expect(await page.getByText('Benjamin Lee').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('bv.lite-result')))).toEqual([]);
  });

  it('next steps lead with the tool bought: ExitCheck after an ExitCheck Starter, never ExitCheck for a PitchPrep buyer', async () => {
    const exitBuyer = await verifiedMember(db, 'starter-exit');
    const successPath = await buy(exitBuyer, { planType: 'starter', tool: 'exitcheck' });
    const page = await newPage(1366);
    await signInThroughPage(page, exitBuyer);
    await page.goto(`${GATEWAY_URL}${successPath}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const primary = page.locator('.button-row .button--primary').first();
    await primary.waitFor();
    expect(await primary.innerText()).toBe('Start ExitCheck Pro');
    expect(await page.getByRole('link', { name: 'Start PitchPrep' }).count()).toBe(0);

    const pitchBuyer = await verifiedMember(db, 'starter-pitch');
    await buy(pitchBuyer, { planType: 'starter', tool: 'pitchprep' });
    const other = await newPage(390);
    await signInThroughPage(other, pitchBuyer);
    await other.getByRole('heading', { name: 'Your ExitCheck Pro assessments' }).waitFor();
    await other.getByRole('link', { name: 'Start PitchPrep' }).first().waitFor();
    expect(await other.getByRole('link', { name: 'Start ExitCheck Pro' }).count()).toBe(0);
  });
});
