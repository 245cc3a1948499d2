import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { AppError } from '@bv/contracts';
import { SessionRevocations } from './session-revocations';

/** A port nothing listens on: Redis is down for this client, as it would be in an outage. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('SessionRevocations while Redis is unavailable', () => {
  let redis: Redis;
  let revocations: SessionRevocations;
  const now = Math.floor(Date.now() / 1000);
  const token = (ageSeconds: number) => ({ userId: randomUUID(), sessionId: randomUUID(), role: 'user' as const, issuedAt: now - ageSeconds });

  beforeAll(async () => {
    redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { maxRetriesPerRequest: null, retryStrategy: () => 1000 });
    redis.on('error', () => undefined);
    revocations = new SessionRevocations(redis, { redisPrefix: 'unit', ttlSeconds: 3600, fallbackTokenAgeSeconds: 60, checkTimeoutMs: 50 });
  });
  afterAll(() => redis.disconnect());

  it('still accepts a token issued within the last minute', async () => {
    await expect(revocations.assertLive(token(10), now)).resolves.toBeUndefined();
  });

  it('does not fail open for older tokens: the client must refresh through identity', async () => {
    const refused = await revocations.assertLive(token(120), now).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'unauthorized', code: 'AUTH.TOKEN_RECHECK' });
  });
});
