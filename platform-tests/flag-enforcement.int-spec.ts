import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '@bv/testing';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';
import { enrolTotp } from './test-accounts';
import { standInWebBuild } from './stand-in-web-build';

jest.setTimeout(90_000);

/** Flags that guard something a visitor can fetch are enforced by the server, not only hidden. */
describe('server-side flag enforcement', () => {
  let platform: Platform;
  let base: string;
  let adminToken: string;

  beforeAll(async () => {
    const web = standInWebBuild('<!doctype html><title>Blueprint Vault</title>');
    mkdirSync(join(web, 'resources'));
    writeFileSync(join(web, 'resources', 'exit-readiness-checklist.pdf'), '%PDF-1.7 sample');
    platform = await startPlatform([identityService, flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST_DIR: web });
    base = platform.services.gateway.url;
    const email = `flag-admin-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(`${base}/api/v1/auth/sign-up`, { body: { email, password, name: 'Ops' } });
    const identity = platform.schemaOf('identity');
    await platform.db.query(`UPDATE "${identity}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    await platform.db.query(`INSERT INTO "${identity}".user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const signedIn = (await call(`${base}/api/v1/auth/sign-in`, { body: { email, password } })).body.accessToken as string;
    adminToken = (await enrolTotp(base, signedIn, password)).token;
  });
  afterAll(() => platform?.stop());

  it('serves the sample downloads only while sample_deliverables is on', async () => {
    const url = `${base}/resources/exit-readiness-checklist.pdf`;
    const off = await fetch(url);
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ error: { code: 'RESOURCES.UNAVAILABLE', message: 'Sample downloads are not available right now.' } });
    await call(`${base}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { sample_deliverables: true } }, bearer: adminToken });
    const on = await fetch(url);
    expect(on.status).toBe(200);
    expect(await on.text()).toBe('%PDF-1.7 sample');
    // The rest of the site is not affected by the gate.
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
