import type { Browser } from 'playwright-core';
import type { Client } from 'pg';
import { connectDatabase } from '@bv/testing';
import { launchBrowser } from './browser';
import { E2E_DATABASE_URL } from './e2e-env';

export { GATEWAY_URL } from './e2e-env';

/** Debian's Chromium and a client of the e2e database, as every browser spec needs them. */
export async function openBrowserAndDatabase(): Promise<{ browser: Browser; db: Client }> {
  const browser = await launchBrowser();
  const db = await connectDatabase(E2E_DATABASE_URL);
  return { browser, db };
}

export async function closeBrowserAndDatabase(browser: Browser | undefined, db: Client | undefined): Promise<void> {
  await browser?.close();
  await db?.end();
}
