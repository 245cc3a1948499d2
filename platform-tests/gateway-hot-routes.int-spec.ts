import { waitFor } from '@bv/testing';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { HotRoutes } from '../apps/gateway/src/http/hot-routes';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(120_000);

const BUDGET = 8;
/**
 * Each case is its own client, as a proxy on this host reports it (TRUST_PROXY's default trusts
 * loopback): its own budget, and proof that both ways work out the same client address.
 */
const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
/** Headers that differ between any two answers: the time, the id, the budget left. */
const PER_ANSWER = new Set(['date', 'x-correlation-id', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

type Answer = { status: number; headers: Record<string, string>; body: unknown };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  const received: Record<string, string> = {};
  response.headers.forEach((value, name) => (received[name] = value));
  return { status: response.status, headers: received, body: await response.json() };
}

function lasting(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

/**
 * GET /api/v1/flags and GET /health/live are answered before Fastify (hot-routes.ts, issue 18).
 * What a client gets must not tell the two ways apart: each hot answer is compared with
 * Fastify's answer for the same route (a query string sends a request down Fastify's way).
 */
describe('routes answered before the framework', () => {
  let platform: Platform;
  let gateway: string;
  const answered = jest.spyOn(HotRoutes.prototype, 'answer');
  const lastAnsweredHot = () => answered.mock.results.at(-1)?.value === true;

  beforeAll(async () => {
    platform = await startPlatform([flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: String(BUDGET) });
    gateway = platform.services.gateway.url;
  });
  afterAll(() => platform?.stop());
  // The budget counts in clock-aligned minutes: each case starts with at least 10 s of its window
  // left, so its requests count in one window.
  beforeEach(async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  });

  it('answers the flags and the liveness probe as the framework does, headers and all', async () => {
    await waitFor(
      async () => (await get(`${gateway}/api/v1/flags`, client(99))).status === 200 && lastAnsweredHot(),
      (hot) => hot,
      20_000,
      'the snapshot to be held',
    );

    const hotFlags = await get(`${gateway}/api/v1/flags`, { ...client(1), 'x-correlation-id': 'trace-hot-route-1' });
    expect(lastAnsweredHot()).toBe(true);
    const frameworkFlags = await get(`${gateway}/api/v1/flags?via=framework`, client(1));
    expect(lastAnsweredHot()).toBe(false);
    expect(hotFlags.status).toBe(200);
    expect(hotFlags.body).toEqual(frameworkFlags.body);
    expect(hotFlags.body).toMatchObject({ phaseId: expect.any(String), flags: expect.any(Object), version: expect.any(Number) });
    expect(lasting(hotFlags.headers)).toEqual(lasting(frameworkFlags.headers));
    expect(hotFlags.headers['x-correlation-id']).toBe('trace-hot-route-1');
    expect(hotFlags.headers['content-security-policy']).toContain("default-src 'self'");
    expect([hotFlags.headers['x-ratelimit-remaining'], frameworkFlags.headers['x-ratelimit-remaining']]).toEqual([String(BUDGET - 1), String(BUDGET - 2)]);

    const hotLive = await get(`${gateway}/health/live`);
    expect(lastAnsweredHot()).toBe(true);
    const frameworkLive = await get(`${gateway}/health/live?via=framework`);
    expect(lastAnsweredHot()).toBe(false);
    expect(hotLive).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(hotLive.body).toEqual(frameworkLive.body);
    expect(lasting(hotLive.headers)).toEqual(lasting(frameworkLive.headers));
    expect(hotLive.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);

    const metrics = await (await fetch(`${gateway}/metrics`)).text();
    const flagsReads = Number(/bv_http_requests_total\{method="GET",route="\/api\/v1\/flags",status="200",app="gateway"\} (\d+)/.exec(metrics)?.[1]);
    expect(flagsReads).toBeGreaterThanOrEqual(3);
  });

  it("counts flags reads in the client's budget, and the framework answers the 429 once it is used", async () => {
    const reads: Answer[] = [];
    for (let i = 0; i < BUDGET; i++) reads.push(await get(`${gateway}/api/v1/flags`, client(2)));
    expect(reads.map((read) => read.status)).toEqual(Array(BUDGET).fill(200));
    expect(reads.map((read) => Number(read.headers['x-ratelimit-remaining']))).toEqual(Array.from({ length: BUDGET }, (_, i) => BUDGET - 1 - i));
    expect(reads.every((read) => read.headers['x-ratelimit-limit'] === String(BUDGET))).toBe(true);

    const refused = await get(`${gateway}/api/v1/flags`, client(2));
    expect(lastAnsweredHot()).toBe(false);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // One budget for every route without its own: the flags reads used it up for the others too.
    expect((await fetch(`${gateway}/api/v1/no-such-route`, { headers: client(2) })).status).toBe(429);
    // Another client's budget is its own.
    expect((await get(`${gateway}/api/v1/flags`, client(3))).status).toBe(200);
    expect(lastAnsweredHot()).toBe(true);
  });
});
