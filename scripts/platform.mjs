#!/usr/bin/env node
// Runs the whole platform from the built apps: `migrate` applies every service's migrations,
// `run` starts every service and the gateway as child processes and stops them together. A
// service that dies is started again after a pause that grows with each crash (what it was
// doing is redelivered by the broker and the outbox); only Ctrl+C, SIGTERM or a crash loop
// stops the platform.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, watch } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['flags', 'identity', 'billing', 'assessments', 'sharing', 'notifications'];
/** Apps without a database schema (nothing to migrate): the document converter (Redis and the object store only). */
const WORKERS = ['converter'];
const APPS = [...SERVICES, ...WORKERS, 'gateway'];
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info ', 40: 'warn ', 50: 'error', 60: 'fatal' };
const gatewayPort = process.env.GATEWAY_PORT ?? '3000';
/**
 * SERVICES_BESIDE_GATEWAY=1 (browser tests, benches): each service takes a port 1000 above the
 * gateway's plus its place (identity +1001 … flags +1006, the order of their default ports
 * 3101–3106, then the converter), so two platforms on one machine never meet, and the gateway is
 * told where their readiness probes are: with ports the OS picked it would probe the defaults,
 * and report a second platform's services or none. Not right after the gateway's: slot 0's
 * gateway is on 3300, and 3306 is MySQL's and MariaDB's port.
 */
const STATUS_ORDER = ['identity', 'billing', 'assessments', 'sharing', 'notifications', 'flags'];
const besideGateway = process.env.SERVICES_BESIDE_GATEWAY === '1';
/** The workers (no status row) come after the services. */
const servicePort = (app) => Number(gatewayPort) + 1001 + [...STATUS_ORDER, ...WORKERS].indexOf(app);
/** Readiness is on the internal port, HTTP_PORT + 6000 (libs/service-kit internal-http.ts). */
const serviceHealthUrls = () => STATUS_ORDER.map((app) => `${app}=http://127.0.0.1:${servicePort(app) + 6000}/health/ready`).join(',');
/** A service that crashes this often within CRASH_WINDOW_MS is in a loop: the platform stops. */
const CRASHES_ALLOWED = 5;
/** How long the gateway may take to become ready; a machine busy with other test runs needs longer (PLATFORM_READY_TIMEOUT_MS). */
const readyTimeoutMs = Number(process.env.PLATFORM_READY_TIMEOUT_MS ?? 60_000);
const CRASH_WINDOW_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 15_000;

function migrate() {
  for (const app of SERVICES) {
    const result = spawnSync(process.execPath, [join(root, 'apps', app, 'dist', 'migrate.js')], { stdio: 'inherit', env: process.env });
    if (result.status !== 0) {
      process.stderr.write(`Migrations of ${app} failed.\n`);
      process.exit(1);
    }
  }
}

/** One readable line per JSON log line: service, level, message (a request as method, path, status and time), correlation id, error. */
function format(app, line) {
  try {
    const entry = JSON.parse(line);
    const message = entry.msg === 'request' && entry.method ? `${entry.method} ${entry.url} ${entry.status} ${entry.ms} ms` : (entry.msg ?? '');
    const extra = [entry.correlationId && `corr=${entry.correlationId.slice(0, 8)}`, entry.err && `err=${entry.err.message ?? entry.err}`]
      .filter(Boolean)
      .join(' ');
    return `${app.padEnd(13)} ${LEVELS[entry.level] ?? entry.level} ${message}${extra ? `  ${extra}` : ''}`;
  } catch {
    return `${app.padEnd(13)} ${line}`;
  }
}

