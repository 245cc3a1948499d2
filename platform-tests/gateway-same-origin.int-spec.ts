import { randomUUID } from 'node:crypto';
import { call, refreshCookieFrom } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://vault.example.sg';
const PASSWORD = 'harbour lights over marina bay';
const OWN = { origin: PUBLIC_URL };
const FOREIGN = { origin: 'https://evil.example' };

/**
 * Another site must not sign a visitor in (login CSRF) or out, nor use or rotate their session
 * cookie: the cookie routes refuse a foreign Origin (or, without one, Sec-Fetch-Site: cross-site).
 */
describe('session-cookie routes refuse cross-site requests', () => {
  let platform: Platform;
  let api: string;

  beforeAll(async () => {
    platform = await startPlatform([identityService, gatewayService], { RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL });
    api = `${platform.services.gateway.url}/api/v1/auth`;
  });
  afterAll(() => platform?.stop());

  async function verifiedUser(): Promise<string> {
    const email = `origin-${randomUUID().slice(0, 8)}@example.sg`;
    expect((await call(`${api}/sign-up`, { body: { email, password: PASSWORD, name: 'Siti Rahman' } })).status).toBe(201);
    await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    return email;
  }

  it('refuses a sign-in posted from another site with 403 and sets no cookie', async () => {
    const email = await verifiedUser();
    for (const headers of [FOREIGN, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://vault.example.sg.evil.example' }]) {
      const res = await call(`${api}/sign-in`, { body: { email, password: PASSWORD }, headers });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('AUTH.CROSS_SITE_REQUEST');
      expect(res.setCookie).toBeNull();
    }
  });

  it('signs in from its own pages and from a client that sends no Origin', async () => {
    const email = await verifiedUser();
    for (const headers of [OWN, { ...OWN, 'sec-fetch-site': 'same-origin' }, {}]) {
      const res = await call(`${api}/sign-in`, { body: { email, password: PASSWORD }, headers });
      expect(res.status).toBe(200);
      expect(refreshCookieFrom(res.setCookie)).not.toBeNull();
    }
  });

  it('refuses refresh, sign-out and the MFA challenge from another site; the session survives', async () => {
    const email = await verifiedUser();
    const signedIn = await call(`${api}/sign-in`, { body: { email, password: PASSWORD }, headers: OWN });
    const cookie = refreshCookieFrom(signedIn.setCookie);
    const refused = [
      await call(`${api}/refresh`, { method: 'POST', cookie, headers: FOREIGN }),
      await call(`${api}/sign-out`, { method: 'POST', cookie, headers: FOREIGN }),
      await call(`${api}/mfa/challenge`, { body: { challengeId: randomUUID(), code: '123456' }, cookie, headers: FOREIGN }),
      await call(`${api}/mfa/confirm`, { body: { factorId: randomUUID(), code: '123456' }, bearer: signedIn.body.accessToken as string, headers: FOREIGN }),
    ];
    expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual(Array.from({ length: 4 }, () => [403, 'AUTH.CROSS_SITE_REQUEST']));
    const refreshed = await call(`${api}/refresh`, { method: 'POST', cookie, headers: OWN });
    expect(refreshed.status).toBe(200);
    expect((await call(`${api}/sign-out`, { method: 'POST', cookie: refreshCookieFrom(refreshed.setCookie), headers: OWN })).status).toBe(204);
  });
});
