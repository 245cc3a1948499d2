import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { serveParent, signalFailed, signalReady } from './ipc';

/**
 * Entry of the e-mail benchmark's baseline process: a BullMQ worker that does nothing per
 * job, on the same Redis and with the same concurrency and connection settings as the
 * notifications service's e-mail worker.
 */
async function main(): Promise<void> {
  const queue = process.env.BENCH_QUEUE ?? 'noop-send';
  const prefix = process.env.REDIS_PREFIX ?? 'bench';
  const concurrency = Number(process.env.EMAIL_CONCURRENCY ?? 5);
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);
  const worker = new Worker(queue, async () => undefined, { connection: redis, prefix, concurrency });
  worker.on('error', () => undefined);
  await worker.waitUntilReady();
  serveParent({}, async () => {
    await worker.close();
    await redis.quit();
  });
  signalReady({ queue });
}

main().catch((err: Error) => {
  signalFailed(err);
  setTimeout(() => process.exit(1), 50);
});
