import { assessmentsService } from '../apps/assessments/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { liteSubmission, postJson } from './factories';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

describe('gateway rate limits (Redis-backed)', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([assessmentsService, gatewayService], { LITE_SUBMISSIONS_PER_MINUTE: '2', RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => platform?.stop());

  it('answers 429 with Retry-After and the error shape once a client exceeds its Lite budget', async () => {
    const url = `${platform.services.gateway.url}/api/v1/lite-assessments`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await postJson(url, liteSubmission()));
    expect(statuses.map((r) => r.status)).toEqual([201, 201, 429]);
    const limited = statuses[2];
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toMatch(/Too many requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Health probes are never throttled, whatever the client did.
    expect((await fetch(`${platform.services.gateway.url}/health/live`)).status).toBe(200);
    const keys = await platform.services.gateway.infra.redis!.keys(`t${platform.runId}:rate:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
