import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { envelope, publishEvents } from './events';
import { startPlatform, type Platform } from './harness';

jest.setTimeout(60_000);

type Received = { to: string[]; raw: string };

/** A real SMTP peer: refuses `flaky-*` twice, `dead-*` always, accepts everything else. */
function startSmtpServer(received: Received[]): Promise<SMTPServer> {
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address;
      const refused = refusals.get(to) ?? 0;
      if (to.startsWith('dead-') || (to.startsWith('flaky-') && refused < 2)) {
        refusals.set(to, refused + 1);
        const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function completed(email: string, score: number) {
  return envelope('assessment.completed', {
    assessmentId: randomUUID(),
    kind: 'lite',
    toolType: 'exitcheck',
    email,
    name: 'Arif Rahman',
    userId: null,
    score,
    maxScore: 50,
    scoreLabel: score >= 41 ? 'Exit-Ready' : 'Moderately Ready',
    tier: score >= 35 ? 'high' : 'medium',
    insight: 'Your books are in order; customer concentration is the risk a buyer will price.',
  });
}

describe('e-mail delivery over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let platform: Platform;

  beforeAll(async () => {
    smtp = await startSmtpServer(received);
    const { port } = smtp.server.address() as AddressInfo;
    platform = await startPlatform([notificationsService], { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_MAX_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '50' });
  });
  afterAll(async () => {
    await platform?.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  // The result mail only (step 0); the sequence's later steps are covered by notifications-sequences.int-spec.
  const logFor = (email: string) =>
    platform.db.query(
      `SELECT status, attempts, error_message, template_id FROM "${platform.schemaOf('notifications')}".email_automation_logs WHERE user_email = $1 AND coalesce(step, 0) = 0`,
      [email],
    );

  it('sends once through the SMTP server, even when the same event arrives twice', async () => {
    const email = `ok-${platform.runId}@example.sg`;
    const event = completed(email, 42);
    await publishEvents(platform.runId, [event, event]);
    const log = await waitFor(() => logFor(email), (r) => r.rows[0]?.status === 'sent', 15_000, 'sent log');
    expect(log.rows).toEqual([{ status: 'sent', attempts: 1, error_message: null, template_id: 'high_score' }]);
    await new Promise((r) => setTimeout(r, 500));
    const mails = received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toMatch(/Subject: Arif Rahman, you scored 42\/50: Exit-Ready/);
    expect(mails[0].raw).toMatch(/Message-ID: <[0-9a-f-]{36}@blueprintvault>/);
  });

  it('retries when the server refuses twice, then ends as sent', async () => {
    const email = `flaky-${platform.runId}@example.sg`;
    await publishEvents(platform.runId, [completed(email, 33)]);
    const log = await waitFor(() => logFor(email), (r) => r.rows[0]?.status === 'sent', 15_000, 'sent after retries');
    expect(log.rows[0]).toMatchObject({ status: 'sent', attempts: 3, template_id: 'assessment_completion' });
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('marks the mail failed with the server error when every attempt is refused', async () => {
    const email = `dead-${platform.runId}@example.sg`;
    await publishEvents(platform.runId, [completed(email, 20)]);
    const log = await waitFor(() => logFor(email), (r) => r.rows[0]?.status === 'failed', 15_000, 'failed log');
    expect(log.rows[0].attempts).toBe(3);
    expect(log.rows[0].error_message).toMatch(/451.*Mailbox temporarily unavailable/);
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('re-queues pending mail whose job was lost (process crash, Redis restart) and sends it once', async () => {
    const email = `orphan-${platform.runId}@example.sg`;
    // A committed log row with no job behind it, as a crash between commit and enqueue leaves it.
    await platform.db.query(
      `INSERT INTO "${platform.schemaOf('notifications')}".email_automation_logs (id, user_email, template_id, status, scheduled_at, user_data, dedupe_key)
       VALUES ($1, $2, 'assessment_completion', 'pending', now() - interval '5 seconds', $3, $4)`,
      [randomUUID(), email, JSON.stringify({ name: 'Siti', toolName: 'ExitCheck Lite', score: 30, maxScore: 50, scoreLabel: 'Moderately Ready', insight: 'x', pricingUrl: 'http://localhost:3000/#pricing', consultationLink: 'http://localhost:3000/account?tab=consultations' }), `orphan:${email}`],
    );
    await waitFor(() => logFor(email), (r) => r.rows[0]?.status === 'sent', 15_000, 'orphan sent by the sweeper');
    await new Promise((r) => setTimeout(r, 1_500)); // another sweep passes without resending
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
