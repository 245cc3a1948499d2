import type { Browser } from 'playwright-core';
import type { Client } from 'pg';
import { waitFor } from '@bv/testing';
import { adminWithSecondFactor, signInThroughPage, verifiedMember, type E2eAccount } from './accounts';
import { api } from './api';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(180_000);

type Overview = { earlyBird: { eligible: boolean } };

/**
 * Once Phase 2 is on sale, the price on a pricing card is the price the checkout charges
 * (docs/product-rules.md, "Launch phases and early-bird price locks"): S$598 for Founder+ to a
 * buyer whose Phase 1 purchase earned the early-bird lock, S$898 to everyone else.
 */
describe('Phase 2 pricing: the price shown is the price charged', () => {
  let browser: Browser;
  let db: Client;
  let admin: string;

  const activatePhase = async (phaseId: string) => {
    await api('PUT', '/admin/flags/phase', { phaseId }, admin);
    // Billing prices by its own copy of the launch state, which flags.changed keeps.
    await waitFor(async () => (await db.query('SELECT phase_id FROM billing.launch_state')).rows[0]?.phase_id, (held) => held === phaseId, 30_000, `billing on ${phaseId}`);
  };

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
    admin = (await adminWithSecondFactor(db, 'phase2')).token;
  });
  afterAll(async () => {
    if (admin) await activatePhase('phase-1');
    await closeBrowserAndDatabase(browser, db);
  });

  async function earnPriceLock(member: E2eAccount) {
    const checkout = await api<{ url: string }>('POST', '/billing/checkout', { planType: 'starter', paymentType: 'one_time', tool: 'exitcheck' }, member.token);
    await api('POST', `/billing/sandbox/sessions/${/cs_sandbox_[\w-]+/.exec(checkout.url)?.[0]}/pay`);
    await waitFor(() => api<Overview>('GET', '/billing/me', undefined, member.token), (me) => me.earlyBird.eligible, 30_000, 'the early-bird lock');
  }

  async function showsAndCharges(member: E2eAccount, price: string, struckPrice: string | null) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await signInThroughPage(page, member);
      await page.goto(`${GATEWAY_URL}/#pricing`);
      const card = page.getByRole('article', { name: 'Founder+' });
      await card.locator('.plan-card__amount', { hasText: price }).waitFor();
      expect(await card.getByLabel(/^Regular price/).count()).toBe(struckPrice ? 1 : 0);
      if (struckPrice) expect(await card.getByLabel(/^Regular price/).textContent()).toBe(struckPrice);
      const [checkout] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Get Founder+' }).click()]);
      await checkout.getByRole('button', { name: `Pay ${price}.00` }).waitFor();
    } finally {
      await context.close();
    }
  }

  it('an early bird sees and is charged the locked S$598; a member without a lock sees and is charged S$898', async () => {
    const earlyBird = await verifiedMember(db, 'phase2-early-bird');
    const regular = await verifiedMember(db, 'phase2-regular');
    await earnPriceLock(earlyBird);
    await activatePhase('phase-2');

    await showsAndCharges(earlyBird, 'S$598', 'S$898');
    await showsAndCharges(regular, 'S$898', null);
  });
});
