import { call, waitFor } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { startPlatform, type Platform } from './harness';
import { signedInAccount } from './test-accounts';

jest.setTimeout(90_000);

describe('renaming an account', () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await startPlatform([identityService, notificationsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => platform?.stop());

  it('saves a cleaned name, refuses links and blanks, and tells notifications for its greetings', async () => {
    const account = await signedInAccount(platform, { name: 'Mei' });
    const me = `${platform.services.gateway.url}/api/v1/auth/me`;
    const renamed = await call(me, { method: 'PATCH', body: { name: '  Tan Mei Ling ' }, bearer: account.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: account.id, name: 'Tan Mei Ling', email: account.email });
    expect((await call(me, { bearer: account.token })).body.name).toBe('Tan Mei Ling');

    expect((await call(me, { method: 'PATCH', body: { name: '   ' }, bearer: account.token })).status).toBe(400);
    expect((await call(me, { method: 'PATCH', body: { name: 'x', email: 'a@b.sg' }, bearer: account.token })).status).toBe(400);
    expect((await call(me, { method: 'PATCH', body: { name: 'Mei' } })).status).toBe(401);

    const recipients = `"${platform.schemaOf('notifications')}".recipients`;
    const recipient = await waitFor(
      async () => (await platform.db.query(`SELECT name, email FROM ${recipients} WHERE user_id = $1`, [account.id])).rows[0] as { name: string; email: string } | undefined,
      (row) => row?.name === 'Tan Mei Ling',
      15_000,
      'the recipient renamed',
    );
    expect(recipient).toEqual({ name: 'Tan Mei Ling', email: account.email });
  });
});
