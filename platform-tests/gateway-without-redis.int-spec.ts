import { randomUUID } from 'node:crypto';
import { call, ensureRedisRunning, liteSubmission, postJson, stopRedisLosingEverything } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(120_000);

const PASSWORD = 'harbour lights over marina bay';
const REQUESTS_PER_MINUTE = 40;

/** Redis is not a single point of failure for the edge: with it away the gateway keeps serving, within its limits. */
describe('the gateway while Redis is down', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([identityService, flagsService, assessmentsService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
      LITE_SUBMISSIONS_PER_MINUTE: '100',
    });
  });
  afterAll(async () => {
    await ensureRedisRunning();
    await platform?.stop();
  });

  it('answers, signs in, takes Lite submissions, stays ready and still limits requests, then carries on once Redis is back', async () => {
    const gateway = platform.services.gateway;
    const api = (path: string) => `${gateway.url}/api/v1${path}`;
    const email = `no-redis-${randomUUID().slice(0, 8)}@example.sg`;
    await call(api('/auth/sign-up'), { body: { email, password: PASSWORD, name: 'Siti Rahman' } });
    await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);

    await stopRedisLosingEverything();
    try {
      const started = Date.now();
      expect((await fetch(api('/flags'))).status).toBe(200);
      const ready = await fetch(`${gateway.internalUrl}/health/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: Record<string, string> }).checks).toMatchObject({ broker: 'up', redis: 'down' });

      const signedIn = await call(api('/auth/sign-in'), { body: { email, password: PASSWORD } });
      expect(signedIn.status).toBe(200);
      const me = await call(api('/auth/me'), { bearer: signedIn.body.accessToken as string });
      expect(me.body).toMatchObject({ email });
      expect((await postJson(api('/lite-assessments'), liteSubmission())).status).toBe(201);
      // Nothing waited for Redis.
      expect(Date.now() - started).toBeLessThan(10_000);

      // The budget still holds, counted in this instance.
      const statuses: number[] = [];
      for (let i = 0; i < REQUESTS_PER_MINUTE; i++) statuses.push((await fetch(api('/flags'))).status);
      expect(statuses).toContain(429);
    } finally {
      await ensureRedisRunning();
    }

    for (let i = 0; i < 50 && gateway.infra.redis?.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
    const ready = await fetch(`${gateway.internalUrl}/health/ready`);
    expect(((await ready.json()) as { checks: Record<string, string> }).checks).toMatchObject({ redis: 'up' });
    // Signed-in requests go on as before.
    const again = await call(api('/auth/sign-in'), { body: { email, password: PASSWORD } });
    expect(again.status).toBe(200);
  });
});
