/// <reference lib="dom" />
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { adminWithSecondFactor, signInThroughPage, verifiedMember } from './accounts';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(600_000);

const WIDTHS = [390, 1366] as const;
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Problem = { route: string; width: number; problem: string };

/** A founder with Pro Vault, generated materials and one share link; an admin with a second factor. */
async function accounts(db: Client) {
  const { email: founderEmail, token: accessToken } = await verifiedMember(db, 'routes', 'Nurul Huda');
  const checkout = await api<{ url: string }>('POST', '/billing/checkout', { planType: 'pro', paymentType: 'one_time' }, accessToken);
  await api('POST', `/billing/sandbox/sessions/${/cs_sandbox_[\w-]+/.exec(checkout.url)?.[0]}/pay`);
  await waitFor(() => api<{ allowed: boolean }>('GET', '/pitchprep/access', undefined, accessToken), (access) => access.allowed, 30_000, 'PitchPrep access');
  const intake = { track: 'fundraising', company: { name: 'Kopi Cloud Pte. Ltd.', oneLiner: 'Ordering software for kopitiams', country: 'Singapore', industry: 'Software' } };
  const draft = await api<{ id: string }>('PUT', '/pitchprep/intake', { intake, step: 10 }, accessToken);
  const run = await api<{ id: string }>('POST', `/pitchprep/intake/${draft.id}/generate`, undefined, accessToken);
  const readRun = () => api<{ status: string; outputs: { id: string; outputType: string }[] }>('GET', `/pitchprep/runs/${run.id}`, undefined, accessToken);
  const done = await waitFor(readRun, (r) => r.status === 'done', 60_000, 'generation');
  const deck = done.outputs.find((o) => o.outputType === 'pitch_deck')!;
  const shareDeck = () => api<{ id: string; token: string }>('POST', '/shares', { outputId: deck.id, title: 'Kopi Cloud seed deck', requireEmail: false, allowDownload: true }, accessToken).catch(() => null);
  const share = await waitFor(shareDeck, (s) => s !== null, 30_000, 'the output in sharing');

  const admin = await adminWithSecondFactor(db, 'routes');
  return { founderEmail, deckId: deck.id, shareId: share.id, shareToken: share.token, admin };
}

/** Where each visited page's screenshot goes, for the next person to look at (not compared). */
const TOUR_DIR = join(__dirname, '..', '.tmp', 'tour');
const shotName = (who: string, path: string, width: number) => `${who}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}-${width}.png`.slice(0, 120);

/**
 * Opens each route at each width and records what a customer would notice: a page wider than
 * the screen, a phone header taller than 64 px, a serious or critical accessibility violation
 * (axe-core), a script error, or a server error behind the page. Each page's screenshot is
 * written to .tmp/tour/ as `who`-route-width.png.
 */
async function visitAll(page: Page, routes: string[], problems: Problem[], who: string): Promise<void> {
  let route = '';
  let width = 0;
  page.on('pageerror', (error) => problems.push({ route, width, problem: `script error: ${error.message}` }));
  page.on('console', (message) => {
    // A failed request is logged by the browser itself ("Failed to load resource"); server errors are caught below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push({ route, width, problem: `console error: ${message.text()}` });
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push({ route, width, problem: `${response.status()} from ${new URL(response.url()).pathname}` });
  });
  for (const w of WIDTHS) {
    width = w;
    await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
    for (const path of routes) {
      route = path;
      await page.goto(`${GATEWAY_URL}${path}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(300);
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        header: document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0,
      }));
      if (layout.scrollWidth > layout.innerWidth) problems.push({ route, width, problem: `page is ${layout.scrollWidth}px wide on a ${layout.innerWidth}px screen` });
      if (w === 390 && layout.header > 64) problems.push({ route, width, problem: `header is ${layout.header}px tall` });
      // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) stays in force for everything else.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      for (const violation of violations) problems.push({ route, width, problem: `axe: ${violation}` });
      await page.screenshot({ path: join(TOUR_DIR, shotName(who, path, w)), fullPage: true });
    }
  }
}

describe('every route at 390 and 1366 px', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    mkdirSync(TOUR_DIR, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('fits the screen, keeps the phone header short, and has no serious accessibility violation, script error or server error', async () => {
    const { founderEmail, deckId, shareId, shareToken, admin: adminAccount } = await accounts(db);
    const problems: Problem[] = [];

    const visitor = await browser.newContext();
    contexts.push(visitor);
    const publicRoutes = ['/', '/auth', '/pitchprep', '/coming-soon', '/status', '/privacy-policy', '/terms-of-service', `/shared/${shareToken}`, '/shared/this-link-does-not-exist-at-all', '/no-such-page'];
    await visitAll(await visitor.newPage(), publicRoutes, problems, 'visitor');

    const founder = await browser.newContext();
    contexts.push(founder);
    const founderPage = await founder.newPage();
    await signInThroughPage(founderPage, { email: founderEmail });
    const memberRoutes = [
      '/dashboard',
      '/exitcheck',
      '/exitcheck/plan',
      '/pitchprep',
      `/pitchprep/outputs/${deckId}`,
      '/shares',
      `/shares/${shareId}`,
      '/account',
      '/account?tab=security',
      '/account?tab=notifications',
      '/account?tab=billing',
      '/',
    ];
    await visitAll(founderPage, memberRoutes, problems, 'founder');

    const admin = await browser.newContext();
    contexts.push(admin);
    const adminPage = await admin.newPage();
    await signInThroughPage(adminPage, adminAccount);
    await visitAll(adminPage, ['/admin/users', '/admin/payments', '/admin/shares', '/admin/emails', '/admin/mailbox', '/admin/flags'], problems, 'admin');

    expect(problems.map((p) => `${p.width}px ${p.route}: ${p.problem}`)).toEqual([]);
  });
});
