// Boots the built platform once for all browser tests: a fresh `bv_e2e_test` database, its
// own queue and Redis prefixes, the gateway on port 3300 (so a running dev platform on 3000
// is left alone). Jest loads this file outside its module map: @bv/messaging resolves to its
// build, and the test support (never built) is imported by its path.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { declaredNames } from '@bv/messaging';
import { deleteBrokerObjects } from '../libs/testing/src/broker';
import { recreateDatabase } from '../libs/testing/src/database';
import { waitUntilReady } from '../libs/testing/src/ready';
import { deleteRedisKeys } from '../libs/testing/src/redis';
import { AMQP_PREFIX, E2E_DB, e2eEnv, GATEWAY_URL, REDIS_PREFIX } from './e2e-env';

const root = join(__dirname, '..');
const SERVICES = ['flags', 'identity', 'billing', 'assessments', 'sharing', 'notifications', 'gateway'];

export default async function globalSetup(): Promise<void> {
  await recreateDatabase(E2E_DB);
  await deleteBrokerObjects(declaredNames({ prefix: AMQP_PREFIX }, SERVICES, 3));
  await deleteRedisKeys(REDIS_PREFIX);
  const env = { ...process.env, ...e2eEnv };
  const migrated = spawnSync(process.execPath, [join(root, 'scripts/platform.mjs'), 'migrate'], { env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`Migrations failed:\n${migrated.stderr}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const logFile = `.tmp/e2e-platform${process.env.E2E_SLOT ?? ''}.log`;
  const log = openSync(join(root, logFile), 'w');
  const child = spawn(process.execPath, [join(root, 'scripts/platform.mjs'), 'run'], { env, stdio: ['ignore', log, log], detached: true });
  (globalThis as { __E2E_PLATFORM__?: typeof child }).__E2E_PLATFORM__ = child;
  await waitUntilReady(GATEWAY_URL, { what: `the platform (see ${logFile})`, timeoutMs: Number(process.env.PLATFORM_READY_TIMEOUT_MS ?? 60_000) + 30_000, child });
}
