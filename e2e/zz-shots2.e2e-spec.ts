import type { ProDraft, ProResult } from '@bv/contracts';
import { CURRENT_PRO_QUESTION_BANK } from '@bv/domain';
import { waitFor } from '@bv/testing';
import { signInThroughPage, verifiedMember, type E2eAccount } from './accounts';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
jest.setTimeout(300_000);
const QUESTIONS = CURRENT_PRO_QUESTION_BANK.categories.flatMap((c) => c.questions);
it('pro results shots', async () => {
  const { browser, db } = await openBrowserAndDatabase();
  const member: E2eAccount = await verifiedMember(db, 'shots-pro');
  const { url } = await api<{ url: string }>('POST', '/billing/checkout', { planType: 'pro', paymentType: 'one_time' }, member.token);
  await api('POST', `/billing/sandbox/sessions/${url.split('/').pop()}/pay`);
  await waitFor(() => api<{ allowed: boolean }>('GET', '/exitcheck/access', undefined, member.token), (a) => a.allowed, 30_000, 'access');
  const userInfo = { name: 'Wei Jie', email: member.email, company: 'Kallang Freight Pte. Ltd.', revenue: 'S$2–5M', industry: 'Logistics', phone: '' };
  let draft = await api<ProDraft>('POST', '/exitcheck/assessments', { userInfo }, member.token);
  for (const [i, q] of QUESTIONS.entries()) {
    const o = q.options[i % 3 === 0 ? 0 : Math.min(1, q.options.length - 1)];
    draft = await api<ProDraft>('PUT', `/exitcheck/assessments/${draft.id}/responses`, { questionId: q.id, optionId: o.id }, member.token);
  }
  const result = await api<ProResult>('POST', `/exitcheck/assessments/${draft.id}/complete`, undefined, member.token);
  for (const [w, h] of [[390, 844], [1366, 900]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await signInThroughPage(page, member);
    await page.goto(`${GATEWAY_URL}/exitcheck?result=${result.id}`);
    await page.getByRole('heading', { name: /Exit readiness/ }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `.tmp/shots/pro-${w}.png` });
    await page.screenshot({ path: `.tmp/shots/pro-${w}-full.png`, fullPage: true });
    await ctx.close();
  }
  await closeBrowserAndDatabase(browser, db);
});
