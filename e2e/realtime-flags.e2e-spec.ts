/// <reference lib="dom" />
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client } from 'pg';
import { waitUntilReady } from '@bv/testing';
import { e2eEnv, GATEWAY_PORT } from './e2e-env';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';

jest.setTimeout(90_000);

const root = join(__dirname, '..');
const PASSWORD = 'harbour lights over marina bay';
// A second gateway of the same platform that this spec may stop; the shared one stays up.
const SECOND_PORT = String(Number(GATEWAY_PORT) + 11);
const SECOND_URL = `http://127.0.0.1:${SECOND_PORT}`;

function startSecondGateway(): ChildProcess {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const log = openSync(join(root, '.tmp/e2e-gateway-3311.log'), 'a');
  return spawn(process.execPath, [join(root, 'apps/gateway/dist/main.js')], {
    env: { ...process.env, ...e2eEnv, HTTP_PORT: SECOND_PORT, PUBLIC_URL: SECOND_URL },
    stdio: ['ignore', log, log],
  });
}

function secondGatewayReady(child: ChildProcess): Promise<void> {
  return waitUntilReady(SECOND_URL, { what: 'the second gateway (see .tmp/e2e-gateway-3311.log)', timeoutMs: 30_000, child });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Resolves on the first socket.io heartbeat the page receives over its WebSocket: the realtime link is up. */
function realtimeHeartbeat(page: Page, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No realtime heartbeat reached the page')), timeoutMs);
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"heartbeat"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

type TestUser = { email: string; totpSecret: string | null };

async function postJson(url: string, body: unknown, bearer?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'blueprint-vault', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A verified account made through the API; `admin` adds the role the way an operator's script
 * does and turns on TOTP (admin routes need a session that passed a second factor).
 */
async function makeUser(db: Client, base: string, name: string, { admin = false } = {}): Promise<TestUser> {
  const email = `e2e-realtime-${name.toLowerCase()}-${Date.now().toString(36)}@example.sg`;
  const signUp = await postJson(`${base}/api/v1/auth/sign-up`, { email, password: PASSWORD, name });
  if (!signUp.body.userId) throw new Error(`Sign-up failed (${signUp.status}): ${JSON.stringify(signUp.body)}`);
  await db.query('UPDATE identity.users SET email_verified_at = now() WHERE email = $1', [email]);
  if (!admin) return { email, totpSecret: null };
  await db.query("INSERT INTO identity.user_roles (user_id, role) VALUES ($1, 'admin')", [signUp.body.userId]);
  const token = (await postJson(`${base}/api/v1/auth/sign-in`, { email, password: PASSWORD })).body.accessToken as string;
  const enrol = await postJson(`${base}/api/v1/auth/mfa/enrol`, { password: PASSWORD }, token);
  const { factorId, secret } = enrol.body as { factorId: string; secret: string };
  const confirm = await postJson(`${base}/api/v1/auth/mfa/confirm`, { factorId, code: await generate({ secret }) }, token);
  if (confirm.status !== 200) throw new Error(`TOTP enrolment failed (${confirm.status}): ${JSON.stringify(confirm.body)}`);
  return { email, totpSecret: secret };
}

async function signIn(page: Page, base: string, user: TestUser): Promise<void> {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (user.totpSecret) {
    // The code of the next 30-second step: the current one was spent confirming the device.
    await page.getByLabel('Authentication code').fill(await generate({ secret: user.totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(/\/dashboard$/);
}

async function setActiveFlags(db: Client, flags: Record<string, boolean>): Promise<void> {
  await db.query('UPDATE flags.launch_phases SET feature_flags = feature_flags || $1::jsonb WHERE is_active', [JSON.stringify(flags)]);
}

describe('realtime flags and the connection badge', () => {
  let browser: Browser;
  let db: Client;
  const contexts: BrowserContext[] = [];
  let gateway: ChildProcess | undefined;

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    ({ browser, db } = await openBrowserAndDatabase());
  });
  afterAll(async () => {
    await stop(gateway);
    if (db) await setActiveFlags(db, { roi_calculator: false });
    for (const context of contexts) await context.close();
    await closeBrowserAndDatabase(browser, db);
  });

  it('an admin turns roi_calculator on and a visitor’s open landing page shows the calculator without a reload', async () => {
    await setActiveFlags(db, { roi_calculator: false });
    const adminUser = await makeUser(db, GATEWAY_URL, 'Admin', { admin: true });

    const visitor = await newPage();
    const visitorLinked = realtimeHeartbeat(visitor);
    await visitor.goto(`${GATEWAY_URL}/`);
    await visitor.getByRole('heading', { level: 1, name: 'Investor Ready in Half the Time' }).waitFor();
    await visitor.locator('#pricing').waitFor();
    await visitorLinked;
    expect(await visitor.locator('#roi-calculator').count()).toBe(0);
    // Survives only as long as the document does: a reload would drop it.
    await visitor.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const admin = await newPage();
    await signIn(admin, GATEWAY_URL, adminUser);
    await admin.goto(`${GATEWAY_URL}/admin/flags`);
    const roiSwitch = admin.getByRole('switch', { name: /ROI calculator/ });
    await roiSwitch.waitFor();
    expect(await roiSwitch.isChecked()).toBe(false);
    await roiSwitch.click();
    await admin.waitForFunction(() => (document.getElementById('flag-roi_calculator') as HTMLInputElement | null)?.checked === true);
    await admin.getByText('roi_calculator: off → on').first().waitFor();

    await visitor.locator('#roi-calculator').waitFor({ timeout: 5_000 });
    expect(await visitor.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Back off through the screen, which the visitor's page follows too.
    await roiSwitch.click();
    await admin.waitForFunction(() => (document.getElementById('flag-roi_calculator') as HTMLInputElement | null)?.checked === false);
    await visitor.locator('#roi-calculator').waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('shows the disconnected badge when its gateway stops, and Retry reconnects once it is back', async () => {
    gateway = startSecondGateway();
    await secondGatewayReady(gateway);
    const member = await makeUser(db, SECOND_URL, 'Member');

    const page = await newPage();
    const linked = realtimeHeartbeat(page);
    await signIn(page, SECOND_URL, member);
    await linked;
    const badge = page.locator('.connection-badge');
    expect(await badge.getByRole('status').innerText()).toBe('');

    await stop(gateway);
    // Five retries 2, 4, 6, 8 and 10 s apart (docs/product-rules.md, "Realtime updates and the connection badge") fail, then the badge says so: about 30 s.
    await badge.getByText('Realtime updates disconnected').waitFor({ timeout: 45_000 });
    const retry = badge.getByRole('button', { name: 'Retry' });
    expect(await retry.isVisible()).toBe(true);

    gateway = startSecondGateway();
    await secondGatewayReady(gateway);
    await retry.focus();
    await page.keyboard.press('Enter');
    await badge.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await badge.getByRole('status').innerText()).toBe('');
  });
});
