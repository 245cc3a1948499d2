import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { EventPayload } from '@bv/contracts';
import type { RpcClient } from '@bv/messaging';
import { waitFor } from '@bv/testing';
import { notificationsService } from '../apps/notifications/src/service';
import { WebhookDeliveryService } from '../apps/notifications/src/webhooks/webhook-delivery.service';
import { deliverEvents, envelope, publishEvents } from './events';
import { startPlatform, type Platform } from './harness';
import { rpcCaller } from './rpc-caller';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

jest.setTimeout(90_000);

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A local receiver on http://127.0.0.1: the tests run notifications with the test-only
 * WEBHOOK_ALLOW_LOOPBACK_HTTP (production refuses it). Each path answers from its own script of
 * statuses (the last one repeats).
 */
async function startReceiver(): Promise<{ url: (path: string) => string; received: Received[]; answer: (path: string, ...statuses: number[]) => void; close: () => Promise<void> }> {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const script = scripts.get(path) ?? [200];
      const status = script.length > 1 ? script.shift()! : script[0];
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `failure ${status} ${'x'.repeat(2000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, ...statuses) => scripts.set(path, statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const headersOf = (r: Received) => ({ 'webhook-id': String(r.headers['webhook-id']), 'webhook-timestamp': String(r.headers['webhook-timestamp']), 'webhook-signature': String(r.headers['webhook-signature']) });

describe('outgoing webhooks', () => {
  let smtp: SmtpPeer;
  let platform: Platform;
  let rpc: RpcClient;
  let closeRpc: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    receiver = await startReceiver();
    platform = await startPlatform([notificationsService], {
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true',
      WEBHOOK_MAX_ATTEMPTS: '3',
      WEBHOOK_BACKOFF_MS: '100',
      WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES: '3',
      WEBHOOK_SWEEP_MS: '1000',
    });
    ({ rpc, close: closeRpc } = await rpcCaller(platform.runId));
  });
  afterAll(async () => {
    await closeRpc?.();
    await platform?.stop();
    await receiver?.close();
    await smtp?.close();
  });

  const founder = async (label: string) => {
    const userId = randomUUID();
    const email = `${label}-${platform.runId}@example.sg`;
    await deliverEvents(platform, 'notifications', [envelope('user.registered', { userId, email, name: 'Mei Lin', registeredAt: new Date().toISOString() })]);
    return { userId, email };
  };
  const completed = (userId: string) =>
    envelope('assessment.completed', {
      assessmentId: randomUUID(),
      kind: 'pro',
      toolType: 'exitcheck',
      email: 'founder@example.sg',
      name: 'Mei Lin',
      userId,
      score: 41,
      maxScore: 50,
      scoreLabel: 'Exit-Ready',
      tier: 'high',
      insight: 'Strong books.',
    });
  const deliveriesOf = (userId: string, endpointId: string) => rpc.call('notifications.webhooks.deliveries', { userId, endpointId, limit: 50 });
  const at = (path: string) => receiver.received.filter((r) => r.path === path);

  it('the standardwebhooks class agrees with the specification\'s test vector', () => {
    const wh = new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const signature = wh.sign('msg_p5jXN8AQM9LWM0D4loKWxJek', new Date(1614265330 * 1000), '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs each view and download of a share link, once, though the event arrives twice', async () => {
    const { userId } = await founder('views');
    const endpoint = await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/views'), description: 'CRM', eventTypes: ['document.viewed', 'document.downloaded'] } });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect((await rpc.call('notifications.webhooks.list', { userId })).endpoints).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);

    const viewed = envelope('share.viewed', {
      shareId: randomUUID(),
      outputId: randomUUID(),
      ownerId: userId,
      viewedAt: new Date().toISOString(),
      viewCount: 3,
      notifyOwner: false,
      viewerEmail: 'buyer@acquirer.example',
      download: { file: 'deck.pdf', version: 2, startedView: true },
      title: 'Series A deck',
    });
    await deliverEvents(platform, 'notifications', [viewed]);
    await publishEvents(platform.runId, [viewed]); // the broker redelivers it
    const received = await waitFor(async () => at('/views'), (r) => r.length >= 2, 15_000, 'a view and a download');
    await new Promise((r) => setTimeout(r, 500));
    expect(at('/views')).toHaveLength(2);

    const wh = new Webhook(endpoint.secret);
    const messages = received.map((r) => wh.verify(r.body, headersOf(r)) as { type: string; data: Record<string, unknown> });
    expect(messages.map((m) => m.type).sort()).toEqual(['document.downloaded', 'document.viewed']);
    expect(messages.find((m) => m.type === 'document.downloaded')?.data).toMatchObject({ file: 'deck.pdf', version: 2, title: 'Series A deck', viewerEmail: 'buyer@acquirer.example', viewCount: 3 });
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(2);
    // Altered in transit: the signature no longer holds.
    expect(() => wh.verify(received[0].body.replace('deck', 'DECK'), headersOf(received[0]))).toThrow();
  });

  it('tells of a visitor turning hot once per visitor and link, and of a lead once per address, signed', async () => {
    const { userId } = await founder('leads');
    const endpoint = await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/leads'), description: 'CRM', eventTypes: ['visitor.hot', 'lead.created'] } });
    const shareId = randomUUID();
    const room = { roomId: randomUUID(), linkId: randomUUID() };
    const raj = { name: 'raj@jungle.vc', level: 'hot' as const, reasons: ['Read Financials twice, 3 min in all', 'Downloaded the PDF'], email: 'raj@jungle.vc', verified: true };
    const shareViewed = (over: Partial<EventPayload<'share.viewed'>>) =>
      envelope('share.viewed', { shareId, outputId: randomUUID(), ownerId: userId, viewedAt: new Date().toISOString(), viewCount: 1, notifyOwner: false, title: 'Seed deck', ...over });
    const roomDocument = (over: Partial<EventPayload<'document.viewed'>>) =>
      envelope('document.viewed', { ...room, documentId: randomUUID(), ownerId: userId, download: false, viewedAt: new Date().toISOString(), viewerEmail: null, ...over });
    const asked = (askerEmail: string, askerName: string, askerVerified: boolean) =>
      envelope('room.question_asked', {
        questionId: randomUUID(),
        ...room,
        ownerId: userId,
        roomName: 'Series A',
        linkTitle: 'Buyer A',
        documentId: randomUUID(),
        documentName: 'Model.xlsx',
        page: null,
        text: 'What is the churn?',
        askerName,
        askerEmail,
        askerVerified,
        askedAt: new Date().toISOString(),
      });

    await deliverEvents(platform, 'notifications', [
      // Raj gives his address at the share link's gate, and later turns hot there (twice named hot).
      shareViewed({ viewerEmail: 'raj@jungle.vc' }),
      shareViewed({ viewerEmail: 'raj@jungle.vc', viewCount: 2, followUps: [raj] }),
      shareViewed({ viewerEmail: 'raj@jungle.vc', viewCount: 3, download: { file: 'deck.pdf', version: 1, startedView: false }, followUps: [raj] }),
      // The same address, another case, through a room: no second lead; hot in the room is another link.
      envelope('room.viewed', { ...room, ownerId: userId, viewCount: 1, viewedAt: new Date().toISOString(), viewerEmail: 'Raj@Jungle.VC' }),
      roomDocument({ viewerEmail: 'raj@jungle.vc', followUps: [{ ...raj, linkId: room.linkId, linkTitle: 'Buyer A' }] }),
      asked('RAJ@jungle.vc', 'Raj', true),
      // A new address typed with a question is a lead, not verified.
      asked('mei@fund.sg', 'Mei Tan', false),
      asked('mei@fund.sg', 'Mei Tan', false),
    ]);
    const received = await waitFor(async () => at('/leads'), (r) => r.length >= 4, 15_000, 'two leads and two hot visitors');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(at('/leads')).toHaveLength(4);

    const wh = new Webhook(endpoint.secret);
    const messages = received.map((r) => wh.verify(r.body, headersOf(r)) as { type: string; data: Record<string, unknown> });
    const leads = messages.filter((m) => m.type === 'lead.created').map((m) => m.data);
    // Deliveries run side by side: in any order.
    expect(leads).toHaveLength(2);
    expect(leads).toEqual(expect.arrayContaining([
      { email: 'raj@jungle.vc', name: null, verified: true, via: 'share_link', shareId, roomId: null, linkId: null, occurredAt: expect.any(String) },
      { email: 'mei@fund.sg', name: 'Mei Tan', verified: false, via: 'question', shareId: null, ...room, occurredAt: expect.any(String) },
    ]));
    const hot = messages.filter((m) => m.type === 'visitor.hot').map((m) => m.data);
    expect(hot).toHaveLength(2);
    expect(hot).toEqual(expect.arrayContaining([
      { shareId, roomId: null, linkId: null, visitorName: 'raj@jungle.vc', visitorEmail: 'raj@jungle.vc', verified: true, level: 'hot', reasons: raj.reasons, occurredAt: expect.any(String) },
      { shareId: null, ...room, visitorName: 'raj@jungle.vc', visitorEmail: 'raj@jungle.vc', verified: true, level: 'hot', reasons: raj.reasons, occurredAt: expect.any(String) },
    ]));
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(4);

    // Redelivered or replayed by the broker, the same events tell nothing new.
    await publishEvents(platform.runId, [shareViewed({ viewerEmail: 'raj@jungle.vc', viewCount: 4, followUps: [raj] }), asked('mei@fund.sg', 'Mei', false)]);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(at('/leads')).toHaveLength(4);
  });

  it('retries a 500 with back-off under the same message id, then replays it on request', async () => {
    const { userId } = await founder('retry');
    receiver.answer('/flaky', 500, 200);
    const endpoint = await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/flaky'), description: '', eventTypes: ['assessment.completed'] } });
    await deliverEvents(platform, 'notifications', [completed(userId)]);

    const [delivery] = (await waitFor(() => deliveriesOf(userId, endpoint.id), (r) => r.deliveries[0]?.status === 'succeeded', 15_000, 'a delivery that succeeds on its second try')).deliveries;
    expect(delivery).toMatchObject({ eventType: 'assessment.completed', attempts: 2, lastResponseCode: 200, lastError: null });
    const tries = at('/flaky');
    expect(tries).toHaveLength(2);
    expect(tries[0].headers['webhook-id']).toBe(tries[1].headers['webhook-id']);
    expect(tries[0].headers['webhook-id']).toBe(delivery.messageId);
    expect(new Webhook(endpoint.secret).verify(tries[1].body, headersOf(tries[1]))).toMatchObject({ type: 'assessment.completed', data: { score: 41, tier: 'high' } });

    const replayed = await rpc.call('notifications.webhooks.replay', { userId, endpointId: endpoint.id, deliveryId: delivery.id });
    expect(replayed.status).toBe('pending');
    await waitFor(async () => at('/flaky'), (r) => r.length === 3, 15_000, 'the replay');
    expect(at('/flaky')[2].headers['webhook-id']).toBe(delivery.messageId);
    await waitFor(() => deliveriesOf(userId, endpoint.id), (r) => r.deliveries[0]?.status === 'succeeded' && r.deliveries[0].attempts === 1, 15_000, 'the replay recorded');

    // A test event goes out at once, with its own id.
    const test = await rpc.call('notifications.webhooks.test', { userId, endpointId: endpoint.id });
    expect(test.eventType).toBe('webhook.test');
    await waitFor(async () => at('/flaky'), (r) => r.length === 4, 15_000, 'the test event');
    expect(at('/flaky')[3].headers['webhook-id']).toBe(test.messageId);
  });

  it('keeps finished deliveries in the log for 30 days, then deletes them (their payloads name visitors)', async () => {
    const { userId } = await founder('retention');
    receiver.answer('/kept', 200);
    const endpoint = await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/kept'), description: '', eventTypes: ['assessment.completed'] } });
    await deliverEvents(platform, 'notifications', [completed(userId)]);
    await waitFor(() => deliveriesOf(userId, endpoint.id), (r) => r.deliveries[0]?.status === 'succeeded', 15_000, 'the delivery');
    const table = `"${platform.schemaOf('notifications')}".webhook_deliveries`;
    await platform.db.query(`UPDATE ${table} SET created_at = now() - interval '29 days' WHERE endpoint_id = $1`, [endpoint.id]);
    const sweep = () => platform.services.notifications.app.get(WebhookDeliveryService).requeuePending();
    await sweep();
    expect((await deliveriesOf(userId, endpoint.id)).deliveries).toHaveLength(1);
    await platform.db.query(`UPDATE ${table} SET created_at = now() - interval '31 days' WHERE endpoint_id = $1`, [endpoint.id]);
    await sweep();
    expect((await deliveriesOf(userId, endpoint.id)).deliveries).toHaveLength(0);
  });

  it('refuses targets that are not https on a public address, and another founder\'s endpoint', async () => {
    const { userId } = await founder('refused');
    for (const url of ['https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://[::ffff:127.0.0.1]/hook', 'https://[fd00::1]/hook', 'https://localhost/hook', 'http://93.184.216.34/hook', 'http://127.0.0.2:80/']) {
      await expect(rpc.call('notifications.webhooks.create', { userId, endpoint: { url, description: '', eventTypes: ['assessment.completed'] } })).rejects.toMatchObject({
        code: 'NOTIFICATIONS.WEBHOOK_URL_REFUSED',
      });
    }
    const mine = await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/mine'), description: '', eventTypes: ['assessment.completed'] } });
    await expect(rpc.call('notifications.webhooks.deliveries', { userId: randomUUID(), endpointId: mine.id, limit: 10 })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(rpc.call('notifications.webhooks.update', { userId, endpointId: mine.id, changes: { url: 'https://192.168.1.1/' } })).rejects.toMatchObject({ code: 'NOTIFICATIONS.WEBHOOK_URL_REFUSED' });
  });

  it('holds at most 10 endpoints per founder', async () => {
    const { userId } = await founder('limit');
    for (let i = 0; i < 10; i += 1) await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url(`/n${i}`), description: '', eventTypes: ['assessment.completed'] } });
    await expect(rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/n10'), description: '', eventTypes: ['assessment.completed'] } })).rejects.toMatchObject({
      code: 'NOTIFICATIONS.WEBHOOK_LIMIT',
    });
  });

  it('turns an endpoint off after 3 failed deliveries in a row and mails its founder', async () => {
    const { userId, email } = await founder('failing');
    receiver.answer('/down', 503);
    const endpoint = await rpc.call('notifications.webhooks.create', { userId, endpoint: { url: receiver.url('/down'), description: '', eventTypes: ['assessment.completed'] } });
    await deliverEvents(platform, 'notifications', [completed(userId), completed(userId), completed(userId)]);

    const list = await waitFor(() => rpc.call('notifications.webhooks.list', { userId }), (r) => r.endpoints[0]?.enabled === false, 30_000, 'the endpoint turned off');
    expect(list.endpoints[0]).toMatchObject({ disabledReason: 'failing', consecutiveFailures: 3 });
    const { deliveries } = await deliveriesOf(userId, endpoint.id);
    expect(deliveries.map((d) => [d.status, d.attempts, d.lastResponseCode])).toEqual(Array(3).fill(['failed', 3, 503]));
    // Only an excerpt of the answer is kept.
    expect(deliveries[0].lastResponseExcerpt?.length).toBeLessThanOrEqual(500);

    const [mail] = await waitFor(async () => smtp.mailsTo(email), (m) => m.length === 1, 15_000, 'the mail to the founder');
    expect(mail.headers.subject).toBe('We turned off your webhook endpoint');
    expect(mail.text).toContain(receiver.url('/down'));
    expect(mail.text).toContain('http://localhost:3000/account?tab=webhooks');

    // Off: new events make no delivery, tests and replays are refused until it is turned on.
    await deliverEvents(platform, 'notifications', [completed(userId)]);
    expect((await deliveriesOf(userId, endpoint.id)).deliveries).toHaveLength(3);
    await expect(rpc.call('notifications.webhooks.test', { userId, endpointId: endpoint.id })).rejects.toMatchObject({ code: 'NOTIFICATIONS.WEBHOOK_DISABLED' });
    const on = await rpc.call('notifications.webhooks.update', { userId, endpointId: endpoint.id, changes: { enabled: true } });
    expect(on).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await rpc.call('notifications.webhooks.delete', { userId, endpointId: endpoint.id });
    expect((await rpc.call('notifications.webhooks.list', { userId })).endpoints).toEqual([]);
  });
});
