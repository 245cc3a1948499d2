import { randomUUID } from 'node:crypto';
import type { RpcClient } from '@bv/messaging';
import { waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { envelope, publishEvents } from './events';
import { startPlatform, type Platform } from './harness';
import { rpcCaller } from './rpc-caller';

jest.setTimeout(60_000);

/** Whoever reads the admin e-mail views must not be able to use another user's link. */
describe('the admin e-mail log and mailbox views', () => {
  let platform: Platform;
  let rpc: RpcClient;
  let closeRpc: () => Promise<void>;

  beforeAll(async () => {
    platform = await startPlatform([notificationsService]);
    ({ rpc, close: closeRpc } = await rpcCaller(platform.runId));
  });
  afterAll(async () => {
    await closeRpc?.();
    await platform?.stop();
  });

  const address = (label: string) => `${label}-${platform.runId}@example.sg`;
  const expiresAt = () => new Date(Date.now() + 3_600_000).toISOString();

  it('show reset and e-mail-change mails without the link tokens', async () => {
    const resetTo = address('reset');
    const changeTo = address('change');
    await publishEvents(platform.runId, [
      envelope('user.password_reset_requested', { userId: randomUUID(), email: resetTo, resetUrl: 'https://bv.example/auth?reset=RESET-SECRET-1', expiresAt: expiresAt() }),
      envelope('user.email_change_requested', { userId: randomUUID(), email: changeTo, name: 'Mei', confirmUrl: 'https://bv.example/auth?confirm-email=CHANGE-SECRET-2', expiresAt: expiresAt() }),
    ]);
    const mailbox = await waitFor(
      () => rpc.call('notifications.mailbox.list', { limit: 50, email: platform.runId }),
      (l) => l.items.length === 2,
      15_000,
      'both mails in the local mailbox',
    );
    const stored = await platform.db.query(`SELECT text_body FROM "${platform.schemaOf('notifications')}".mailbox WHERE to_address = $1`, [resetTo]);
    expect(stored.rows[0].text_body).toContain('RESET-SECRET-1');

    const logs = await rpc.call('notifications.logs.list', { limit: 50, offset: 0, email: platform.runId });
    expect(logs.total).toBe(2);
    const seenByAdmin = JSON.stringify({ mailbox, logs });
    expect(seenByAdmin).not.toMatch(/RESET-SECRET-1|CHANGE-SECRET-2/);
    expect(seenByAdmin).toContain('auth?reset=[redacted]');
  });
});
