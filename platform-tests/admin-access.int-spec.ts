import { randomUUID } from 'node:crypto';
import { call, refreshCookieFrom } from '@bv/testing';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { identityService } from '../apps/identity/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';
import { enrolTotp } from './test-accounts';
import { standInWebBuild } from './stand-in-web-build';

jest.setTimeout(90_000);

const PASSWORD = 'harbour lights over marina bay';

describe('admin routes and pages are for admins, checked by the server', () => {
  let platform: Platform;
  let base: string;
  const webDist = standInWebBuild();

  beforeAll(async () => {
    platform = await startPlatform([identityService, notificationsService, flagsService, billingService, assessmentsService, sharingService, gatewayService], { WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '10000' });
    base = platform.services.gateway.url;
  });
  afterAll(() => platform?.stop());

  /** Admins turn on two-step verification (aal2) unless `withoutMfa`: the admin API requires it. */
  async function account(admin: boolean, { withoutMfa = false } = {}) {
    const email = `${admin ? 'admin' : 'user'}-${randomUUID().slice(0, 8)}@example.sg`;
    const { body } = await call(`${base}/api/v1/auth/sign-up`, { body: { email, password: PASSWORD, name: admin ? 'Admin' : 'Member' } });
    const schema = platform.schemaOf('identity');
    await platform.db.query(`UPDATE "${schema}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    if (admin) await platform.db.query(`INSERT INTO "${schema}".user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const session = await call(`${base}/api/v1/auth/sign-in`, { body: { email, password: PASSWORD } });
    const token = session.body.accessToken as string;
    return {
      id: body.userId as string,
      token: admin && !withoutMfa ? (await enrolTotp(base, token, PASSWORD)).token : token,
      cookie: refreshCookieFrom(session.setCookie)!,
    };
  }

  it('sends an admin without a second factor to set one up, and lets them in once it is on', async () => {
    const admin = await account(true, { withoutMfa: true });
    const users = `${base}/api/v1/admin/users`;
    const refused = await call(users, { bearer: admin.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('AUTH.ADMIN_MFA_REQUIRED');
    expect(refused.body.error?.message).toMatch(/two-step verification/);
    const { token } = await enrolTotp(base, admin.token, PASSWORD);
    expect((await call(users, { bearer: token })).status).toBe(200);
  });

  it('answers 401 to anonymous and 403 to members on every admin API route', async () => {
    const doc = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, randomUUID()) })));
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const member = await account(false);
    const admin = await account(true);
    for (const route of routes) {
      const body = route.method === 'GET' ? undefined : { admin: true };
      const anonymous = await call(`${base}${route.path}`, { method: route.method, body });
      const asMember = await call(`${base}${route.path}`, { method: route.method, body, bearer: member.token });
      const asAdmin = await call(`${base}${route.path}`, { method: route.method, body, bearer: admin.token });
      expect({ route, anonymous: anonymous.status, member: asMember.status }).toEqual({ route, anonymous: 401, member: 403 });
      expect([401, 403]).not.toContain(asAdmin.status);
    }
  });

  it('lets an admin find users and grant the role; nobody can demote themselves', async () => {
    const admin = await account(true);
    const member = await account(false);
    const api = `${base}/api/v1/admin/users`;
    const found = await call(`${api}?query=member`, { bearer: admin.token });
    expect((found.body.users as Array<{ id: string }>).map((u) => u.id)).toContain(member.id);
    const granted = await call(`${api}/${member.id}/admin`, { method: 'PUT', body: { admin: true }, bearer: admin.token });
    expect(granted.body).toMatchObject({ id: member.id, role: 'admin' });
    const self = await call(`${api}/${admin.id}/admin`, { method: 'PUT', body: { admin: false }, bearer: admin.token });
    expect(self.body.error?.code).toBe('ADMIN.SELF_DEMOTION');
  });

  it('serves /admin and /admin-preview pages only to admins: others are sent to sign in or refused', async () => {
    const member = await account(false);
    const admin = await account(true);
    for (const path of ['/admin', '/admin/users', '/admin-preview/pitchprep']) {
      const anonymous = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get('location')).toBe(`/auth?returnTo=${encodeURIComponent(path)}`);
      const asMember = await fetch(`${base}${path}`, { headers: { cookie: member.cookie }, redirect: 'manual' });
      expect(asMember.status).toBe(403);
      expect(await asMember.text()).toContain('This area is for administrators');
      const asAdmin = await fetch(`${base}${path}`, { headers: { cookie: admin.cookie }, redirect: 'manual' });
      expect(asAdmin.status).toBe(200);
      expect(await asAdmin.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${base}/pitchprep`)).status).toBe(200);
  });

  it('gives admins the e-mail logs and the local mailbox, and members their own preferences only', async () => {
    const admin = await account(true);
    const member = await account(false);
    const logs = await call(`${base}/api/v1/admin/emails/logs?status=sent&limit=5`, { bearer: admin.token });
    expect(logs.status).toBe(200);
    expect(logs.body).toHaveProperty('items');
    expect((await call(`${base}/api/v1/admin/emails/mailbox`, { bearer: admin.token })).status).toBe(200);
    expect((await call(`${base}/api/v1/admin/emails/logs?status=bogus`, { bearer: admin.token })).status).toBe(400);

    const prefs = `${base}/api/v1/account/email-preferences`;
    expect((await call(prefs)).status).toBe(401);
    expect((await call(prefs, { bearer: member.token })).body).toMatchObject({ marketing: true });
    const off = await call(prefs, { method: 'PUT', body: { marketing: false, email: 'someone-else@example.sg' }, bearer: member.token });
    expect(off.body).toMatchObject({ marketing: false });
    expect((await call(prefs, { bearer: member.token })).body).toMatchObject({ marketing: false });
    expect((await call(prefs, { bearer: admin.token })).body).toMatchObject({ marketing: true });
  });
});
