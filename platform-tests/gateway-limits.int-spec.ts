import { assessmentsService } from '../apps/assessments/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { liteSubmission, postJson } from './factories';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

describe('gateway rate limits (Redis-backed)', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([assessmentsService, gatewayService], { LITE_SUBMISSIONS_PER_MINUTE: '2', RATE_LIMIT_PER_MINUTE: '6' });
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

  it("budgets the API only: a page load's many static files never use up a visitor's API budget", async () => {
    const base = platform.services.gateway.url;
    const pages = await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/assets/app-chunk.js`)));
    expect(pages.some((r) => r.status === 429)).toBe(false);
    // The global API budget (6 a minute) still holds for API routes.
    const api = [];
    for (let i = 0; i < 7; i++) api.push((await fetch(`${base}/api/v1/status`)).status);
    expect(api.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(api[6]).toBe(429);
  });
});
