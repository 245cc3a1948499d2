import { call, refreshCookieFrom, waitFor } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { tapEvents, type EventTap } from './event-tap';
import { startPlatform, type Platform } from './harness';
import { signedInAccount, TEST_PASSWORD } from './test-accounts';

jest.setTimeout(90_000);

/** Access tokens live 15 minutes: a revocation must take effect long before that. */
const WITHIN_MS = 3_000;

describe('sessions end when they should, not when their access token expires', () => {
  let platform: Platform;
  let base: string;
  let api: string;
  let published: EventTap;

  beforeAll(async () => {
    platform = await startPlatform([identityService, gatewayService], { RATE_LIMIT_PER_MINUTE: '10000' });
    base = platform.services.gateway.url;
    api = `${base}/api/v1/auth`;
    published = await tapEvents(platform.runId);
  });
  afterAll(async () => {
    await published?.close();
    await platform?.stop();
  });

  const statusOf = async (url: string, token: string) => (await call(url, { bearer: token })).status;

  it('refuses the access token of a signed-out session within seconds', async () => {
    const member = await signedInAccount(platform);
    expect(await statusOf(`${api}/me`, member.token)).toBe(200);
    expect((await call(`${api}/sign-out`, { method: 'POST', cookie: member.cookie })).status).toBe(204);
    await waitFor(() => statusOf(`${api}/me`, member.token), (s) => s === 401, WITHIN_MS, 'the signed-out token to be refused');
    expect((await call(`${api}/me`, { bearer: member.token })).body.error?.code).toBe('AUTH.SESSION_REVOKED');
  });

  it('refuses the access token of a session revoked from the sessions list, and only that one', async () => {
    const member = await signedInAccount(platform);
    const other = await call(`${api}/sign-in`, { body: { email: member.email, password: TEST_PASSWORD } });
    const otherToken = other.body.accessToken as string;
    const { sessions } = (await call(`${api}/sessions`, { bearer: member.token })).body as { sessions: Array<{ id: string }> };
    const otherSid = JSON.parse(Buffer.from(otherToken.split('.')[1], 'base64url').toString()).sid as string;
    expect(sessions.map((s) => s.id)).toContain(otherSid);
    expect((await call(`${api}/sessions/${otherSid}`, { method: 'DELETE', bearer: member.token })).body).toEqual({ revoked: true });
    await waitFor(() => statusOf(`${api}/me`, otherToken), (s) => s === 401, WITHIN_MS, 'the revoked session token to be refused');
    expect(await statusOf(`${api}/me`, member.token)).toBe(200);
  });

  it('takes the admin API away from a demoted admin within seconds', async () => {
    const granting = await signedInAccount(platform, { admin: true, mfa: true });
    const demoted = await signedInAccount(platform, { admin: true, mfa: true });
    const users = `${base}/api/v1/admin/users`;
    expect(await statusOf(users, demoted.token)).toBe(200);
    const demotion = await call(`${users}/${demoted.id}/admin`, { method: 'PUT', body: { admin: false }, bearer: granting.token });
    expect(demotion.body).toMatchObject({ id: demoted.id, role: 'user' });
    await waitFor(() => statusOf(users, demoted.token), (s) => s === 401 || s === 403, WITHIN_MS, 'the demoted admin token to be refused');
    // Refreshing gives a member's token: signed in still, but no admin area.
    const refreshed = await call(`${api}/refresh`, { method: 'POST', cookie: demoted.cookie });
    expect(refreshed.body).toMatchObject({ user: { role: 'user' } });
    expect(await statusOf(users, refreshed.body.accessToken as string)).toBe(403);
    expect(await statusOf(`${api}/me`, refreshed.body.accessToken as string)).toBe(200);
  });

  it('ends every session when the password is reset by e-mailed link', async () => {
    const member = await signedInAccount(platform);
    const laptop = await call(`${api}/sign-in`, { body: { email: member.email, password: TEST_PASSWORD } });
    expect((await call(`${api}/password/forgot`, { body: { email: member.email } })).status).toBe(202);
    // Off the broker: the outbox row loses the link once it is published (event secrets).
    const [row] = await published.rows('user.password_reset_requested', (p) => p.email === member.email);
    const token = new URL(row.envelope.payload.resetUrl).searchParams.get('reset');
    expect((await call(`${api}/password/reset`, { body: { token, password: 'a brand new harbour passphrase' } })).status).toBe(200);
    for (const session of [{ token: member.token, cookie: member.cookie }, { token: laptop.body.accessToken as string, cookie: refreshCookieFrom(laptop.setCookie) }]) {
      expect((await call(`${api}/refresh`, { method: 'POST', cookie: session.cookie })).status).toBe(401);
      await waitFor(() => statusOf(`${api}/me`, session.token), (s) => s === 401, WITHIN_MS, 'the reset account tokens to be refused');
    }
  });

  it('ends a session 30 days after sign-in however often it was refreshed', async () => {
    const member = await signedInAccount(platform);
    const refreshed = await call(`${api}/refresh`, { method: 'POST', cookie: member.cookie });
    expect(refreshed.status).toBe(200);
    const cookie = refreshCookieFrom(refreshed.setCookie)!;
    const sid = JSON.parse(Buffer.from((refreshed.body.accessToken as string).split('.')[1], 'base64url').toString()).sid as string;
    // Active a minute ago, signed in 30 days and a minute ago.
    await platform.db.query(
      `UPDATE "${platform.schemaOf('identity')}".sessions SET created_at = now() - interval '30 days 1 minute', last_active_at = now() - interval '1 minute' WHERE id = $1`,
      [sid],
    );
    const expired = await call(`${api}/refresh`, { method: 'POST', cookie });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({ code: 'AUTH.SESSION_EXPIRED', message: 'Authentication session expired. Please sign in again.' });
    await waitFor(() => statusOf(`${api}/me`, refreshed.body.accessToken as string), (s) => s === 401, WITHIN_MS, 'the expired session token to be refused');
  });
});
