import { liteSubmission, postJson, testRun, waitFor } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(120_000);

/** The same path with the first letter of every segment percent-encoded: `/%61pi/%761/...`. */
function encodedSpelling(path: string): string {
  return path.replace(/\/([A-Za-z])/g, (_match, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
}

type LimitedRoute = { method: 'GET' | 'POST'; path: string; max: number };

// Every route with a budget of its own (@RouteConfig rateLimit), and two on the global budget.
const AUTH_MAX = 30;
const OPEN_CHECKOUT_MAX = 4;
const LIMITED_ROUTES: LimitedRoute[] = [
  ...['sign-up', 'verify-email', 'sign-in', 'mfa/challenge', 'mfa/confirm', 'password/forgot', 'password/reset', 'password/change', 'email/change', 'email/confirm'].map(
    (route): LimitedRoute => ({ method: 'POST', path: `/api/v1/auth/${route}`, max: AUTH_MAX }),
  ),
  { method: 'POST', path: '/api/v1/lite-assessments', max: 2 },
  { method: 'POST', path: '/api/v1/launch-notifications', max: 10 },
  { method: 'POST', path: '/api/logs', max: 30 },
  { method: 'POST', path: '/api/v1/billing/checkout/guest', max: OPEN_CHECKOUT_MAX },
  { method: 'POST', path: '/api/v1/billing/checkout/test', max: OPEN_CHECKOUT_MAX },
  { method: 'POST', path: '/api/v1/billing/verify-payment', max: OPEN_CHECKOUT_MAX },
  { method: 'GET', path: '/api/v1/billing/sandbox/sessions/x', max: OPEN_CHECKOUT_MAX },
  { method: 'POST', path: '/api/v1/billing/sandbox/sessions/x/pay', max: OPEN_CHECKOUT_MAX },
  { method: 'POST', path: '/api/v1/billing/sandbox/sessions/x/cancel', max: OPEN_CHECKOUT_MAX },
  { method: 'GET', path: '/api/v1/auth/me', max: 6 },
  { method: 'GET', path: '/api/v1/no-such-route', max: 6 },
];

describe('gateway rate limits (Redis-backed)', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([assessmentsService, gatewayService], {
      LITE_SUBMISSIONS_PER_MINUTE: '2',
      RATE_LIMIT_PER_MINUTE: '6',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: String(OPEN_CHECKOUT_MAX),
    });
  });
  afterAll(() => platform?.stop());
  // Budgets count in clock-aligned one-minute windows: a case that straddled a minute's end would
  // see its count start again. Each case starts with at least 10 s of its window left.
  beforeEach(async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  });

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
    // The counts reach Redis with the next sync (RATE_LIMIT_SYNC_MS), shared with other instances.
    const redis = platform.services.gateway.infra.redis!;
    await waitFor(() => redis.keys(`${testRun(platform.runId).redisPrefix}:rate:*`), (keys) => keys.length > 0, 2_000, 'the rate-limit counts in Redis');
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

  it('budgets the shared-link pages too: the gateway renders them with a call to sharing, as the API would', async () => {
    const base = platform.services.gateway.url;
    const client = { 'x-forwarded-for': '198.51.100.200' };
    const page = (path: string) => fetch(`${base}${path}`, { headers: client }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await page(i % 2 ? '/shared/AbCdEfGhIjKlMnOpQrStUvWxYz012345' : '/%73hared/AbCdEfGhIjKlMnOpQrStUvWxYz012345'));
    expect(statuses).not.toContain(429);
    expect(await page('/shared/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(429);
    // Other pages are not budgeted.
    expect(await page('/pricing')).not.toBe(429);
  });

  // The router decodes `/%61pi/...` to `/api/...` and runs the same handler, so the budget must
  // follow the matched route, not the URL as the client spelled it.
  it.each(LIMITED_ROUTES.map((route, n) => [route.method, route.path, route, n] as const))(
    '%s %s answers 429 at the same count whichever way the path is spelled',
    async (_method, _path, route, n) => {
      const base = platform.services.gateway.url;
      // A client of its own per route, so the global budget of one case never spills into another.
      const client = { 'x-forwarded-for': `198.51.100.${n + 10}` };
      const send = (path: string) =>
        fetch(`${base}${path}`, { method: route.method, headers: { ...client, ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}) }, body: route.method === 'POST' ? '{}' : undefined });
      const spellings = [route.path, encodedSpelling(route.path)];
      const withinBudget: number[] = [];
      for (let i = 0; i < route.max; i++) withinBudget.push((await send(spellings[i % 2])).status);
      expect(withinBudget.filter((status) => status === 429)).toEqual([]);
      expect((await send(encodedSpelling(route.path))).status).toBe(429);
      expect((await send(route.path)).status).toBe(429);
    },
  );
});
