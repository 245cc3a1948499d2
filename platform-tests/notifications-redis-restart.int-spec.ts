import { Redis } from 'ioredis';
import { ensureRedisRunning, stopRedisLosingEverything, testRedisUrl, testRun, waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { publishEvents } from './events';
import { startPlatform, type Platform } from './harness';
import { notificationEvents as events } from './notification-events';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

jest.setTimeout(90_000);

/** Day-2 step due 5 s after the trigger, day-5 step after 12.5 s: time enough to restart Redis in between. */
const DAY_MS = 2_500;

/**
 * Redis on this machine keeps nothing on disk, so a restart forgets every BullMQ job, delayed
 * sequence steps included. The database rows are the truth: the sweeper queues what is due.
 */
describe('scheduled mail survives a Redis restart', () => {
  let smtp: SmtpPeer;
  let platform: Platform;
  let redis: Redis;

  beforeAll(async () => {
    await ensureRedisRunning();
    smtp = await startSmtpPeer();
    platform = await startPlatform([notificationsService], { SMTP_URL: smtp.url, EMAIL_SEQUENCE_DAY_MS: String(DAY_MS) });
    redis = new Redis(testRedisUrl, { maxRetriesPerRequest: null });
    redis.on('error', () => undefined);
  });
  afterAll(async () => {
    // Whatever happened above, the machine's Redis must be running again for everyone else.
    await ensureRedisRunning();
    redis?.disconnect();
    await platform?.stop();
    await smtp?.close();
  });

  const logsOf = async (email: string) =>
    (
      await platform.db.query(`SELECT id, step, status FROM "${platform.schemaOf('notifications')}".email_automation_logs WHERE user_email = $1 ORDER BY step`, [email])
    ).rows as Array<{ id: string; step: number; status: string }>;
  const delayedJobs = () => redis.zrange(`${testRun(platform.runId).redisPrefix}:email-send:delayed`, 0, -1);

  it('sends the delayed steps once each after Redis lost them between scheduling and the due time', async () => {
    const email = `restart-${platform.runId}@example.sg`;
    await publishEvents(platform.runId, [events.assessmentCompleted(email, 24)]);
    const rows = await waitFor(() => logsOf(email), (r) => r.length === 3 && r[0].status === 'sent', 10_000, 'the result mail');
    // The later steps wait in Redis as delayed jobs named after their rows.
    expect((await delayedJobs()).sort()).toEqual([rows[1].id, rows[2].id].sort());

    try {
      await stopRedisLosingEverything();
    } finally {
      await ensureRedisRunning();
    }
    expect(await delayedJobs()).toEqual([]);

    const after = await waitFor(() => logsOf(email), (r) => r.every((row) => row.status === 'sent'), 30_000, 'every step sent');
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.mailsTo(email).map((m) => m.headers.subject)).toEqual([
      'Your ExitCheck Lite result: 24/50 (Needs Preparation)',
      'Three fixes that lift your ExitCheck Lite score',
      'Arif Rahman, the full ExitCheck Lite picture in one evening',
    ]);
  });

  it('keeps mail scheduled while Redis is down and sends it once Redis is back', async () => {
    const email = `down-${platform.runId}@example.sg`;
    try {
      await stopRedisLosingEverything();
      await publishEvents(platform.runId, [events.assessmentCompleted(email, 38)]);
      // The event is applied and the mail logged even though it cannot be queued now.
      await waitFor(() => logsOf(email), (r) => r.length === 3, 15_000, 'logged steps');
    } finally {
      await ensureRedisRunning();
    }
    await waitFor(() => logsOf(email), (r) => r[0]?.status === 'sent', 15_000, 'the result mail after Redis returned');
    expect(smtp.mailsTo(email).map((m) => m.headers.subject)).toEqual(['Arif Rahman, you scored 38/50: Moderately Ready']);
  });
});
