import { call, waitFor } from '@bv/testing';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { tapEvents, type EventTap } from './event-tap';
import { startPlatform, type Platform } from './harness';
import { enrolTotp, signedInAccount, TEST_PASSWORD, totpCode } from './test-accounts';

jest.setTimeout(90_000);

type Mail = { subject: string; text_body: string };

describe('security e-mails to the account owner', () => {
  let platform: Platform;
  let api: string;

  let published: EventTap;

  beforeAll(async () => {
    platform = await startPlatform([identityService, notificationsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '10000' });
    api = `${platform.services.gateway.url}/api/v1/auth`;
    published = await tapEvents(platform.runId);
  });
  afterAll(async () => {
    await published?.close();
    await platform?.stop();
  });

  const mailsTo = async (address: string, subject: string): Promise<Mail[]> =>
    (await platform.db.query(`SELECT subject, text_body FROM "${platform.schemaOf('notifications')}".mailbox WHERE to_address = $1 AND subject = $2`, [address, subject])).rows;

  /** Waits for the mail, then a little longer to be sure no second copy follows. */
  async function exactlyOneMail(address: string, subject: string): Promise<Mail> {
    await waitFor(() => mailsTo(address, subject), (m) => m.length > 0, 15_000, `"${subject}" to ${address}`);
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = await mailsTo(address, subject);
    expect(mails).toHaveLength(1);
    return mails[0];
  }


  it('tells the owner when the password was changed', async () => {
    const owner = await signedInAccount(platform);
    const changed = await call(`${api}/password/change`, { body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new harbour passphrase' }, bearer: owner.token });
    expect(changed.status).toBe(200);
    const mail = await exactlyOneMail(owner.email, 'Your Blueprint Vault password was changed');
    expect(mail.text_body).toContain('/auth');
  });

  it('tells the owner when the password was reset by e-mailed link', async () => {
    const owner = await signedInAccount(platform);
    await call(`${api}/password/forgot`, { body: { email: owner.email } });
    // Off the broker: the outbox row loses the link once it is published (event secrets).
    const [reset] = await published.rows('user.password_reset_requested', (p) => p.email === owner.email);
    const token = new URL(reset.envelope.payload.resetUrl).searchParams.get('reset');
    expect((await call(`${api}/password/reset`, { body: { token, password: 'a brand new harbour passphrase' } })).status).toBe(200);
    await exactlyOneMail(owner.email, 'Your Blueprint Vault password was reset');
  });

  it('tells the owner when two-step verification is turned on and off', async () => {
    const owner = await signedInAccount(platform);
    const { token, secret } = await enrolTotp(platform.services.gateway.url, owner.token);
    await exactlyOneMail(owner.email, 'Two-step verification was turned on');
    const removed = await call(`${api}/mfa`, { method: 'DELETE', body: { password: TEST_PASSWORD, code: await totpCode(secret, 1) }, bearer: token });
    expect(removed.body).toEqual({ removed: true });
    await exactlyOneMail(owner.email, 'Two-step verification was turned off');
  });

  it('tells the old address of an e-mail change, with a link that undoes it, signs everyone out and asks for a new password', async () => {
    const owner = await signedInAccount(platform, { name: 'Siti Rahimah' });
    const taker = `taker-${platform.runId}@example.sg`;
    expect((await call(`${api}/email/change`, { body: { password: TEST_PASSWORD, newEmail: taker }, bearer: owner.token })).status).toBe(202);
    const [change] = await published.rows('user.email_change_requested', (p) => p.email === taker);
    const confirmUrl = new URL(change.envelope.payload.confirmUrl);
    expect((await call(`${api}/email/confirm`, { body: { token: confirmUrl.searchParams.get('confirm-email') } })).body).toEqual({ email: taker });

    const notice = await exactlyOneMail(owner.email, 'Your Blueprint Vault e-mail address was changed');
    expect(notice.text_body).toContain(taker);
    const undoUrl = /https?:\/\/\S+undo-email=[A-Za-z0-9_%-]+/.exec(notice.text_body)?.[0];
    expect(undoUrl).toBeDefined();
    const undoToken = new URL(undoUrl!).searchParams.get('undo-email');

    const undone = await call(`${api}/email/undo`, { body: { token: undoToken } });
    expect(undone).toMatchObject({ status: 200, body: { email: owner.email } });
    // The address is back, but neither the old password nor any session works any more.
    expect((await call(`${api}/sign-in`, { body: { email: taker, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await call(`${api}/sign-in`, { body: { email: owner.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await call(`${api}/refresh`, { method: 'POST', cookie: owner.cookie })).status).toBe(401);
    await waitFor(async () => (await call(`${api}/me`, { bearer: owner.token })).status, (s) => s === 401, 3_000, 'the session to be refused');
    expect((await call(`${api}/email/undo`, { body: { token: undoToken } })).status).toBe(400);

    // A reset link reaches the old address; with it the owner is back in.
    const reset = await exactlyOneMail(owner.email, 'Reset your Blueprint Vault password');
    const resetToken = new URL(/https?:\/\/\S+reset=[A-Za-z0-9_%-]+/.exec(reset.text_body)![0]).searchParams.get('reset');
    expect((await call(`${api}/password/reset`, { body: { token: resetToken, password: 'my own harbour passphrase again' } })).status).toBe(200);
    expect((await call(`${api}/sign-in`, { body: { email: owner.email, password: 'my own harbour passphrase again' } })).body.kind).toBe('session');
  });
});