function run() {
  const children = new Map();
  let stopping = false;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('Stopping the platform (finishing in-flight work)...\n');
    for (const child of children.values()) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, 20_000);
    const wait = setInterval(() => {
      if ([...children.values()].every((c) => c.exitCode !== null || c.signalCode !== null)) {
        clearInterval(wait);
        clearTimeout(force);
        process.exit(code);
      }
    }, 100);
  };

  const crashes = new Map(APPS.map((app) => [app, []]));
  /** Apps stopped on purpose because their built code changed (`npm run dev`): started again at once. */
  const reloading = new Set();

  const start = (app) => {
    const env = { ...process.env };
    if (app === 'gateway') {
      env.HTTP_PORT = gatewayPort;
      if (besideGateway && !process.env.SERVICE_HEALTH_URLS) env.SERVICE_HEALTH_URLS = serviceHealthUrls();
    } else if (besideGateway) env.HTTP_PORT = String(servicePort(app));
    const child = spawn(process.execPath, [join(root, 'apps', app, 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(app, child);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${format(app, line)}\n`));
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (reloading.delete(app)) {
        process.stdout.write(`${app} stopped for its new code; starting it again.\n`);
        start(app);
        return;
      }
      const now = Date.now();
      const recent = crashes.get(app).filter((at) => now - at < CRASH_WINDOW_MS);
      recent.push(now);
      crashes.set(app, recent);
      if (recent.length > CRASHES_ALLOWED) {
        process.stderr.write(`${app} exited (${signal ?? code}) ${recent.length} times within ${CRASH_WINDOW_MS / 1000} s; stopping the platform.\n`);
        stopAll(1);
        return;
      }
      const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** (recent.length - 1), LONGEST_RESTART_DELAY_MS);
      process.stderr.write(`${app} exited (${signal ?? code}); starting it again in ${delay / 1000} s (crash ${recent.length} of ${CRASHES_ALLOWED} allowed within ${CRASH_WINDOW_MS / 1000} s).\n`);
      setTimeout(() => {
        if (!stopping) start(app);
      }, delay);
    });
  };
  for (const app of APPS) start(app);
  if (process.env.PLATFORM_WATCH === '1') watchBuilds((apps) => {
    for (const app of apps) {
      const child = children.get(app);
      if (stopping || !child || child.exitCode !== null || child.signalCode !== null || reloading.has(app)) continue;
      reloading.add(app);
      child.kill('SIGTERM');
    }
  });
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const started = Date.now();
  const poll = setInterval(async () => {
    try {
      // Readiness is served on the internal port (HTTP_PORT + 6000), in production only there.
      const res = await fetch(`http://127.0.0.1:${Number(gatewayPort) + 6000}/health/ready`);
      if (res.ok) {
        clearInterval(poll);
        process.stdout.write(`\nBlueprint Vault is running at http://localhost:${gatewayPort} (Ctrl+C stops it).\n\n`);
      }
    } catch {
      if (Date.now() - started > readyTimeoutMs) {
        clearInterval(poll);
        process.stderr.write(`The gateway did not become ready within ${readyTimeoutMs / 1000} s.\n`);
        stopAll(1);
      }
    }
  }, 500);
}

/**
 * `npm run dev`: watches every app's and library's built code and reports which apps to stop and
 * start again (an app's own, or all of them for a library), once a rebuild has settled.
 */
function watchBuilds(restart) {
  const pending = new Set();
  let timer;
  const changed = (apps) => {
    apps.forEach((app) => pending.add(app));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const apps = [...pending];
      pending.clear();
      restart(apps);
    }, 400);
  };
  for (const app of APPS) {
    const dist = join(root, 'apps', app, 'dist');
    if (existsSync(dist)) watch(dist, { recursive: true }, () => changed([app]));
  }
  for (const lib of readdirSync(join(root, 'libs'))) {
    const dist = join(root, 'libs', lib, 'dist');
    if (existsSync(dist)) watch(dist, { recursive: true }, () => changed(APPS));
  }
}

const command = process.argv[2];
if (command === 'migrate') migrate();
else if (command === 'run') run();
else {
  process.stderr.write('usage: node scripts/platform.mjs migrate|run\n');
  process.exit(2);
}
