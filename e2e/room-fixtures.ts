import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'bullmq';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'pg';
import type { Room } from '@bv/contracts';
import { ObjectStoreConversionStorage, startConversionWorker, type ConversionJobData, type ConversionJobResult } from '@bv/conversion';
import { DEV_OBJECT_STORE_SIGNING_SECRET, LocalDiskObjectStore } from '@bv/storage';
import { waitFor } from '@bv/testing';
import { api } from './api';
import { REDIS_PREFIX } from './e2e-env';
import { entitledFounder, FOUNDER_PASSWORD } from './founder-outputs';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

/**
 * The converter's worker, here on the browser-test platform's queue prefix: the platform's
 * services store room files under the repository's .tmp/object-store (the local driver's default).
 */
export function startRoomConversionWorker(): Worker<ConversionJobData, ConversionJobResult> {
  const store = new LocalDiskObjectStore({ root: join(__dirname, '../.tmp/object-store'), publicBaseUrl: GATEWAY_URL, signingSecret: DEV_OBJECT_STORE_SIGNING_SECRET });
  return startConversionWorker({ connection: { host: '127.0.0.1', port: 6379, maxRetriesPerRequest: null }, prefix: REDIS_PREFIX, storage: new ObjectStoreConversionStorage(store) });
}

/**
 * A deal-room browser spec's set-up, registered inside its describe: the browser and the database
 * before its tests (handed to `use`), the converter's worker on the platform's queue, and `shots`
 * (a folder for its screenshots) made; the worker, browser and database closed after.
 */
export function withRoomSuite(use: (opened: { browser: Browser; db: Client }) => void, shots?: string): void {
  let opened: { browser: Browser; db: Client } | undefined;
  let worker: Worker<ConversionJobData, ConversionJobResult> | undefined;
  beforeAll(async () => {
    opened = await openBrowserAndDatabase();
    use(opened);
    worker = startRoomConversionWorker();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await worker?.close();
    await closeBrowserAndDatabase(opened?.browser, opened?.db);
  });
}

/** A founder on a plan with deal rooms (its limits reached rooms), and their token. */
export async function roomFounder(db: Client, email: string): Promise<string> {
  const token = await entitledFounder(db, email);
  await waitFor(() => api<{ limits: { plan: string } }>('GET', '/rooms', undefined, token), (r) => r.limits.plan === 'full', 30_000, 'room limits');
  return token;
}

/** A room made through the API with the folders named, in order. */
export async function roomWithFolders(token: string, room: { name: string; purpose: 'exit' | 'raise'; description: string }, folders: Array<{ name: string; description: string }>): Promise<Room> {
  const made = await api<Room>('POST', '/rooms', { ...room, fromTemplate: false }, token);
  for (const folder of folders) await api('POST', `/rooms/${made.id}/folders`, folder, token);
  return made;
}

/** The founder signed in through the page, in a new context of the given size (and browser, when named). */
export async function signedInFounder(browser: Browser, email: string, viewport = { width: 1366, height: 900 }, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await page.goto(`${GATEWAY_URL}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FOUNDER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/dashboard/);
  return page;
}
