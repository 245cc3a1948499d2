import type { Browser, BrowserContext } from 'playwright-core';
import type { Client } from 'pg';
import { liteAnswers } from '@bv/testing';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
import { mailTo } from './mailbox';

jest.setTimeout(120_000);

/** docs/product-rules.md, "Coupons (LITE20)": a second payment with one assessment's LITE20 is refunded, and the buyer is told. */
describe('LITE20 once per Lite assessment, as the buyer sees it', () => {
  let browser: Browser;
  let context: BrowserContext;
  let db: Client;

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  });
  afterAll(async () => {
    await context?.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('pays two checkouts opened for one assessment: the first is Payment Successful!, the second Payment Refunded with the reason and a mail', async () => {
    const email = `e2e-lite20-${Date.now().toString(36)}@example.sg`;
    // 10+10+10+5+2 = 37: the Pro Vault offer, S$158 with LITE20.
    const lite = await api<{ assessmentId: string }>('POST', '/lite-assessments', { toolType: 'exitcheck', name: 'Farah Ismail', email, answers: liteAnswers('exitcheck', [10, 10, 10, 5, 2]) });
    const open = () =>
      api<{ url: string }>('POST', '/billing/checkout/guest', {
        planType: 'pro',
        paymentType: 'one_time',
        email,
        discountCode: 'LITE20',
        liteAssessmentId: lite.assessmentId,
        priceValidation: { expectedPrice: 158 },
      });
    const [first, second] = [await open(), await open()];

    const page = await context.newPage();
    await page.goto(`${GATEWAY_URL}${first.url}`);
    await page.getByRole('button', { name: 'Pay S$158.00' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    await page.goto(`${GATEWAY_URL}${second.url}`);
    await page.getByRole('button', { name: 'Pay S$158.00' }).click();
    await page.waitForURL(/\/payment-success\?session_id=cs_sandbox_/);
    await page.getByRole('heading', { name: 'Payment Refunded' }).waitFor();
    await page.getByText('The LITE20 discount of this Lite assessment had already paid for another purchase, so we refunded this payment in full automatically.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry Verification' }).count()).toBe(0);

    const { rows } = await db.query('SELECT status, refund_reason FROM billing.payments WHERE email = $1 ORDER BY created_at', [email]);
    expect(rows).toEqual([
      { status: 'paid', refund_reason: null },
      { status: 'refunded', refund_reason: 'lite20_already_used' },
    ]);
    expect(await mailTo(db, email, /had already paid for another purchase/)).toBeTruthy();
  });
});
