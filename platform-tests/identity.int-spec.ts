import { randomUUID } from 'node:crypto';
import { generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { call, refreshCookieFrom, waitFor } from '@bv/testing';
import { identityService } from '../apps/identity/src/service';
import { decryptSecret } from '../apps/identity/src/crypto/key-encryption';
import { SigningKeysService } from '../apps/identity/src/keys/signing-keys.service';
import { FREE_ATTEMPTS } from '../apps/identity/src/throttle/account-throttle.service';
import { gatewayService } from '../apps/gateway/src/service';
import { envelope, publishEvents } from './events';
import { tapEvents, type EventTap } from './event-tap';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(90_000);

const PASSWORD = 'harbour lights over marina bay';
const DEV_KEY = 'ZGV2LW9ubHkta2V5LWVuY3J5cHRpb24ta2V5LTMyYmI=';

describe('identity through the gateway', () => {
  let platform: Platform;
  let api: string;
  let published: EventTap;
  const i = () => platform.schemaOf('identity');

  beforeAll(async () => {
    platform = await startPlatform([identityService, gatewayService], { REFRESH_REUSE_GRACE_SECONDS: '2', RATE_LIMIT_PER_MINUTE: '10000', TRUST_PROXY: '127.0.0.1' });
    api = `${platform.services.gateway.url}/api/v1/auth`;
    published = await tapEvents(platform.runId);
  });
  afterAll(async () => {
    await published?.close();
    await platform?.stop();
  });

  async function verifiedUser(): Promise<{ email: string; userId: string }> {
    const email = `founder-${randomUUID().slice(0, 8)}@example.sg`;
    const signUp = await call(`${api}/sign-up`, { body: { email, password: PASSWORD, name: 'Tan Wei Ming' } });
    expect(signUp.status).toBe(201);
    const [event] = await published.rows('user.verification_requested', (p) => p.email === email);
    const token = new URL(event.envelope.payload.verifyUrl).searchParams.get('verify');
    expect((await call(`${api}/verify-email`, { body: { token } })).status).toBe(200);
    // The link signed the person in; the tests count sessions from their own sign-ins.
    await platform.db.query(`UPDATE "${i()}".sessions SET revoked_at = now() WHERE user_id = $1`, [signUp.body.userId]);
    return { email, userId: signUp.body.userId as string };
  }

  async function signIn(email: string) {
    const res = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    return { accessToken: res.body.accessToken as string, cookie: refreshCookieFrom(res.setCookie)!, setCookie: res.setCookie! };
  }

  async function activeSigningKey() {
    const [row] = (await platform.db.query(`SELECT kid, private_key_enc FROM "${i()}".signing_keys WHERE state = 'active'`)).rows;
    return { kid: row.kid as string, key: await importPKCS8(decryptSecret(row.private_key_enc, DEV_KEY), 'ES256') };
  }

  it('signs up with an Argon2id hash, requires the e-mailed link, then signs in with an HttpOnly refresh cookie', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.sg`;
    const signUp = await call(`${api}/sign-up`, { body: { email, password: PASSWORD, name: 'Lim Hui Min' } });
    expect(signUp.body).toMatchObject({ email, verificationRequired: true });
    const [user] = (await platform.db.query(`SELECT password_hash, email_verified_at FROM "${i()}".users WHERE email = $1`, [email])).rows;
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.email_verified_at).toBeNull();
    // A second sign-up is answered like the first (no probing which addresses have accounts) and changes nothing.
    expect((await call(`${api}/sign-up`, { body: { email, password: PASSWORD, name: 'Again' } })).status).toBe(201);

    const early = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect(early.status).toBe(403);
    expect(early.body.error?.code).toBe('AUTH.EMAIL_NOT_VERIFIED');

    const [event] = await published.rows('user.verification_requested', (p) => p.email === email);
    const token = new URL(event.envelope.payload.verifyUrl).searchParams.get('verify');
    // The link signs the person in as sign-in would (docs/product-rules.md, "Accounts and security").
    const verified = await call(`${api}/verify-email`, { body: { token } });
    expect(verified.body).toMatchObject({ email, signIn: { kind: 'session', user: { email, aal: 'aal1' } } });
    expect(refreshCookieFrom(verified.setCookie)).toBeTruthy();
    expect((await call(`${api}/verify-email`, { body: { token } })).status).toBe(400); // single use

    expect((await call(`${api}/sign-in`, { body: { email, password: 'wrong password here' } })).status).toBe(401);
    const session = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { email, role: 'user', aal: 'aal1' } });
    expect(session.body).not.toHaveProperty('refreshToken');
    expect(session.setCookie).toMatch(/^__Host-bv_refresh=[A-Za-z0-9_-]{43};/);
    expect(session.setCookie).toMatch(/HttpOnly/);
    expect(session.setCookie).toMatch(/Secure/);
    expect(session.setCookie).toMatch(/SameSite=Strict/);
    const me = await call(`${api}/me`, { bearer: session.body.accessToken as string });
    expect(me.body).toMatchObject({ email, emailVerified: true, role: 'user' });
  });

  it('refuses weak passwords and answers the same for an unknown account and a wrong password', async () => {
    const weak = await call(`${api}/sign-up`, { body: { email: 'weak@example.sg', password: 'password123', name: 'W' } });
    expect(weak.body.error?.code).toBe('AUTH.PASSWORD_TOO_COMMON');
    const short = await call(`${api}/sign-up`, { body: { email: 'short@example.sg', password: 'abc', name: 'S' } });
    expect(short.body.error?.message).toBe('Password must be at least 8 characters');
    const unknown = await call(`${api}/sign-in`, { body: { email: 'nobody-here@example.sg', password: PASSWORD } });
    expect(unknown).toMatchObject({ status: 401, body: { error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' } } });
  });

  it('rotates the refresh token; re-use of a spent one revokes the whole session', async () => {
    const { email } = await verifiedUser();
    const first = await signIn(email);
    const second = await call(`${api}/refresh`, { method: 'POST', cookie: first.cookie });
    expect(second.status).toBe(200);
    const secondCookie = refreshCookieFrom(second.setCookie)!;
    expect(secondCookie).not.toBe(first.cookie);
    await new Promise((r) => setTimeout(r, 2_500)); // past the parallel-tab grace window
    const replay = await call(`${api}/refresh`, { method: 'POST', cookie: first.cookie });
    expect(replay.status).toBe(401);
    expect(replay.body.error?.message).toBe('Authentication session expired. Please sign in again.');
    // The thief's replay also locked out the legitimate holder of the newest token.
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: secondCookie })).status).toBe(401);
  });

  it('two tabs refreshing at once do not fork the session', async () => {
    const { email } = await verifiedUser();
    const { cookie } = await signIn(email);
    const [a, b] = await Promise.all([call(`${api}/refresh`, { method: 'POST', cookie }), call(`${api}/refresh`, { method: 'POST', cookie })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const newCookies = [a, b].map((r) => refreshCookieFrom(r.setCookie)).filter(Boolean);
    expect(newCookies).toHaveLength(1); // only one successor exists
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: newCookies[0] })).status).toBe(200);
    const [{ n }] = (await platform.db.query(`SELECT count(*)::int AS n FROM "${i()}".sessions s JOIN "${i()}".users u ON u.id = s.user_id WHERE u.email = $1 AND s.revoked_at IS NULL`, [email])).rows;
    expect(n).toBe(1);
  });

  it('needs the CSRF header on cookie-authenticated calls, and signing out ends the session', async () => {
    const { email } = await verifiedUser();
    const { cookie } = await signIn(email);
    expect((await call(`${api}/refresh`, { method: 'POST', cookie, csrf: false })).status).toBe(403);
    expect((await call(`${api}/refresh`, { method: 'POST' })).status).toBe(204); // no cookie: no session, no error
    const out = await call(`${api}/sign-out`, { method: 'POST', cookie });
    expect(out.status).toBe(204);
    expect(out.setCookie).toMatch(/__Host-bv_refresh=;/);
    expect((await call(`${api}/refresh`, { method: 'POST', cookie })).status).toBe(401);
  });

  it('refuses tampered, alg:none, HS256-with-public-key, unknown-kid, expired, wrong-audience and exp-less tokens', async () => {
    const { email, userId } = await verifiedUser();
    const { accessToken } = await signIn(email);
    const { kid, key } = await activeSigningKey();
    const claims = { sub: userId, email, role: 'admin', aal: 'aal1', amr: ['pwd'], sid: randomUUID() };
    const now = Math.floor(Date.now() / 1000);
    const signed = (jwt: SignJWT) => jwt.setProtectedHeader({ alg: 'ES256', kid }).sign(key);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const [header, payload, signature] = accessToken.split('.');
    const jwks = (await call(`${platform.services.gateway.url}/.well-known/jwks.json`)).body as { keys: Array<{ kid: string; x: string }> };
    const publicJwk = jwks.keys.find((k) => k.kid === kid)!;
    const stranger = await generateKeyPair('ES256');

    const cases: Array<[string, string]> = [
      ['tampered payload', `${header}.${b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })}.${signature}`],
      ['alg none', `${b64({ alg: 'none', kid })}.${payload}.`],
      ['HS256 with the public key', await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).setIssuer('blueprint-vault').setAudience('blueprint-vault-api').setExpirationTime(now + 300).sign(new TextEncoder().encode(JSON.stringify(publicJwk)))],
      ['unknown kid', await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'not-ours' }).setIssuer('blueprint-vault').setAudience('blueprint-vault-api').setExpirationTime(now + 300).sign(stranger.privateKey)],
      ['expired', await signed(new SignJWT(claims).setIssuer('blueprint-vault').setAudience('blueprint-vault-api').setIssuedAt(now - 1000).setExpirationTime(now - 10))],
      ['wrong audience', await signed(new SignJWT(claims).setIssuer('blueprint-vault').setAudience('someone-else').setExpirationTime(now + 300))],
      ['missing exp', await signed(new SignJWT(claims).setIssuer('blueprint-vault').setAudience('blueprint-vault-api'))],
    ];
    const outcomes = Object.fromEntries(
      await Promise.all(cases.map(async ([name, token]) => [name, (await call(`${api}/me`, { bearer: token })).body.error?.message])),
    );
    expect(outcomes).toEqual({
      'tampered payload': 'Invalid JWT signature',
      'alg none': 'Invalid JWT signature',
      'HS256 with the public key': 'Invalid JWT signature',
      'unknown kid': 'No matching signing key found in JWKS',
      expired: 'JWT has expired',
      'wrong audience': 'Invalid JWT claims',
      'missing exp': 'Missing exp claim',
    });
  });

  it('keeps tokens signed before a key rotation valid until they expire', async () => {
    const { email } = await verifiedUser();
    const before = await signIn(email);
    await platform.services.identity.app.get(SigningKeysService).rotate();
    const after = await signIn(email);
    expect(JSON.parse(Buffer.from(after.accessToken.split('.')[0], 'base64url').toString()).kid).not.toBe(
      JSON.parse(Buffer.from(before.accessToken.split('.')[0], 'base64url').toString()).kid,
    );
    expect((await call(`${api}/me`, { bearer: before.accessToken })).status).toBe(200);
    expect((await call(`${api}/me`, { bearer: after.accessToken })).status).toBe(200);
  });

  it('resets a forgotten password with a single-use link and signs out every session', async () => {
    const { email } = await verifiedUser();
    const before = await signIn(email);
    expect((await call(`${api}/password/forgot`, { body: { email: 'nobody-at-all@example.sg' } })).status).toBe(202);
    expect((await call(`${api}/password/forgot`, { body: { email } })).status).toBe(202);
    const [event] = await published.rows('user.password_reset_requested', (p) => p.email === email);
    const token = new URL(event.envelope.payload.resetUrl).searchParams.get('reset');
    const fresh = 'a new sentence about durian season';
    expect((await call(`${api}/password/reset`, { body: { token, password: fresh } })).body).toEqual({ email });
    expect((await call(`${api}/password/reset`, { body: { token, password: 'another long sentence here' } })).status).toBe(400);
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: before.cookie })).status).toBe(401);
    expect((await call(`${api}/sign-in`, { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call(`${api}/sign-in`, { body: { email, password: fresh } })).status).toBe(200);
  });

  it('changes the password after re-authentication and signs out the other devices only', async () => {
    const { email } = await verifiedUser();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    const wrong = await call(`${api}/password/change`, { body: { currentPassword: 'not it at all', newPassword: 'tropical rain at four' }, bearer: laptop.accessToken });
    expect(wrong.body.error?.code).toBe('AUTH.WRONG_PASSWORD');
    const changed = await call(`${api}/password/change`, { body: { currentPassword: PASSWORD, newPassword: 'tropical rain at four' }, bearer: laptop.accessToken });
    expect(changed.body).toEqual({ changed: true, otherSessionsRevoked: 1 });
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: phone.cookie })).status).toBe(401);
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: laptop.cookie })).status).toBe(200);
  });

  it('answers 429 to 150 bad sign-ins from one address; the owner elsewhere is slowed down, never locked out', async () => {
    const { email } = await verifiedUser();
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    let lastRetryAfter: string | null = null;
    for (let n = 0; n < 150; n++) {
      const res = await call(`${api}/sign-in`, { body: { email, password: `guess number ${n}` }, headers: attacker });
      statuses.push(res.status);
      lastRetryAfter = res.retryAfter ?? lastRetryAfter;
    }
    // Five free attempts and the one that starts the per-account delay.
    expect(statuses.slice(0, FREE_ATTEMPTS + 1).every((s) => s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(140);
    expect(Number(lastRetryAfter)).toBeGreaterThan(0);
    // Even the right password is refused from the attacking address for now...
    expect((await call(`${api}/sign-in`, { body: { email, password: PASSWORD }, headers: attacker })).status).toBe(429);
    // ...and the owner elsewhere waits the account's current delay (seconds, growing), then gets in.
    // The loop above may outlast the delay its last counted guess set (a slow machine), so one
    // more guess from a fresh address is counted first: the delay it sets is at least 2 s.
    await guessUntilCounted(email);
    const owner = { 'x-forwarded-for': '198.51.100.23' };
    const delayed = await call(`${api}/sign-in`, { body: { email, password: PASSWORD }, headers: owner });
    expect(delayed.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(delayed.retryAfter) * 1000 + 100));
    expect((await call(`${api}/sign-in`, { body: { email, password: PASSWORD }, headers: owner })).status).toBe(200);
  });

  /** Guesses from fresh addresses until identity counts one (401), waiting out the account's delay. */
  async function guessUntilCounted(email: string): Promise<void> {
    for (let n = 0; n < 10; n++) {
      const res = await call(`${api}/sign-in`, { body: { email, password: `botnet guess ${n}` }, headers: { 'x-forwarded-for': `192.0.2.${n + 10}` } });
      if (res.status === 401) return;
      expect(res.status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, Number(res.retryAfter) * 1000));
    }
    throw new Error('no guess was counted');
  }

  it('invites a guest buyer once; the activation link sets a password and verifies the address', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.sg`;
    const { email: member } = await verifiedUser();
    const paid = (to: string, buyerName: string | null = null) =>
      envelope('payment.paid', {
        paymentId: randomUUID(),
        userId: null,
        email: to,
        planType: 'pro',
        paymentType: 'one_time',
        tool: null,
        amount: 15800,
        currency: 'SGD',
        provider: 'sandbox',
        paidAt: new Date().toISOString(),
        earlyBird: false,
        buyerName,
      });
    const guestPayment = paid(email, 'Mei');
    await publishEvents(platform.runId, [guestPayment, guestPayment, paid(member)]);
    const invited = await waitFor(
      () => published.snapshot('user.invited'),
      (r) => r.rows.some((row) => row.envelope.payload.email === email),
      15_000,
      'user.invited',
    );
    await new Promise((r) => setTimeout(r, 500));
    const invitations = invited.rows.filter((row) => [email, member].includes(row.envelope.payload.email));
    expect(invitations).toHaveLength(1); // once, and not for the address that already has an account
    expect(invitations[0].envelope.payload.name).toBe('Mei');
    const [user] = (await platform.db.query(`SELECT status, password_hash, name FROM "${i()}".users WHERE email = $1`, [email])).rows;
    expect(user).toEqual({ status: 'invited', password_hash: null, name: 'Mei' });
    expect((await call(`${api}/sign-in`, { body: { email, password: PASSWORD } })).status).toBe(401);

    const token = new URL(invitations[0].envelope.payload.activationUrl).searchParams.get('activate');
    expect((await call(`${api}/password/reset`, { body: { token, password: PASSWORD } })).body).toEqual({ email });
    const session = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect(session.status).toBe(200);
  });

  it('changes the e-mail address only once a link sent to the new address is opened', async () => {
    const { email } = await verifiedUser();
    const { accessToken } = await signIn(email);
    const next = `moved-${randomUUID().slice(0, 8)}@example.sg`;
    const wrong = await call(`${api}/email/change`, { body: { password: 'not my password', newEmail: next }, bearer: accessToken });
    expect(wrong.body.error?.code).toBe('AUTH.WRONG_PASSWORD');
    const requested = await call(`${api}/email/change`, { body: { password: PASSWORD, newEmail: next }, bearer: accessToken });
    expect(requested).toMatchObject({ status: 202, body: { requested: true, email: next } });
    expect((await call(`${api}/sign-in`, { body: { email: next, password: PASSWORD } })).status).toBe(401); // not yet

    const [event] = await published.rows('user.email_change_requested', (p) => p.email === next);
    const token = new URL(event.envelope.payload.confirmUrl).searchParams.get('confirm-email');
    expect((await call(`${api}/email/confirm`, { body: { token } })).body).toEqual({ email: next });
    expect((await call(`${api}/sign-in`, { body: { email: next, password: PASSWORD } })).status).toBe(200);
    expect((await call(`${api}/sign-in`, { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await call(`${api}/email/confirm`, { body: { token } })).status).toBe(400);
  });
});
