import { randomUUID } from 'node:crypto';
import { call } from '@bv/testing';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { startPlatform, type Platform } from './harness';
import { enrolTotp } from './test-accounts';

jest.setTimeout(90_000);

describe('feature flags and launch phases, changed by an admin', () => {
  let platform: Platform;
  let base: string;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    platform = await startPlatform([identityService, flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '10000' });
    base = platform.services.gateway.url;
    const email = `flags-admin-${randomUUID().slice(0, 8)}@example.sg`;
    const password = 'harbour lights over marina bay';
    const { body } = await call(`${base}/api/v1/auth/sign-up`, { body: { email, password, name: 'Ops' } });
    const schema = platform.schemaOf('identity');
    await platform.db.query(`UPDATE "${schema}".users SET email_verified_at = now() WHERE email = $1`, [email]);
    await platform.db.query(`INSERT INTO "${schema}".user_roles (user_id, role) VALUES ($1, 'admin')`, [body.userId]);
    const session = await call(`${base}/api/v1/auth/sign-in`, { body: { email, password } });
    admin = { id: body.userId as string, token: (await enrolTotp(base, session.body.accessToken as string, password)).token };
  });
  afterAll(() => platform?.stop());

  const outboxOf = async (type: string) =>
    (await platform.db.query(`SELECT envelope FROM "${platform.schemaOf('flags')}".outbox WHERE type = $1 ORDER BY created_at`, [type])).rows.map((r) => r.envelope);

  it('changes a flag of the active phase, audits it and announces flags.changed', async () => {
    const changed = await call(`${base}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { roi_calculator: true } }, bearer: admin.token });
    expect(changed.body).toMatchObject({ phaseId: 'phase-1', version: 2, flags: { roi_calculator: true, guest_checkout: true, early_bird_pricing: false } });
    const visible = await call(`${base}/api/v1/flags`);
    expect(visible.body).toMatchObject({ flags: { roi_calculator: true }, version: 2 });

    const [event] = await outboxOf('flags.changed');
    expect(event.payload).toMatchObject({ phaseId: 'phase-1', changedBy: admin.id, version: 2, flags: { roi_calculator: true } });
    const audit = await call(`${base}/api/v1/admin/flags/audit`, { bearer: admin.token });
    expect((audit.body.entries as Array<Record<string, unknown>>)[0]).toMatchObject({
      actorId: admin.id,
      action: 'flags_updated',
      phaseId: 'phase-1',
      before: { roi_calculator: false },
      after: { roi_calculator: true },
    });
  });

  it('refuses unknown flags and empty changes', async () => {
    const unknown = await call(`${base}/api/v1/admin/flags`, { method: 'PUT', body: { flags: { free_money: true } }, bearer: admin.token });
    expect(unknown.status).toBe(400);
    expect((await call(`${base}/api/v1/admin/flags`, { method: 'PUT', body: { flags: {} }, bearer: admin.token })).body.error?.message).toBe('Name at least one flag to change');
  });

  it('switches the active phase; Phase 2 is announced once, however often it is switched to', async () => {
    const phase2 = await call(`${base}/api/v1/admin/flags/phase`, { method: 'PUT', body: { phaseId: 'phase-2' }, bearer: admin.token });
    expect(phase2.body).toMatchObject({ phaseId: 'phase-2', phaseName: 'Phase 2' });
    expect((await call(`${base}/api/v1/flags`)).body).toMatchObject({ phaseId: 'phase-2' });
    await call(`${base}/api/v1/admin/flags/phase`, { method: 'PUT', body: { phaseId: 'phase-1' }, bearer: admin.token });
    await call(`${base}/api/v1/admin/flags/phase`, { method: 'PUT', body: { phaseId: 'phase-2' }, bearer: admin.token });
    expect(await outboxOf('phase2.launched')).toHaveLength(1);
    const phases = await call(`${base}/api/v1/admin/flags/phases`, { bearer: admin.token });
    expect((phases.body.phases as Array<{ id: string; isActive: boolean }>).filter((p) => p.isActive).map((p) => p.id)).toEqual(['phase-2']);
    expect((await call(`${base}/api/v1/admin/flags/phase`, { method: 'PUT', body: { phaseId: 'phase-9' }, bearer: admin.token })).status).toBe(404);
  });
});
