import { Redis } from 'ioredis';
import { ensureRedisRunning, stopRedisLosingEverything, testRedisUrl } from '@bv/testing';
import { BatchedRateLimitStores } from '../apps/gateway/src/http/batched-rate-limit-store';

jest.setTimeout(60_000);

const WINDOW = 60_000;

/** `syncMs`: how often counts go to Redis on their own; a test that syncs by hand sets it beyond its run. */
function gateway(prefix: string, events: string[] = [], syncMs = 20) {
  const redis = new Redis(testRedisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  redis.on('error', () => undefined);
  const stores = new BatchedRateLimitStores({
    redis,
    prefix,
    syncMs,
    onSyncFailed: () => events.push('failed'),
    onSyncRecovered: () => events.push('recovered'),
  });
  return { redis, stores, events, count: (key: string) => stores.count(key, WINDOW).current };
}

async function connected(redis: Redis): Promise<void> {
  for (let i = 0; i < 100 && redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 50));
}

describe('rate-limit counts batched to Redis (real Redis)', () => {
  const prefix = `t-batched-${Date.now()}:rate:`;
  const opened: Redis[] = [];
  afterAll(async () => {
    await ensureRedisRunning();
    opened.forEach((redis) => redis.disconnect());
  });

  it('adds each instance’s counts to the cluster’s, so two gateways share one budget', async () => {
    // Only the syncs below send counts: a timer's sync between them would make the figures a race.
    const a = gateway(prefix, [], WINDOW);
    const b = gateway(prefix, [], WINDOW);
    opened.push(a.redis, b.redis);
    await Promise.all([connected(a.redis), connected(b.redis)]);
    for (let i = 0; i < 5; i++) a.count('203.0.113.9');
    for (let i = 0; i < 3; i++) b.count('203.0.113.9');
    await a.stores.sync();
    await b.stores.sync();
    // b synced last: it judges the client on the cluster's 8 requests, plus its new one.
    expect(b.count('203.0.113.9')).toBe(9);
    // a learns the others' requests with its next sync (the documented tolerance of one interval).
    expect(a.count('203.0.113.9')).toBe(6);
    await a.stores.sync();
    expect(a.count('203.0.113.9')).toBe(10);
    const keys = await a.redis.keys(`${prefix}203.0.113.9:*`);
    expect(keys).toHaveLength(1);
    expect(Number(await a.redis.get(keys[0]))).toBe(9);
    expect(await a.redis.pttl(keys[0])).toBeGreaterThan(WINDOW);
    // Another client has a budget of its own.
    expect(a.count('198.51.100.7')).toBe(1);
  });

  it('goes on counting in the instance while Redis is down, without waiting for it, and adds the counts once it is back', async () => {
    const g = gateway(`${prefix}outage:`);
    opened.push(g.redis);
    await connected(g.redis);
    g.count('192.0.2.1');
    await g.stores.sync();

    await stopRedisLosingEverything();
    const started = Date.now();
    for (let i = 0; i < 4; i++) g.count('192.0.2.1');
    await g.stores.sync();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(g.events).toEqual(['failed']);
    // The budget still holds: the instance's own requests count.
    expect(g.count('192.0.2.1')).toBe(6);

    await ensureRedisRunning();
    await connected(g.redis);
    await g.stores.sync();
    expect(g.events).toEqual(['failed', 'recovered']);
    // Redis lost what it held; what the instance counted since went back in.
    const [key] = await g.redis.keys(`${prefix}outage:192.0.2.1:*`);
    expect(Number(await g.redis.get(key))).toBe(5);
    expect(g.count('192.0.2.1')).toBe(6);
  });
});
