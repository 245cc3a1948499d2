import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { testRedisUrl } from './local-services';

const run = promisify(execFile);

async function answers(): Promise<boolean> {
  return run('redis-cli', ['ping'], { timeout: 2_000 }).then(
    ({ stdout }) => stdout.trim() === 'PONG',
    () => false,
  );
}

/** Stops the local Redis without saving: everything it held (BullMQ jobs included) is gone. */
export async function stopRedisLosingEverything(): Promise<void> {
  await run('redis-cli', ['shutdown', 'nosave'], { timeout: 10_000 }).catch(() => undefined);
  for (let i = 0; i < 50 && (await answers()); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Starts Redis as scripts/ensure-services.sh does (nothing on disk), unless it already runs. */
export async function ensureRedisRunning(): Promise<void> {
  if (await answers()) return;
  await run('mkdir', ['-p', '/var/lib/redis', '/var/log/redis']);
  await run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no', '--dir', '/var/lib/redis', '--logfile', '/var/log/redis/ci.log']);
  for (let i = 0; i < 100; i++) {
    if (await answers()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Redis did not come back on port 6379');
}

/** Deletes a run's keys: every service writes `<REDIS_PREFIX>:…`. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
