import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import { signInThroughPage, verifiedMember } from './accounts';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(180_000);

/** A local receiver: /ok answers 200, /down 503 (the e2e platform admits http://127.0.0.1, tests only). */
async function startReceiver(): Promise<{ base: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(req.url === '/down' ? 503 : 200, { 'content-type': 'text/plain' }).end(req.url === '/down' ? 'Service Unavailable' : 'ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Full-page shots from the top, so the sticky header sits where a reader sees it. */
const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });
};

describe('a founder connects their own tools with webhooks', () => {
  let browser: Browser;
  let db: Client;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.server.close(resolve));
    await closeBrowserAndDatabase(browser, db);
  });

  it.each([
    [1366, 900],
    [390, 844],
  ])('adds an endpoint, keeps its secret, sends a test and reads the delivery log (%i px)', async (width, height) => {
    const founder = await verifiedMember(db, `webhooks-${width}`, 'Rachel Tan');
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await signInThroughPage(page, founder);
    await page.goto(`${GATEWAY_URL}/account?tab=webhooks`);
    await page.getByRole('heading', { name: 'No endpoints yet' }).waitFor();
    mkdirSync('.tmp/shots', { recursive: true });
    await shoot(page, `webhooks-empty-${width}`);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill('https://10.0.0.5/hook');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText(/is not a public internet address we can reach/).waitFor();
    await shoot(page, `webhooks-refused-${width}`);

    await page.getByLabel('Endpoint URL').fill(`${receiver.base}/down`);
    await page.getByLabel('Description (optional)').fill('Old CRM bridge');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Failed', { exact: true }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill(`${receiver.base}/ok`);
    await page.getByLabel('Description (optional)').fill('HubSpot via Zapier');
    await page.getByRole('checkbox', { name: /assessment.completed/ }).uncheck();
    // A visitor turning hot and a new lead are offered, and chosen by default (docs/product-rules.md, "Webhooks").
    await expect(page.getByRole('checkbox', { name: /visitor.hot/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: /lead.created/ }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('region', { name: 'Signing secret' });
    await secret.getByText(/^whsec_/).waitFor();
    await shoot(page, `webhooks-secret-${width}`);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(secret.count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Succeeded', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /Succeeded webhook.test/ }).click();
    await page.getByText('"type": "webhook.test"').waitFor();
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, `webhooks-${width}`);

    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByRole('button', { name: /Succeeded webhook.test/ }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Description (optional)').fill('HubSpot via Zapier (live)');
    await page.getByRole('checkbox', { name: /assessment.completed/ }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('HubSpot via Zapier (live)').first().waitFor();
    await page.getByText('assessment.completed', { exact: true }).first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: /HubSpot|\/ok/ }).first().waitFor();
    await context.close();
  });
});
