import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
import { entitledFounder, generatedDeck } from './founder-outputs';
import { api } from './api';
import { signInThroughPage } from './accounts';
jest.setTimeout(300_000);
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
it('analytics shots', async () => {
  const { browser, db } = await openBrowserAndDatabase();
  const email = `shots-an-${Date.now()}@example.sg`;
  const token = await entitledFounder(db, email);
  const deck = await generatedDeck(token);
  const share = await api<{ id: string; token: string }>('POST', '/shares', { outputId: deck.id, title: 'Seed deck for Jungle Ventures', requireEmail: false, allowDownload: true }, token).catch(async () => {
    await new Promise((r) => setTimeout(r, 3000));
    return api<{ id: string; token: string }>('POST', '/shares', { outputId: deck.id, title: 'Seed deck for Jungle Ventures', requireEmail: false, allowDownload: true }, token);
  });
  for (const ua of [UA, UA, 'facebookexternalhit/1.1 preview']) {
    const ctx = await browser.newContext({ userAgent: ua });
    const p = await ctx.newPage();
    await p.goto(`${GATEWAY_URL}/shared/${share.token}`);
    await p.waitForTimeout(1500);
    await ctx.close();
  }
  for (const [w, h] of [[390, 844], [1366, 900]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await page.goto(`${GATEWAY_URL}/auth`); await page.getByLabel('Email').fill(email); await page.getByLabel('Password', { exact: true }).fill('harbour lights over marina bay'); await page.getByRole('button', { name: 'Sign In' }).click(); await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
    await page.goto(`${GATEWAY_URL}/shares`);
    await page.getByRole('link', { name: /^Analytics of/ }).first().waitFor();
    await page.screenshot({ path: `.tmp/shots/shares-${w}.png`, fullPage: true });
    await page.goto(`${GATEWAY_URL}/shares/${share.id}`);
    await page.getByText(/views in all/).waitFor();
    await page.screenshot({ path: `.tmp/shots/analytics-${w}.png`, fullPage: true });
    await page.goto(`${GATEWAY_URL}/dashboard`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `.tmp/shots/dashboard-${w}.png` });
    await ctx.close();
  }
  await closeBrowserAndDatabase(browser, db);
});
