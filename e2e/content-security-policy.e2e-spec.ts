/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { GATEWAY_URL } from './e2e-env';

jest.setTimeout(120_000);

type Visit = { violations: string[]; consoleErrors: string[] };

/** Opens a page with a listener for CSP violations in place before its first byte is parsed. */
async function visit(page: Page, path: string): Promise<Visit> {
  const consoleErrors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  };
  page.on('console', onConsole);
  await page.goto(`${GATEWAY_URL}${path}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  page.off('console', onConsole);
  return { violations, consoleErrors };
}

/**
 * The CSP allows no inline style but the <style> elements our pages carry, by hash
 * (apps/gateway/src/http/security-headers.ts): in Chromium every page must still be styled,
 * with no violation reported.
 */
describe('Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`));
    });
  });
  afterAll(() => browser?.close());

  it.each(['/', '/auth', '/pitchprep', '/status', '/no-such-page', '/shared/this-link-does-not-exist-at-all'])('styles %s with its inline stylesheet and reports no violation', async (path) => {
    const result = await visit(page, path);
    expect(result).toEqual({ violations: [], consoleErrors: [] });
    // Defined only in the <style> that index.html carries: present means the hash let it apply.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ink-900').trim())).toBe('#0f1b33');
  });

  // An error answer is read with the API's schemas (zod), loaded only then: zod must already be
  // told not to probe `new Function` (apps/web/src/api/zod-jitless.ts), or every failed request
  // reports an eval violation.
  it('shows an API error (a refused sign-in) without asking for eval', async () => {
    await visit(page, '/auth');
    await page.getByLabel('Email').fill('nobody-here@example.sg');
    await page.getByLabel('Password', { exact: true }).fill('not the password 123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /\w/ }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  it('styles the pages e-mail links open', async () => {
    const result = await visit(page, '/api/v1/email/unsubscribe?token=not-a-real-token');
    expect(result).toEqual({ violations: [], consoleErrors: [] });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 245, 247)');
  });

  it('refuses a <style> the page did not come with, while style props set through the CSSOM apply', async () => {
    await visit(page, '/');
    const outcome = await page.evaluate(() => {
      const injected = document.createElement('style');
      injected.textContent = 'body { outline: 7px solid red; }';
      document.head.append(injected);
      document.body.style.setProperty('--set-through-cssom', '1');
      return new Promise<{ outline: string; cssom: string; violations: string[] }>((resolve) =>
        setTimeout(
          () =>
            resolve({
              outline: getComputedStyle(document.body).outlineWidth,
              cssom: getComputedStyle(document.body).getPropertyValue('--set-through-cssom'),
              violations: (window as unknown as { cspViolations: string[] }).cspViolations,
            }),
          100,
        ),
      );
    });
    expect(outcome.outline).not.toBe('7px');
    expect(outcome.cssom).toBe('1');
    expect(outcome.violations).toEqual([expect.stringMatching(/^style-src-elem inline/)]);
  });

  it('sends the Permissions-Policy, and no style-src that allows inline styles', async () => {
    const response = await page.goto(`${GATEWAY_URL}/`);
    const headers = response?.headers() ?? {};
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});
