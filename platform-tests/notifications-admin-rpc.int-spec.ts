import { randomUUID } from 'node:crypto';
import type { RpcClient } from '@bv/messaging';
import { waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { publishEvents } from './events';
import { startPlatform, type Platform } from './harness';
import { notificationEvents as events } from './notification-events';
import { rpcCaller } from './rpc-caller';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

jest.setTimeout(60_000);

/**
 * The admin and internal operations (docs/product-rules.md, "E-mail sequences and consent": process-email-sequence and send-scheduled-emails,
 * the e-mail logs with resend, the local mailbox) as the gateway will call them once admin
 * routes exist: over RPC.
 */
describe('notifications admin and internal operations over RPC', () => {
  let smtp: SmtpPeer;
  let platform: Platform;
  let rpc: RpcClient;
  let closeRpc: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startPlatform([notificationsService], { SMTP_URL: smtp.url, EMAIL_MAX_ATTEMPTS: '2', EMAIL_BACKOFF_MS: '50', EMAIL_SWEEP_MS: '60000' });
    ({ rpc, close: closeRpc } = await rpcCaller(platform.runId));
  });
  afterAll(async () => {
    await closeRpc?.();
    await platform?.stop();
    await smtp?.close();
  });

  const n = () => `"${platform.schemaOf('notifications')}"`;
  const address = (label: string) => `${label}-${platform.runId}@example.sg`;
  const statusOf = async (id: string) => (await platform.db.query(`SELECT status FROM ${n()}.email_automation_logs WHERE id = $1`, [id])).rows[0]?.status;
  const listLogs = (filter: { status?: 'sent' | 'failed'; email?: string; limit?: number; offset?: number }) =>
    rpc.call('notifications.logs.list', { limit: 50, offset: 0, ...filter });
  const metadata = { score: 37, scoreLabel: 'Fundable but Needs Polish', toolType: 'pitchprep' as const, insight: 'Your traction story is strong; the data room is thin.' };

  it('process-email-sequence schedules the steps once, with the spec metadata, and refuses incomplete metadata', async () => {
    const userEmail = address('sequence');
    const request = { userEmail, userName: 'Mei Lin', triggerType: 'high_score' as const, metadata: { ...metadata, consultationLink: '/account?tab=consultations' } };
    const first = await rpc.call('notifications.sequence.process', request);
    expect(first.scheduled.map((s) => [s.step, s.templateId])).toEqual([
      [0, 'high_score'],
      [1, 'high_score_consultation'],
      [2, 'high_score_offer'],
    ]);
    expect(new Date(first.scheduled[1].scheduledAt).getUTCHours()).toBe(2); // 10:00 in Singapore
    const again = await rpc.call('notifications.sequence.process', request);
    expect(again).toEqual({ triggerType: 'high_score', scheduled: [], alreadyScheduled: 3 });

    await waitFor(() => statusOf(first.scheduled[0].logId), (s) => s === 'sent', 10_000, 'the first step');
    const [mail] = smtp.mailsTo(userEmail);
    expect(mail.headers.subject).toBe('Mei Lin, you scored 37/50: Fundable but Needs Polish');
    expect(mail.text).toContain('PitchPrep Lite');
    expect(mail.text).toContain('http://localhost:3000/account?tab=consultations');

    await expect(rpc.call('notifications.sequence.process', { userEmail, triggerType: 'assessment_completion', metadata: {} })).rejects.toMatchObject({
      kind: 'validation',
      code: 'NOTIFICATIONS.METADATA_REQUIRED',
    });
    // Both ends validate against the contract; the caller refuses before sending.
    await expect(rpc.call('notifications.sequence.process', { ...request, metadata: { ...metadata, consultationLink: '//evil.example/x' } })).rejects.toThrow(
      'consultationLink must be a path on this site',
    );
  });

  it('send-scheduled-emails queues every due pending mail whose job is missing, and sends it once', async () => {
    const email = address('orphan');
    const id = randomUUID();
    await platform.db.query(
      `INSERT INTO ${n()}.email_automation_logs (id, user_email, template_id, status, scheduled_at, user_data, dedupe_key)
       VALUES ($1, $2, 'phase2_launch_general', 'pending', now() - interval '1 second', $3, $4)`,
      [id, email, JSON.stringify({ pricingUrl: 'http://localhost:3000/#pricing' }), `orphan:${id}`],
    );
    const { queued } = await rpc.call('notifications.scheduled.send', {});
    expect(queued).toBeGreaterThanOrEqual(1);
    await waitFor(() => statusOf(id), (s) => s === 'sent', 10_000, 'the orphan sent');
    expect((await rpc.call('notifications.scheduled.send', {})).queued).toBe(0);
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('lists logs with template name and subject, filtered by status and part of the address, hiding link credentials', async () => {
    const email = address('Listed');
    await publishEvents(platform.runId, [events.verificationRequested(email.toLowerCase())]);
    const list = await waitFor(
      () => listLogs({ email: `listed-${platform.runId}`, status: 'sent' }),
      (l) => l.total === 1,
      10_000,
      'the sent verification mail in the list',
    );
    expect(list.items[0]).toMatchObject({
      userEmail: email.toLowerCase(),
      status: 'sent',
      templateId: 'verify_email',
      templateName: 'Verify e-mail address',
      subject: 'Confirm your e-mail address',
      attempts: 1,
      errorMessage: null,
    });
    expect(list.items[0].userData.verifyUrl).toBe('(hidden)');
    expect(smtp.mailsTo(email.toLowerCase())[0].text).toContain('https://bv.example/auth?verify=secret-token');
    expect((await listLogs({ email: `listed-${platform.runId}`, status: 'failed' })).total).toBe(0);
    // A "%" typed by an admin matches a percent sign, not everything.
    expect((await listLogs({ email: '%' })).total).toBe(0);
    const page = await listLogs({ limit: 2, offset: 0 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
  });

  it('resends a failed mail as a new log row once, and refuses to resend one that did not fail', async () => {
    const email = address('bounce');
    smtp.refused.add(email);
    await publishEvents(platform.runId, [events.userInvited(email)]);
    const failed = await waitFor(
      () => listLogs({ email, status: 'failed' }),
      (l) => l.total === 1,
      10_000,
      'the failed invitation',
    );
    expect(failed.items[0].errorMessage).toMatch(/451.*Mailbox temporarily unavailable/);
    expect(failed.items[0].attempts).toBe(2);

    smtp.refused.delete(email);
    const resent = await rpc.call('notifications.logs.resend', { logId: failed.items[0].id });
    expect(resent.resendOf).toBe(failed.items[0].id);
    expect((await rpc.call('notifications.logs.resend', { logId: failed.items[0].id })).logId).toBe(resent.logId);
    await waitFor(() => statusOf(resent.logId), (s) => s === 'sent', 10_000, 'the resent mail');
    expect(smtp.mailsTo(email).map((m) => m.headers.subject)).toEqual(['Set your password to open your purchase']);
    expect(await statusOf(failed.items[0].id)).toBe('failed');

    await expect(rpc.call('notifications.logs.resend', { logId: resent.logId })).rejects.toMatchObject({ kind: 'conflict', code: 'NOTIFICATIONS.NOT_FAILED' });
    await expect(rpc.call('notifications.logs.resend', { logId: randomUUID() })).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('the local mailbox, for admins, when no SMTP server is configured', () => {
  let platform: Platform;
  let rpc: RpcClient;
  let closeRpc: () => Promise<void>;

  beforeAll(async () => {
    platform = await startPlatform([notificationsService], { EMAIL_SEQUENCE_DAY_MS: '60000' });
    ({ rpc, close: closeRpc } = await rpcCaller(platform.runId));
  });
  afterAll(async () => {
    await closeRpc?.();
    await platform?.stop();
  });

  const listMailbox = (filter: { email?: string }) => rpc.call('notifications.mailbox.list', { limit: 50, ...filter });

  it('shows stored mail newest first with its headers, filtered by address', async () => {
    const email = `mailbox-${platform.runId}@example.sg`;
    await rpc.call('notifications.sequence.process', { userEmail: email, triggerType: 'phase2_launch_general', metadata: {} });
    const { items } = await waitFor(() => listMailbox({ email: `mailbox-${platform.runId}` }), (l) => l.items.length === 1, 10_000, 'the stored mail');
    expect(items[0]).toMatchObject({ to: email, from: 'Blueprint Vault <hello@blueprintvault.example>', subject: 'Phase 2 is live: consultations and premium plans' });
    expect(items[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The log row it was sent for names the template and how the delivery stands (the mailbox reads like a mail log).
    expect(items[0].templateName).toEqual(expect.stringMatching(/\S/));
    expect(items[0].status).toMatch(/^(sent|pending)$/);
    expect(items[0].html).toContain('/api/v1/email/open?token=');
    expect((await listMailbox({ email: 'nobody-at-all' })).items).toEqual([]);
  });
});
