import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@bv/contracts';
import { testRun, waitFor } from '@bv/testing';
import { Queue } from 'bullmq';
import { EMAIL_QUEUE_NAME } from '../apps/notifications/src/email/email-delivery.service';
import { notificationsService } from '../apps/notifications/src/service';
import { nextDailySend } from '../apps/notifications/src/share-views/founder-digest';
import { deliverEvents, envelope } from './events';
import { startPlatform, type Platform } from './harness';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

jest.setTimeout(90_000);

/** The daily send in this run: 9 am Singapore time (the default is 6 pm; either works). */
const SEND_HOUR = 9;

/**
 * The founder's daily digest over all their share links and deal rooms (docs/product-rules.md,
 * "Sharing links" and "Visitor intent"), on the real notifications service, its database and
 * queue: the events are those sharing publishes.
 */
describe('the founder’s daily view digest', () => {
  let smtp: SmtpPeer;
  let platform: Platform;
  const logs = () => `"${platform.schemaOf('notifications')}".email_automation_logs`;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startPlatform([notificationsService], { SMTP_URL: smtp.url, VIEW_DIGEST_HOUR_SGT: String(SEND_HOUR), PUBLIC_URL: 'https://vault.example.sg' });
  });
  afterAll(async () => {
    await platform?.stop();
    await smtp?.close();
  });

  const founder = async () => {
    const userId = randomUUID();
    const email = `digest-${randomUUID().slice(0, 8)}@example.sg`;
    await deliverEvents(platform, 'notifications', [envelope('user.registered', { userId, email, name: 'Nurul Huda', registeredAt: new Date().toISOString() })]);
    return { userId, email };
  };
  const hotInvestor = { name: 'raj@jungle.vc', level: 'hot' as const, reasons: ['Read Financials twice, 3 min in all', 'Downloaded the PDF'], email: 'raj@jungle.vc', verified: true };
  const warmVisitor = { name: 'Visitor 2', level: 'warm' as const, reasons: ['Read Team for 1 min'], email: null, verified: false };

  it('gathers many views of two links and a room into one mail due at the daily send, and mails a hot visitor once', async () => {
    const { userId, email } = await founder();
    const [deckLink, faqLink, quietLink] = [randomUUID(), randomUUID(), randomUUID()];
    const room = { roomId: randomUUID(), linkId: randomUUID() };
    const shareView = (shareId: string, title: string, over: Partial<EventPayload<'share.viewed'>> = {}) =>
      envelope('share.viewed', { shareId, outputId: randomUUID(), ownerId: userId, viewedAt: new Date().toISOString(), viewCount: 1, notifyOwner: true, title, ...over });
    const roomView = (over: Partial<EventPayload<'document.viewed'>> = {}) =>
      envelope('document.viewed', {
        ...room,
        documentId: randomUUID(),
        ownerId: userId,
        download: false,
        viewedAt: new Date().toISOString(),
        viewerEmail: null,
        documentName: 'Management accounts.pdf',
        documentVersion: 1,
        roomName: 'Kopi Cloud Series A',
        linkTitle: 'Buyer A',
        ...over,
      });
    const roomHot = { name: 'wei@tanholdings.com', level: 'hot' as const, reasons: ['Read Management accounts.pdf twice, 6 min in all'], email: 'wei@tanholdings.com', verified: true, linkId: room.linkId, linkTitle: 'Buyer A' };
    const before = new Date();

    await deliverEvents(platform, 'notifications', [
      shareView(deckLink, 'Kopi Cloud seed deck'),
      shareView(deckLink, 'Kopi Cloud seed deck', { viewerEmail: 'raj@jungle.vc', viewCount: 2, followUps: [warmVisitor] }),
    ]);
    // Events of one batch may be applied in any order: each source's first view is delivered on its own, in the order the mail names them.
    await deliverEvents(platform, 'notifications', [shareView(faqLink, 'Kopi Cloud FAQ')]);
    await deliverEvents(platform, 'notifications', [
      roomView({ viewerEmail: 'wei@tanholdings.com' }),
      // A link that does not tell the founder stays out of the digest.
      shareView(quietLink, 'Quiet link', { notifyOwner: false, followUps: [hotInvestor] }),
    ]);
    // The investor turns hot at a download; later views and downloads still name them hot.
    for (let i = 0; i < 3; i += 1) {
      await deliverEvents(platform, 'notifications', [
        shareView(deckLink, 'Kopi Cloud seed deck', { viewerEmail: 'raj@jungle.vc', viewCount: 3 + i, download: { file: 'deck.pdf', version: 2, startedView: i === 0 }, followUps: [hotInvestor, warmVisitor] }),
        roomView({ viewerEmail: 'wei@tanholdings.com', download: i > 0, followUps: [roomHot] }),
      ]);
    }
    const after = new Date();

    const digests = await platform.db.query(`SELECT id, template_id, status, scheduled_at, user_data FROM ${logs()} WHERE user_email = $1 AND template_id LIKE 'founder_views_digest%'`, [email]);
    expect(digests.rows).toHaveLength(1);
    const [digest] = digests.rows;
    expect(digest.status).toBe('pending');
    // Due at the next 9 am in Singapore (the clock may pass 9 am during the test: either send).
    expect([nextDailySend(before, SEND_HOUR).getTime(), nextDailySend(after, SEND_HOUR).getTime()]).toContain((digest.scheduled_at as Date).getTime());
    expect(digest.template_id).toBe('founder_views_digest_follow_ups_3');
    expect(digest.user_data).toMatchObject({
      name: 'Nurul Huda',
      digestViews: 6,
      digestDownloads: 5,
      digestSources: 3,
      digestUrl: 'https://vault.example.sg/dashboard',
      viewers: 'Viewed by raj@jungle.vc, wei@tanholdings.com and 2 visitors who gave no e-mail address.',
      follow1Name: 'raj@jungle.vc',
      follow1Level: 'Hot',
      follow1Reasons: 'Read Financials twice, 3 min in all; Downloaded the PDF. On “Kopi Cloud seed deck”.',
      follow2Name: 'wei@tanholdings.com',
      follow2Reasons: 'Read Management accounts.pdf twice, 6 min in all. On the room “Kopi Cloud Series A” (Buyer A).',
      follow3Name: 'Visitor 2',
      follow3Level: 'Warm',
      sendTime: '9\u00a0am',
    });
    expect(['today', 'in the last day']).toContain(digest.user_data.period);

    // Hot at once, once per visitor per link: the share link's investor and the room's, whatever came after.
    const hot = await platform.db.query(`SELECT dedupe_key, user_data FROM ${logs()} WHERE user_email = $1 AND template_id = 'share_visitor_hot' ORDER BY dedupe_key`, [email]);
    expect(hot.rows.map((r) => [r.dedupe_key, r.user_data.hotVisitor, r.user_data.linkTitle, r.user_data.analyticsUrl])).toEqual([
      [`room-hot:${room.linkId}:wei@tanholdings.com`, 'wei@tanholdings.com', 'Kopi Cloud Series A', `https://vault.example.sg/dashboard/rooms/${room.roomId}/analytics`],
      [`share-hot:${deckLink}:raj@jungle.vc`, 'raj@jungle.vc', 'Kopi Cloud seed deck', `https://vault.example.sg/shares/${deckLink}`],
    ]);

    // At the send hour the one digest goes out, as rendered from its latest values.
    await platform.db.query(`UPDATE ${logs()} SET scheduled_at = now() WHERE id = $1`, [digest.id]);
    const queue = new Queue(EMAIL_QUEUE_NAME, { connection: { host: '127.0.0.1', port: 6379 }, prefix: testRun(platform.runId).redisPrefix });
    try {
      // Its job waits in the queue until the send hour: the clock moves on, as far as the queue knows.
      await (await queue.getJob(digest.id as string))!.promote();
    } finally {
      await queue.close();
    }
    const sent = await waitFor(async () => smtp.mailsTo(email).filter((m) => /Your links (today|in the last day): 3 visitors to follow up with/.test(m.headers.subject ?? '')), (m) => m.length === 1, 20_000, 'the digest');
    expect(sent[0].text).toMatch(/Your links and rooms were opened 6 times, with 5 downloads, (today|in the last day)\./);
    expect(sent[0].text).toContain('“Kopi Cloud seed deck” (3 views, 3 downloads), “Kopi Cloud FAQ” (1 view) and the room “Kopi Cloud Series A” (2 document views, 2 downloads).');

    // The next view starts the next day's digest.
    await deliverEvents(platform, 'notifications', [shareView(faqLink, 'Kopi Cloud FAQ')]);
    const next = await platform.db.query(`SELECT status, scheduled_at, user_data FROM ${logs()} WHERE user_email = $1 AND template_id LIKE 'founder_views_digest%' ORDER BY created_at`, [email]);
    expect(next.rows.map((r) => r.status)).toEqual(['sent', 'pending']);
    expect(next.rows[1].user_data).toMatchObject({ digestViews: 1, digestSources: 1, activity: expect.stringMatching(/^Your link “Kopi Cloud FAQ” was opened once (today|in the last day)$/) });
  });
});
