import { randomUUID } from 'node:crypto';
import { call } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

const BUDGET = 3;

/** Statuses of `count` requests to an unknown API route (it is on the global budget), each with its own X-Forwarded-For. */
async function statuses(base: string, forwardedFor: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const xff of forwardedFor) out.push((await fetch(`${base}/api/v1/no-such-route`, { headers: { 'x-forwarded-for': xff } })).status);
  return out;
}

describe('client address behind the default trusted proxy (loopback)', () => {
  let platform: Platform;
  let base: string;

  beforeAll(async () => {
    // No TRUST_PROXY: the default trusts a proxy on this host, which the test client stands in for.
    platform = await startPlatform([identityService, gatewayService], { RATE_LIMIT_PER_MINUTE: String(BUDGET) });
    base = platform.services.gateway.url;
  });
  afterAll(() => platform?.stop());

  it('keys the client the proxy saw; a spoofed left-most X-Forwarded-For entry changes nothing', async () => {
    const spoofed = Array.from({ length: BUDGET + 1 }, (_, n) => `203.0.113.${n + 1}, 198.51.100.7`);
    expect(await statuses(base, spoofed)).toEqual([404, 404, 404, 429]);
    // Another client behind the same proxy has a budget of its own.
    expect(await statuses(base, ['198.51.100.8'])).toEqual([404]);
  });

  it('gives two IPv6 addresses of one /64 one budget, and another /64 its own', async () => {
    expect(await statuses(base, ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::1', '2001:db8:1:2:ffff:ffff:ffff:ffff'])).toEqual([404, 404, 404, 429]);
    expect(await statuses(base, ['2001:db8:1:3::1'])).toEqual([404]);
  });

  it('counts failed sign-ins from one /64 together, and apart from another /64', async () => {
    const email = `addr-${randomUUID().slice(0, 8)}@example.sg`;
    const api = `${base}/api/v1/auth`;
    const wrong = async (ip: string) => (await call(`${api}/sign-in`, { body: { email, password: 'not the password' }, headers: { 'x-forwarded-for': ip } })).status;
    // Ten wrong passwords for one account from one address are allowed, then the pair is blocked.
    for (let n = 0; n < 10; n++) expect(await wrong(`2001:db8:5:6::${(n + 1).toString(16)}`)).toBe(401);
    const blocked = await call(`${api}/sign-in`, { body: { email, password: 'not the password' }, headers: { 'x-forwarded-for': '2001:db8:5:6:abcd::99' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error?.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    // Another /64 is another client: its first wrong password is just wrong.
    expect(await wrong('2001:db8:5:7::1')).toBe(401);
  });
});

describe('client address with an untrusted peer', () => {
  let platform: Platform;

  beforeAll(async () => {
    // The proxies are elsewhere: this test client is not one of them.
    platform = await startPlatform([gatewayService], { RATE_LIMIT_PER_MINUTE: String(BUDGET), TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => platform?.stop());

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const forged = Array.from({ length: BUDGET + 1 }, (_, n) => `198.51.100.${n + 1}`);
    expect(await statuses(platform.services.gateway.url, forged)).toEqual([404, 404, 404, 429]);
  });
});
