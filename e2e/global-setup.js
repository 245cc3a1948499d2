// Boots the built platform once for all browser tests: a fresh `bv_e2e_test` database, its
// own queue and Redis prefixes, the gateway on port 3300 (so a running dev platform on 3000
// is left alone).
const { spawn, spawnSync } = require('node:child_process');
const { mkdirSync, openSync } = require('node:fs');
const { join } = require('node:path');
const amqplib = require('amqplib');
const { Client } = require('pg');
const { Redis } = require('ioredis');
const { e2eEnv, E2E_DB, GATEWAY_URL, AMQP_PREFIX, REDIS_PREFIX } = require('./e2e-env');

const root = join(__dirname, '..');
const SERVICES = ['flags', 'identity', 'billing', 'assessments', 'sharing', 'notifications', 'gateway'];

async function resetDatabase() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${E2E_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${E2E_DB}`);
  await admin.end();
}

async function resetBroker() {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  const ch = await connection.createChannel();
  for (const service of SERVICES) {
    const queue = `${AMQP_PREFIX}${service}.events`;
    for (const name of [`${queue}.retry.1`, `${queue}.retry.2`, `${queue}.retry.3`, `${queue}.dlq`, queue, `${AMQP_PREFIX}rpc.${service}`]) {
      await ch.deleteQueue(name);
    }
  }
  await ch.deleteExchange(`${AMQP_PREFIX}platform.events`);
  await connection.close();
}

async function resetRedis() {
  const redis = new Redis('redis://127.0.0.1:6379');
  const keys = await redis.keys(`${REDIS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

async function waitUntilReady(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The platform exited during start-up; see .tmp/e2e-platform.log');
    try {
      const res = await fetch(`${GATEWAY_URL}/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The platform did not become ready in 90 s; see .tmp/e2e-platform.log');
}

module.exports = async () => {
  await resetDatabase();
  await resetBroker();
  await resetRedis();
  const env = { ...process.env, ...e2eEnv };
  const migrated = spawnSync(process.execPath, [join(root, 'scripts/platform.mjs'), 'migrate'], { env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`Migrations failed:\n${migrated.stderr}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const log = openSync(join(root, `.tmp/e2e-platform${process.env.E2E_SLOT ?? ''}.log`), 'w');
  const child = spawn(process.execPath, [join(root, 'scripts/platform.mjs'), 'run'], { env, stdio: ['ignore', log, log], detached: true });
  globalThis.__E2E_PLATFORM__ = child;
  await waitUntilReady(child);
};
