import type { Browser } from 'playwright-core';
import { Client } from 'pg';
import { launchBrowser } from './browser';

// e2e-env.js is plain JS because jest's global set-up (also JS) reads it too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { E2E_DATABASE_URL, GATEWAY_URL } = require('./e2e-env') as { E2E_DATABASE_URL: string; GATEWAY_URL: string };

/** Debian's Chromium and a client of the e2e database, as every browser spec needs them. */
export async function openBrowserAndDatabase(): Promise<{ browser: Browser; db: Client }> {
  const browser = await launchBrowser();
  const db = new Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  return { browser, db };
}

export async function closeBrowserAndDatabase(browser: Browser | undefined, db: Client | undefined): Promise<void> {
  await browser?.close();
  await db?.end();
}
