#!/usr/bin/env node
// Lighthouse 12 (simulated throttling: Lighthouse's defaults) in Debian's Chromium: `/`,
// `/shared/{token}` and a deal room's link (its index and a document's page) on mobile, and the signed-in pages a founder lives in (the dashboard, the
// deck editor, the ExitCheck Pro results) on mobile and desktop, signed in as a founder whose
// deck, share and audit seed-share.mjs makes. Starts the built platform itself on port 3300 with
// its own database (`bv_bench_test`), queue and Redis prefixes, unless BENCH_URL points at one
// already running. Prints the four category scores, LCP, TBT and CLS per page (the median of
// LH_RUNS runs by performance score) and exits 1 when a page misses its targets (public pages
// 95 and the web-vitals limits; signed-in pages 90: docs/web-app-notes.md, "Performance").
//
//   npm run build && npm run bench:lighthouse            # starts and stops the platform
//   BENCH_URL=http://localhost:3000 npm run bench:lighthouse   # against `npm start`
// The shared page is a deck generated and shared through the API (seed-share.mjs), or the
// share named by BENCH_SHARE_TOKEN.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { seedFounder } from './seed-share.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = process.env.BENCH_PORT ?? '3300';
const DB = 'bv_bench_test';
const RUNS = Number(process.env.LH_RUNS ?? 3);
/** LH_PAGES=home,dashboard measures only the pages whose name holds one of these words. */
const ONLY = (process.env.LH_PAGES ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const TARGETS = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
/** Signed-in pages: every category but SEO (they are noindex) at 90, on phones and desktops. */
const SIGNED_IN_SCORE = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = spawnSync('which', ['chromium'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('Debian chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  return found;
}

async function startPlatform() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();

  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DB}`,
    AMQP_PREFIX: 'bench.',
    REDIS_PREFIX: 'bvbench',
    GATEWAY_PORT: PORT,
    SERVICES_BESIDE_GATEWAY: '1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  const migrated = spawnSync(process.execPath, [join(root, 'scripts/platform.mjs'), 'migrate'], { env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`Migrations failed (did you run npm run build?):\n${migrated.stderr}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const log = openSync(join(root, '.tmp/bench-platform.log'), 'w');
  const child = spawn(process.execPath, [join(root, 'scripts/platform.mjs'), 'run'], { env, stdio: ['ignore', log, log], detached: true });
  const base = `http://127.0.0.1:${PORT}`;
  // A busy machine starts the platform slowly: PLATFORM_READY_TIMEOUT_MS (as for the tests) lengthens the wait.
  const readyMs = Number(process.env.PLATFORM_READY_TIMEOUT_MS ?? 90_000);
  const deadline = Date.now() + readyMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The platform exited during start-up (port ${PORT} in use?); see .tmp/bench-platform.log`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return { base, databaseUrl: env.DATABASE_URL, stop: () => stopPlatform(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopPlatform(child);
  throw new Error(`The platform did not become ready in ${readyMs / 1000} s; see .tmp/bench-platform.log`);
}

async function stopPlatform(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 25_000);
  await exited;
  clearTimeout(timer);
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  return {
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

function pageName(path) {
  return path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
}

/** A shared link is private by design (noindex): search-engine scores are only targets on `/`. */
function misses(result, page) {
  if (page.signedIn) {
    return CATEGORIES.filter((id) => id !== 'seo' && result.scores[id] < SIGNED_IN_SCORE).map((id) => `${id} ${result.scores[id]} < ${SIGNED_IN_SCORE}`);
  }
  const categories = page.path === '/' ? CATEGORIES : CATEGORIES.filter((id) => id !== 'seo');
  const out = categories.filter((id) => result.scores[id] < TARGETS.score).map((id) => `${id} ${result.scores[id]} < ${TARGETS.score}`);
  if (result.lcpMs > TARGETS.lcpMs) out.push(`LCP ${result.lcpMs} ms > ${TARGETS.lcpMs}`);
  if (result.tbtMs > TARGETS.tbtMs) out.push(`TBT ${result.tbtMs} ms > ${TARGETS.tbtMs}`);
  if (result.cls > TARGETS.cls) out.push(`CLS ${result.cls} > ${TARGETS.cls}`);
  return out;
}

/**
 * A tab of the measuring Chromium signed in as the founder: the sign-in sets the refresh cookie
 * in the browser's jar, and each page load renews it there, as in a founder's own browser.
 */
async function signedInTab(port, base, founder) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.goto(`${base}/privacy-policy`);
  const status = await tab.evaluate(async (email, password) => {
    const res = await fetch('/api/v1/auth/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
    return res.status;
  }, founder.email, founder.password);
  if (status !== 200) throw new Error(`The founder's sign-in answered ${status}`);
  return { tab, disconnect: () => browser.disconnect() };
}

/** One Lighthouse run; a signed-in one keeps the cookies (not the HTTP cache) and must not land on the sign-in page. */
async function runOnce(url, page, chrome, signedIn) {
  if (!page.signedIn) return lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const cdp = await signedIn.tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = { output: 'json', logLevel: 'error', disableStorageReset: true };
  const result = await lighthouse(url, flags, page.formFactor === 'desktop' ? desktopConfig : undefined, signedIn.tab);
  const landed = result?.lhr.finalDisplayedUrl ? new URL(result.lhr.finalDisplayedUrl).pathname : '';
  if (landed.startsWith('/auth')) throw new Error(`${url} sent the founder to the sign-in page: the session did not hold`);
  return result;
}

async function main() {
  const platform = process.env.BENCH_URL
    ? { base: process.env.BENCH_URL.replace(/\/$/, ''), databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bv', stop: async () => undefined }
    : await startPlatform();
  // A real founder: a deck generated from the sample intake and shared, an audit taken.
  const founder = await seedFounder(platform.base, platform.databaseUrl);
  const shareToken = process.env.BENCH_SHARE_TOKEN ?? founder.shareToken;
  const PAGES = [
    { path: '/', formFactor: 'mobile' },
    { path: `/shared/${shareToken}`, formFactor: 'mobile' },
    // The investor's deal room: its index and a document's page (public pages: 95).
    { path: `/shared/${founder.roomToken}/room`, formFactor: 'mobile' },
    { path: `/shared/${founder.roomToken}/room/documents/${founder.roomDocumentId}?page=1`, formFactor: 'mobile' },
    ...['mobile', 'desktop'].flatMap((formFactor) =>
      ['/dashboard', `/pitchprep/outputs/${founder.deckId}`, `/exitcheck?result=${founder.resultId}`].map((path) => ({ path, formFactor, signedIn: true })),
    ),
  ].filter((page) => ONLY.length === 0 || ONLY.some((word) => pageName(page.path).includes(word)));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const outDir = join(root, '.tmp/lighthouse');
  mkdirSync(outDir, { recursive: true });
  let failed = false;
  let signedIn;
  try {
    for (const page of PAGES) {
      // Signed in only once the public pages are measured (they come first): the founder's refresh
      // cookie is in the browser's jar, and a visitor's page with it is the founder's own visit (a
      // room link is then not rendered on the server, and waits for the session), not a visitor's.
      if (page.signedIn && !signedIn) signedIn = await signedInTab(chrome.port, platform.base, founder);
      const url = `${platform.base}${page.path}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated.
        let result;
        for (let attempt = 0; attempt < 3; attempt++) {
          result = await runOnce(url, page, chrome, signedIn);
          if (result && !result.lhr.runtimeError) break;
        }
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
        runs.push({ lhr: result.lhr, summary: summarise(result.lhr) });
      }
      runs.sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
      const median = runs[Math.floor(runs.length / 2)];
      const name = pageName(page.path);
      const file = join(outDir, `${name}-${page.formFactor}.json`);
      writeFileSync(file, JSON.stringify(median.lhr, null, 2));
      const { scores, lcpMs, tbtMs, cls, fcpMs, failing } = median.summary;
      console.log(`\n${page.path}  (${page.signedIn ? 'signed in, ' : ''}median of ${RUNS} runs, Lighthouse ${median.lhr.lighthouseVersion}, ${median.lhr.configSettings.formFactor}, ${median.lhr.configSettings.throttlingMethod} throttling)`);
      console.log(`  performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  seo ${scores.seo}`);
      console.log(`  LCP ${lcpMs} ms  TBT ${tbtMs} ms  CLS ${cls}  FCP ${fcpMs} ms`);
      console.log(`  all runs' performance: ${runs.map((r) => r.summary.scores.performance).join(', ')}`);
      if (failing.length > 0) console.log(`  audits below 0.9: ${failing.join(', ')}`);
      console.log(`  report: ${file}`);
      const missed = misses(median.summary, page);
      if (missed.length > 0) {
        failed = true;
        console.log(`  MISSED: ${missed.join('; ')}`);
      }
    }
  } finally {
    await signedIn?.disconnect();
    await chrome.kill();
    await platform.stop();
  }
  console.log(failed ? '\nLighthouse targets missed.' : '\nLighthouse targets met on every page.');
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
