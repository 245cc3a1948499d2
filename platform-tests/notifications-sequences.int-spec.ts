import { waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { publishEvents } from './events';
import { startPlatform, type Platform } from './harness';
import { notificationEvents as events } from './notification-events';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

jest.setTimeout(60_000);

/** A sequence "day" lasts 1.5 s here: the day-2 step is due 3 s after the trigger, day 5 after 7.5 s. */
const DAY_MS = 1_500;

type LogRow = { trigger_type: string; step: number; template_id: string; status: string; error_message: string | null; scheduled_at: Date };

describe('e-mail sequences over SMTP', () => {
  let smtp: SmtpPeer;
  let platform: Platform;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startPlatform([notificationsService], { SMTP_URL: smtp.url, EMAIL_SEQUENCE_DAY_MS: String(DAY_MS), EMAIL_MAX_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '50' });
  });
  afterAll(async () => {
    await platform?.stop();
    await smtp?.close();
  });

  const address = (label: string) => `${label}-${platform.runId}@example.sg`;
  const logsOf = async (email: string): Promise<LogRow[]> =>
    (
      await platform.db.query(
        `SELECT trigger_type, step, template_id, status, error_message, scheduled_at FROM "${platform.schemaOf('notifications')}".email_automation_logs
         WHERE user_email = $1 ORDER BY trigger_type, step`,
        [email],
      )
    ).rows;
  const settled = (rows: LogRow[], count: number) => rows.length === count && rows.every((r) => r.status !== 'pending');

  it('a high score makes exactly one high_score sequence, though the event arrives twice and the lead score crosses 35 too', async () => {
    const email = address('high');
    const completed = events.assessmentCompleted(email, 42);
    await publishEvents(platform.runId, [completed, completed, events.scoreCrossed(email)]);

    const rows = await waitFor(() => logsOf(email), (r) => settled(r, 3), 20_000, 'three sent high-score steps');
    expect(rows.map((r) => [r.trigger_type, r.step, r.template_id, r.status])).toEqual([
      ['high_score', 0, 'high_score', 'sent'],
      ['high_score', 1, 'high_score_consultation', 'sent'],
      ['high_score', 2, 'high_score_offer', 'sent'],
    ]);
    expect(rows[1].scheduled_at.getTime() - rows[0].scheduled_at.getTime()).toBe(2 * DAY_MS);
    expect(rows[2].scheduled_at.getTime() - rows[0].scheduled_at.getTime()).toBe(5 * DAY_MS);

    await new Promise((r) => setTimeout(r, 1_500)); // another sweep passes: still nothing twice
    const mails = smtp.mailsTo(email);
    expect(mails.map((m) => m.headers.subject)).toEqual([
      'Arif Rahman, you scored 42/50: Exit-Ready',
      'What buyers check first in a business like yours',
      'Arif Rahman, turn a strong score into a strong deal',
    ]);
    const [result, ...followUps] = mails;
    expect(result.headers['list-unsubscribe']).toBeUndefined();
    expect(result.html).not.toContain('/api/v1/email/open');
    for (const mail of followUps) {
      expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/email\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain('http://localhost:3000/account?tab=notifications');
      expect(mail.html).toMatch(/<img src="http:\/\/localhost:3000\/api\/v1\/email\/open\?token=[\w-]+\.[\w-]+"/);
      expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/api\/v1\/email\/unsubscribe\?token=/);
    }
    expect(followUps[0].html).toContain(`/api/v1/email/click?token=`);
    expect(followUps[0].html).toContain(encodeURIComponent('http://localhost:3000/account?tab=consultations'));
  });

  it('a lead score crossing 35 on its own starts the high-score follow-ups, with no result mail to send', async () => {
    const email = address('crossed');
    await publishEvents(platform.runId, [events.scoreCrossed(email)]);
    const rows = await waitFor(() => logsOf(email), (r) => settled(r, 2), 20_000, 'two sent follow-ups');
    expect(rows.map((r) => [r.step, r.template_id, r.status])).toEqual([
      [1, 'high_score_consultation', 'sent'],
      [2, 'high_score_offer', 'sent'],
    ]);
  });

  it('a purchase stops the sales sequence (and later sales steps), while the receipt and results still go out', async () => {
    const email = address('buyer');
    await publishEvents(platform.runId, [events.assessmentCompleted(email, 20)]);
    await waitFor(() => logsOf(email), (r) => r.some((row) => row.step === 0 && row.status === 'sent'), 10_000, 'the result mail');
    await publishEvents(platform.runId, [events.paymentPaid(email)]);

    let rows = await waitFor(() => logsOf(email), (r) => settled(r, 4), 10_000, 'cancelled follow-ups and a sent receipt');
    expect(rows.map((r) => [r.template_id, r.status, r.error_message])).toEqual([
      ['assessment_completion', 'sent', null],
      ['assessment_completion_tips', 'cancelled', 'Stopped: purchase'],
      ['assessment_completion_offer', 'cancelled', 'Stopped: purchase'],
      ['payment_receipt', 'sent', null],
    ]);
    const receipt = await waitFor(() => Promise.resolve(smtp.mailsTo(email)), (m) => m.length === 2, 10_000, 'the receipt');
    expect(receipt[1].headers.subject).toBe('Receipt: Pro Vault, S$198');

    // A high score after buying: the result is mailed; its sales follow-ups are refused when due.
    await publishEvents(platform.runId, [events.assessmentCompleted(email, 44)]);
    rows = await waitFor(() => logsOf(email), (r) => settled(r, 7), 20_000, 'the high-score steps settled');
    expect(rows.filter((r) => r.trigger_type === 'high_score').map((r) => [r.template_id, r.status, r.error_message])).toEqual([
      ['high_score', 'sent', null],
      ['high_score_consultation', 'cancelled', 'Stopped: purchase'],
      ['high_score_offer', 'cancelled', 'Stopped: purchase'],
    ]);
    expect(smtp.mailsTo(email).map((m) => m.headers.subject)).toEqual([
      'Your ExitCheck Lite result: 20/50 (Needs Preparation)',
      'Receipt: Pro Vault, S$198',
      'Arif Rahman, you scored 44/50: Exit-Ready',
    ]);
  });

  it('a refund is confirmed to the buyer once, and a revoked price lock leaves the early-bird list', async () => {
    const email = address('refunded');
    const refund = events.paymentRefunded(email);
    await publishEvents(platform.runId, [refund, refund]);
    const mails = await waitFor(() => Promise.resolve(smtp.mailsTo(email)), (m) => m.length === 1, 10_000, 'the refund confirmation');
    expect(mails[0].headers.subject).toBe('Refund confirmed: S$198');
    // The payment by its short reference (docs/product-rules.md, "E-mail sequences and consent"), never the whole id.
    expect(mails[0].text).toContain(`Reference: BV-${refund.payload.paymentId.slice(0, 8).toUpperCase()}`);
    expect(mails[0].text).not.toContain(refund.payload.paymentId);
    expect(mails[0].headers['list-unsubscribe']).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.mailsTo(email)).toHaveLength(1);

    const holder = address('early-holder');
    const granted = events.earlyBirdGranted(holder);
    await publishEvents(platform.runId, [granted]);
    const holders = () => platform.db.query(`SELECT email FROM "${platform.schemaOf('notifications')}".early_bird_holders WHERE email = $1`, [holder]);
    await waitFor(holders, (r) => r.rows.length === 1, 10_000, 'the early-bird holder');
    await publishEvents(platform.runId, [events.earlyBirdRevoked(holder, granted.payload.userId)]);
    await waitFor(holders, (r) => r.rows.length === 0, 10_000, 'the holder forgotten');
  });

  it('a retaken assessment gets its own result mail but no second series of follow-ups', async () => {
    const email = address('retake');
    await publishEvents(platform.runId, [events.assessmentCompleted(email, 22), events.assessmentCompleted(email, 28)]);
    const rows = await waitFor(() => logsOf(email), (r) => settled(r, 4), 20_000, 'two results and one series');
    expect(rows.map((r) => [r.step, r.template_id, r.status])).toEqual([
      [0, 'assessment_completion', 'sent'],
      [0, 'assessment_completion', 'sent'],
      [1, 'assessment_completion_tips', 'sent'],
      [2, 'assessment_completion_offer', 'sent'],
    ]);
  });
});
