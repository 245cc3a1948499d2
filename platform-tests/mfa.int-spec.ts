import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { call, refreshCookieFrom } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(90_000);

const PASSWORD = 'harbour lights over marina bay';
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { aal: string; amr: string[] };
/** The code of the next 30-second step: the current one was spent confirming the device. */
const nextCode = (secret: string, stepsAhead = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

describe('two-step verification (TOTP)', () => {
  let platform: Platform;
  let api: string;

  beforeAll(async () => {
    platform = await startPlatform([identityService, gatewayService], { RATE_LIMIT_PER_MINUTE: '10000' });
    api = `${platform.services.gateway.url}/api/v1/auth`;
  });
  afterAll(() => platform?.stop());

  async function signedInMember() {
    const email = `mfa-${randomUUID().slice(0, 8)}@example.sg`;
    await call(`${api}/sign-up`, { body: { email, password: PASSWORD, name: 'Nur Aisyah' } });
    await platform.db.query(`UPDATE "${platform.schemaOf('identity')}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    const session = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    return { email, token: session.body.accessToken as string, cookie: refreshCookieFrom(session.setCookie) };
  }

  async function enrolled() {
    const member = await signedInMember();
    const enrol = await call(`${api}/mfa/enrol`, { body: { password: PASSWORD }, bearer: member.token });
    expect(enrol.status).toBe(201);
    const { factorId, secret, qrSvg, otpauthUri } = enrol.body as { factorId: string; secret: string; qrSvg: string; otpauthUri: string };
    expect(qrSvg).toMatch(/^<svg/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Blueprint%20Vault:/);
    const confirm = await call(`${api}/mfa/confirm`, { body: { factorId, code: await generate({ secret }) }, bearer: member.token });
    expect(confirm.status).toBe(200);
    return { ...member, secret, confirm: confirm.body as { session: { accessToken: string }; recoveryCodes: string[] } };
  }

  it('refuses an aal1 token where aal2 is required', async () => {
    const member = await signedInMember();
    expect(claimsOf(member.token).aal).toBe('aal1');
    const removal = await call(`${api}/mfa`, { method: 'DELETE', bearer: member.token });
    expect(removal).toMatchObject({ status: 403, body: { error: { code: 'AUTH.AAL2_REQUIRED' } } });
  });

  it('enrols with a first code, lifting the session to aal2 and issuing ten recovery codes', async () => {
    const { confirm, token } = await enrolled();
    expect(claimsOf(confirm.session.accessToken)).toMatchObject({ aal: 'aal2', amr: ['pwd', 'totp'] });
    expect(confirm.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.recoveryCodes).size).toBe(10);
    expect(confirm.recoveryCodes[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const status = await call(`${api}/mfa`, { bearer: token });
    expect(status.body).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
  });

  it('asks for the second factor at sign-in; a code works once; a recovery code works once', async () => {
    const { email, secret, confirm } = await enrolled();
    const first = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect(first.body).toMatchObject({ kind: 'mfa_required' });
    expect(first.setCookie).toBeNull();
    const challengeId = first.body.challengeId as string;
    expect((await call(`${api}/mfa/challenge`, { body: { challengeId, code: '000000' } })).body.error?.code).toBe('MFA.INVALID_CODE');
    const code = await nextCode(secret);
    const session = await call(`${api}/mfa/challenge`, { body: { challengeId, code } });
    expect(session.status).toBe(200);
    expect(claimsOf(session.body.accessToken as string)).toMatchObject({ aal: 'aal2', amr: ['pwd', 'totp'] });
    expect(refreshCookieFrom(session.setCookie)).not.toBeNull();

    // The same code again, on a fresh sign-in: refused (no replay).
    const second = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    const replay = await call(`${api}/mfa/challenge`, { body: { challengeId: second.body.challengeId, code } });
    expect(replay.body.error?.code).toBe('MFA.INVALID_CODE');

    const recovery = confirm.recoveryCodes[3].toLowerCase().replace(/-/g, ' ');
    const byRecovery = await call(`${api}/mfa/challenge`, { body: { challengeId: second.body.challengeId, code: recovery } });
    expect(claimsOf(byRecovery.body.accessToken as string).amr).toEqual(['pwd', 'recovery']);
    const third = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    expect((await call(`${api}/mfa/challenge`, { body: { challengeId: third.body.challengeId, code: recovery } })).status).toBe(401);
  });

  it('limits wrong codes per sign-in attempt', async () => {
    const { email } = await enrolled();
    const { body } = await call(`${api}/sign-in`, { body: { email, password: PASSWORD } });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(`${api}/mfa/challenge`, { body: { challengeId: body.challengeId, code: '123456' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('asks for the password again before setting up a second factor', async () => {
    const member = await signedInMember();
    const withoutPassword = await call(`${api}/mfa/enrol`, { method: 'POST', bearer: member.token });
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await call(`${api}/mfa/enrol`, { body: { password: 'not the password at all' }, bearer: member.token });
    expect(wrongPassword).toMatchObject({ status: 401, body: { error: { code: 'AUTH.WRONG_PASSWORD' } } });
    expect((await call(`${api}/mfa`, { bearer: member.token })).body).toMatchObject({ enrolled: false });
    expect((await call(`${api}/mfa/enrol`, { body: { password: PASSWORD }, bearer: member.token })).status).toBe(201);
  });

  it('turns two-step verification off only with the password and a current code', async () => {
    const { confirm, email, secret } = await enrolled();
    const bearer = confirm.session.accessToken;
    expect((await call(`${api}/mfa`, { method: 'DELETE', bearer })).status).toBe(400);
    expect((await call(`${api}/mfa`, { method: 'DELETE', body: { password: PASSWORD }, bearer })).status).toBe(400);
    const wrongCode = await call(`${api}/mfa`, { method: 'DELETE', body: { password: PASSWORD, code: '000000' }, bearer });
    expect(wrongCode).toMatchObject({ status: 401, body: { error: { code: 'MFA.INVALID_CODE' } } });
    const wrongPassword = await call(`${api}/mfa`, { method: 'DELETE', body: { password: 'not the password at all', code: await nextCode(secret) }, bearer });
    expect(wrongPassword).toMatchObject({ status: 401, body: { error: { code: 'AUTH.WRONG_PASSWORD' } } });
    expect((await call(`${api}/mfa`, { bearer })).body).toMatchObject({ enrolled: true });
    const removed = await call(`${api}/mfa`, { method: 'DELETE', body: { password: PASSWORD, code: await nextCode(secret) }, bearer });
    expect(removed.body).toEqual({ removed: true });
    expect((await call(`${api}/sign-in`, { body: { email, password: PASSWORD } })).body.kind).toBe('session');
  });
});
