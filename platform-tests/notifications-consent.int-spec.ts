import { liteSubmission, postJson, waitFor } from '@bv/testing';
import { LinkSigner } from '../apps/notifications/src/consent/link-signer';
import { assessmentsService } from '../apps/assessments/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { publishEvents } from './events';
import { startPlatform, type Platform } from './harness';
import { notificationEvents as events } from './notification-events';
import { rpcCaller } from './rpc-caller';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './smtp-peer';

jest.setTimeout(90_000);

const LINK_SECRET = 'integration-test-link-secret-0123456789abcdef';

/** The unsubscribe, open and click links of a received marketing mail, pointed at this run's gateway. */
function linksOf(mail: ReceivedMail, gatewayUrl: string) {
  const local = (url: string) => url.replace('http://localhost:3000', gatewayUrl).replace(/&amp;/g, '&');
  return {
    unsubscribe: local(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]),
    open: local(/<img src="([^"]+\/api\/v1\/email\/open[^"]+)"/.exec(mail.html)![1]),
    clicks: [...mail.html.matchAll(/href="([^"]+\/api\/v1\/email\/click[^"]+)"/g)].map((m) => local(m[1])),
  };
}

describe('consent, launch list and engagement through the gateway', () => {
  let smtp: SmtpPeer;
  let platform: Platform;
  let api: string;
  const signer = new LinkSigner(LINK_SECRET);

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startPlatform([assessmentsService, notificationsService, gatewayService], {
      SMTP_URL: smtp.url,
      EMAIL_SEQUENCE_DAY_MS: '1000',
      EMAIL_LINK_SECRET: LINK_SECRET,
      LITE_SUBMISSIONS_PER_MINUTE: '1000',
    });
    api = `${platform.services.gateway.url}/api/v1`;
  });
  afterAll(async () => {
    await platform?.stop();
    await smtp?.close();
  });

  const n = () => `"${platform.schemaOf('notifications')}"`;
  const address = (label: string) => `${label}-${platform.runId}@example.sg`;
  const logsOf = async (email: string) =>
    (await platform.db.query(`SELECT template_id, status, error_message FROM ${n()}.email_automation_logs WHERE user_email = $1 ORDER BY created_at, step`, [email])).rows as Array<{
      template_id: string;
      status: string;
      error_message: string | null;
    }>;
  const mailsTo = (email: string, count: number, what: string) => waitFor(() => Promise.resolve(smtp.mailsTo(email)), (m) => m.length >= count, 15_000, what);

  it('signs a visitor up for launch news once, and answers a second sign-up exactly like the first (no probing the list)', async () => {
    const email = address('launch');
    const first = await postJson(`${api}/launch-notifications`, { email: email.toUpperCase() });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ success: true, message: "Thank you! We'll e-mail you as soon as we launch." });
    const again = await postJson(`${api}/launch-notifications`, { email });
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect((await postJson(`${api}/launch-notifications`, { email: 'not-an-email' })).status).toBe(400);
    const rows = await platform.db.query(`SELECT email FROM ${n()}.launch_signups WHERE email = $1`, [email]);
    expect(rows.rowCount).toBe(1);
  });

  it('mails the launch list once when Phase 2 launches: early-bird holders their locked prices, the rest the general news', async () => {
    const general = address('general');
    const earlyBird = address('earlybird');
    for (const email of [general, earlyBird]) expect((await postJson(`${api}/launch-notifications`, { email })).status).toBe(201);
    await publishEvents(platform.runId, [events.earlyBirdGranted(earlyBird)]);
    const [confirmation] = await mailsTo(earlyBird, 1, 'the early-bird confirmation');
    expect(confirmation.headers.subject).toBe('Your Phase 2 prices are locked in');
    expect(confirmation.text).toContain('Founder+ (one-time): S$598');
    expect(confirmation.headers['list-unsubscribe']).toBeUndefined();

    await publishEvents(platform.runId, [events.phase2Launched('phase-2'), events.phase2Launched('phase-2')]);
    const [launchNews] = await mailsTo(general, 1, 'the general launch mail');
    const earlyBirdMails = await mailsTo(earlyBird, 2, 'the early-bird launch mail');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.mailsTo(general)).toHaveLength(1);
    expect(smtp.mailsTo(earlyBird)).toHaveLength(2);
    expect(launchNews.headers.subject).toBe('Phase 2 is live: consultations and premium plans');
    expect(earlyBirdMails[1].headers.subject).toBe('Phase 2 is live, and your early-bird prices are waiting');
    expect(earlyBirdMails[1].text).toContain('Founder Elite (monthly): S$138 a month');
  });

  it('gives an unsubscribed address only transactional mail from then on', async () => {
    const email = address('unsub');
    expect((await postJson(`${api}/launch-notifications`, { email })).status).toBe(201);
    await publishEvents(platform.runId, [events.phase2Launched(`phase-${platform.runId}`)]);
    const [news] = await mailsTo(email, 1, 'a marketing mail');
    const { unsubscribe } = linksOf(news, platform.services.gateway.url);

    // GET only asks (link scanners follow GETs); nothing changes yet.
    const page = await fetch(unsubscribe);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`u***@example.sg`);
    expect(html).toContain('<form method="post"');
    expect((await platform.db.query(`SELECT 1 FROM ${n()}.email_suppressions WHERE email = $1`, [email])).rowCount).toBe(0);

    // RFC 8058 one-click: the mail client POSTs List-Unsubscribe=One-Click to the header's URL.
    const oneClick = await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("You're unsubscribed");
    const suppression = await platform.db.query(`SELECT reason, source FROM ${n()}.email_suppressions WHERE email = $1`, [email]);
    expect(suppression.rows).toEqual([{ reason: 'unsubscribed', source: 'one-click' }]);

    // Then: a Lite result and an invitation (transactional) arrive; the follow-ups and a launch mail (marketing) do not.
    const before = smtp.mailsTo(email).length;
    await publishEvents(platform.runId, [events.assessmentCompleted(email, 26), events.userInvited(email), events.phase2Launched(`phase-b-${platform.runId}`)]);
    await waitFor(() => logsOf(email), (rows) => rows.length === 6 && rows.every((r) => r.status !== 'pending'), 20_000, 'every mail settled');
    await new Promise((r) => setTimeout(r, 500));
    const after = smtp.mailsTo(email).slice(before).map((m) => m.headers.subject).sort();
    expect(after).toEqual(['Set your password to open your purchase', 'Your ExitCheck Lite result: 26/50 (Needs Preparation)']);
    // The invitation greets the buyer by the first name given at checkout.
    expect(smtp.mailsTo(email).find((m) => m.headers.subject === 'Set your password to open your purchase')?.text).toMatch(/^Hi Aisha,/m);
    const cancelled = (await logsOf(email)).filter((r) => r.status === 'cancelled');
    expect(cancelled.map((r) => [r.template_id, r.error_message]).sort()).toEqual([
      ['assessment_completion_offer', 'Suppressed: unsubscribed'],
      ['assessment_completion_tips', 'Suppressed: unsubscribed'],
      ['phase2_launch_general', 'Suppressed: unsubscribed'],
    ]);
  });

  it('accepts a multipart one-click POST and refuses forged or edited tokens without unsubscribing anyone', async () => {
    const email = address('multipart');
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(`${api}/email/unsubscribe?token=${signer.unsubscribeToken(email)}`, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect((await platform.db.query(`SELECT 1 FROM ${n()}.email_suppressions WHERE email = $1`, [email])).rowCount).toBe(1);

    const victim = address('victim');
    const forged = new LinkSigner('somebody-else-s-secret-0123456789abcdef').unsubscribeToken(victim);
    const refused = await fetch(`${api}/email/unsubscribe?token=${forged}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This link is not valid');
    expect((await fetch(`${api}/email/unsubscribe?token=${forged}`)).status).toBe(400);
    expect((await platform.db.query(`SELECT 1 FROM ${n()}.email_suppressions WHERE email = $1`, [victim])).rowCount).toBe(0);
    // Multipart bodies stay refused everywhere else.
    expect((await fetch(`${api}/launch-notifications`, { method: 'POST', body: form })).status).toBe(415);
  });

  it('never writes a link token into the request log', async () => {
    const token = signer.unsubscribeToken(address('quiet'));
    const info = jest.spyOn(platform.services.gateway.infra.logger, 'info');
    await fetch(`${api}/email/unsubscribe?token=${token}`);
    await fetch(`${api}/email/open?token=${signer.openToken('00000000-0000-8000-8000-000000000000')}`);
    const logged = JSON.stringify(info.mock.calls);
    info.mockRestore();
    expect(logged).toContain('/api/v1/email/unsubscribe?token=[redacted]');
    expect(logged).not.toContain(token.split('.')[1]);
  });

  it('turns opens and clicks into lead score, once per mail, and a crossing at 35 starts the high-score sequence once', async () => {
    const submission = liteSubmission({ points: [5, 5, 5, 2, 2] });
    const { email } = submission;
    for (let i = 0; i < 3; i++) expect((await postJson(`${api}/lite-assessments`, { ...liteSubmission({ email, points: [5, 5, 5, 2, 2] }) })).status).toBe(201);
    const tips = (await mailsTo(email, 4, 'the tips follow-up')).find((m) => m.headers.subject?.startsWith('Three fixes'))!;
    const links = linksOf(tips, platform.services.gateway.url);

    const pixel = await fetch(links.open);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    await fetch(links.open); // image proxies and reopening count once
    const click = await fetch(links.clicks[0], { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('http://localhost:3000/#pricing');
    const tampered = await fetch(links.clicks[0].replace(/url=[^&]+/, `url=${encodeURIComponent('https://evil.example/')}`), { redirect: 'manual' });
    expect(tampered.headers.get('location')).toBe('/');

    const a = `"${platform.schemaOf('assessments')}"`;
    const history = await waitFor(
      () => platform.db.query(`SELECT trigger_event, score_change, new_score FROM ${a}.lead_scoring_history WHERE user_email = $1 ORDER BY seq`, [email]),
      (r) => r.rowCount === 5,
      15_000,
      'lead score from the open and the click',
    );
    expect(history.rows.map((r) => [r.trigger_event, r.score_change, r.new_score])).toEqual([
      ['assessment_completion', 10, 10],
      ['assessment_completion', 10, 20],
      ['assessment_completion', 10, 30],
      ['email_open', 2, 32],
      ['email_click', 3, 35],
    ]);
    const crossed = await platform.db.query(`SELECT envelope FROM ${a}.outbox WHERE type = 'score.crossed' AND envelope->'payload'->>'email' = $1`, [email]);
    expect(crossed.rows.map((r) => [r.envelope.payload.previousScore, r.envelope.payload.newScore])).toEqual([[32, 35]]);
    const highScore = await waitFor(
      async () => (await logsOf(email)).filter((r) => r.template_id.startsWith('high_score')),
      (rows) => rows.length === 2,
      15_000,
      'the high-score follow-ups',
    );
    expect(highScore.map((r) => r.template_id)).toEqual(['high_score_consultation', 'high_score_offer']);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await platform.db.query(`SELECT count(*)::int AS n FROM ${n()}.email_engagements e JOIN ${n()}.email_automation_logs l ON l.id = e.log_id WHERE l.user_email = $1`, [email])).rows[0].n).toBe(2);
  });

  it('lets a signed-in user turn marketing mail off and on again (service side of the /account tab)', async () => {
    const { rpc, close } = await rpcCaller(platform.runId);
    try {
      const email = address('prefs');
      expect(await rpc.call('notifications.preferences.get', { email })).toEqual({ email, marketing: true });
      expect(await rpc.call('notifications.preferences.update', { email, marketing: false })).toEqual({ email, marketing: false });
      expect(await rpc.call('notifications.preferences.get', { email })).toEqual({ email, marketing: false });
      expect(await rpc.call('notifications.preferences.update', { email, marketing: true })).toEqual({ email, marketing: true });
      expect((await platform.db.query(`SELECT 1 FROM ${n()}.email_suppressions WHERE email = $1`, [email])).rowCount).toBe(0);
    } finally {
      await close();
    }
  });
});
