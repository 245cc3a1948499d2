import type { Platform } from './harness';
import { waitFor } from '@bv/testing';
import { browser, codeMailIds, founderDigestOf, mailedCode, sharingSuite, verifiedGrant, type Member } from './sharing-fixtures';

jest.setTimeout(240_000);

/** Integrity of share links: downloads, rendering, caps, notifications and the verified e-mail gate (docs/product-rules.md, "Sharing links"). */
describe('sharing integrity', () => {
  const suite = sharingSuite();
  const { sharing, share, stats } = suite;
  let platform: Platform;
  let owner: Member;
  beforeAll(() => {
    platform = suite.platform();
    owner = suite.owner();
  });
  const viewCount = async (id: string) => (await platform.db.query(`SELECT view_count FROM ${sharing()}.shares WHERE id = $1`, [id])).rows[0].view_count as number;
  const events = async (id: string) =>
    (await platform.db.query(`SELECT envelope->'payload' AS payload FROM ${sharing()}.outbox WHERE type = 'share.viewed' AND envelope->'payload'->>'shareId' = $1 ORDER BY created_at`, [id])).rows.map(
      (r) => r.payload as Record<string, unknown>,
    );

  describe('a download is a view', () => {
    it('counts cookieless downloads against the cap and records each with the visitor, file and version', async () => {
      const created = await share({ maxViews: 3, allowDownload: true });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await browser(platform).call(`/${created.token}/download.pdf`)).status);
      expect(statuses).toEqual([200, 200, 200, 404, 404]);
      expect(await viewCount(created.id)).toBe(3);
      const { rows } = await platform.db.query(
        `SELECT d.visitor_id, d.file_name, d.output_version, d.view_id, v.share_id FROM ${sharing()}.share_downloads d JOIN ${sharing()}.share_views v ON v.id = d.view_id WHERE d.share_id = $1`,
        [created.id],
      );
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.visitor_id)).size).toBe(3);
      for (const row of rows) expect(row).toMatchObject({ file_name: 'kopi-cloud-seed-deck.pdf', output_version: 1, share_id: created.id });
      // The owner hears of each one, as of a view.
      expect((await events(created.id)).map((p) => p.download)).toEqual([0, 1, 2].map(() => ({ file: 'kopi-cloud-seed-deck.pdf', version: 1, startedView: true })));
    });

    it('lets no more parallel downloads through than the cap allows: the check and the record are one step', async () => {
      const created = await share({ maxViews: 3, allowDownload: true });
      const files = await Promise.all([...Array(6).keys()].map((i) => browser(platform).call(`/${created.token}/download.pdf`, { ip: `203.0.113.${40 + i}` })));
      expect(files.map((f) => f.status).sort()).toEqual([200, 200, 200, 404, 404, 404]);
      expect(await viewCount(created.id)).toBe(3);
      expect((await platform.db.query(`SELECT 1 FROM ${sharing()}.share_downloads WHERE share_id = $1`, [created.id])).rowCount).toBe(3);
    });

    it("joins the visitor's open view, and shows downloads in the owner's analytics and CSV", async () => {
      const created = await share({ allowDownload: true });
      const investor = browser(platform);
      const page = await investor.call(`/${created.token}`);
      expect(page.status).toBe(200);
      expect((await investor.call(`/${created.token}/download.pdf`)).status).toBe(200);
      expect(await viewCount(created.id)).toBe(1);

      const seen = await stats(created.id);
      expect(seen.downloadCount).toBe(1);
      expect(seen.recent).toEqual([expect.objectContaining({ downloads: 1 })]);
      expect(seen.recentDownloads).toEqual([expect.objectContaining({ file: 'kopi-cloud-seed-deck.pdf', version: 1, viewerEmail: null })]);
      const csv = await (await fetch(`${platform.services.gateway.url}/api/v1/shares/${created.id}/views.csv`, { headers: { authorization: `Bearer ${owner.token}` } })).text();
      const [header, line] = csv.split('\r\n');
      expect(header).toContain(',downloads,downloaded_files');
      expect(line).toContain('"1","kopi-cloud-seed-deck.pdf (version 1)"');
      const published = await events(created.id);
      expect(published.map((p) => [p.viewCount, p.download ?? null])).toEqual([
        [1, null],
        [1, { file: 'kopi-cloud-seed-deck.pdf', version: 1, startedView: false }],
      ]);
    });
  });

  describe('rendering cannot starve the service', () => {
    const faq = () => suite.owner().outputs.find((o) => o.outputType === 'investor_faq')!;
    const renders = async () => {
      const metrics = await (await fetch(`${platform.services.sharing.internalUrl}/metrics`)).text();
      return Number(/bv_share_pdf_renders_total\{[^}]*outcome="ok"[^}]*\} (\d+)/.exec(metrics)?.[1] ?? 0);
    };

    it('renders a version once for parallel downloads, stamps each viewer on it, and keeps other links fast', async () => {
      const before = await renders();
      const open = await share({ outputId: faq().id, title: 'Kopi Cloud investor FAQ', allowDownload: true });
      const other = await share();
      const reader = browser(platform);
      expect((await reader.call(`/${other.token}`)).status).toBe(200);

      const downloads = Promise.all([...Array(8).keys()].map(() => browser(platform).call(`/${open.token}/download.pdf`, { ip: '198.51.100.8' })));
      // Meanwhile another visitor keeps reading another link.
      const readTimes: number[] = [];
      let done = false;
      void downloads.finally(() => (done = true));
      while (!done) {
        const started = performance.now();
        expect((await reader.call(`/${other.token}`)).status).toBe(200);
        readTimes.push(performance.now() - started);
      }
      const files = await downloads;
      // A render on the event loop holds every other request for its whole length (~0.4–1.5 s here).
      expect(Math.max(...readTimes)).toBeLessThan(1000);
      expect(files.map((f) => f.status)).toEqual(Array(8).fill(200));
      expect(new Set(files.map((f) => f.bytes.toString('base64'))).size).toBe(1);
      expect((await renders()) - before).toBe(1);

      // Behind the e-mail gate each viewer gets their own watermark on the same rendering.
      const gated = await share({ outputId: faq().id, title: 'Kopi Cloud investor FAQ', allowDownload: true, requireEmail: true });
      const stamped = [];
      for (const email of ['mei@fund.sg', 'raj@jungle.vc']) {
        const viewer = browser(platform);
        const grant = await verifiedGrant(platform, viewer, gated.token, email);
        const file = await viewer.call(`/${gated.token}/download.pdf`, { grant, ip: '198.51.100.9' });
        expect(file.status).toBe(200);
        stamped.push(file.bytes);
      }
      expect(stamped[0].equals(stamped[1])).toBe(false);
      expect((await renders()) - before).toBe(1);
    });

    it('limits downloads per client', async () => {
      const open = await share({ allowDownload: true });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await browser(platform).call(`/${open.token}/download.pdf`, { ip: '198.51.100.21' })).status);
      expect(statuses).toEqual(Array(20).fill(200));
      const refused = await browser(platform).call(`/${open.token}/download.pdf`, { ip: '198.51.100.21' });
      expect([refused.status, refused.body.error.code]).toEqual([429, 'SHARING.TOO_MANY_DOWNLOADS']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      // Another client is not held back by this one.
      expect((await browser(platform).call(`/${open.token}/download.pdf`, { ip: '198.51.100.22' })).status).toBe(200);
    });
    it('limits downloads per link, whichever clients ask', async () => {
      const open = await share({ allowDownload: true });
      // 100 an hour per link (SHARE_DOWNLOADS_PER_LINK_HOUR), from five clients under their own 20.
      for (let client = 0; client < 5; client += 1) {
        const statuses = [];
        for (let i = 0; i < 20; i += 1) statuses.push((await browser(platform).call(`/${open.token}/download.pdf`, { ip: `203.0.113.${client + 1}` })).status);
        expect(statuses).toEqual(Array(20).fill(200));
      }
      const refused = await browser(platform).call(`/${open.token}/download.pdf`, { ip: '203.0.113.6' });
      expect([refused.status, refused.body.error.code]).toEqual([429, 'SHARING.TOO_MANY_DOWNLOADS']);
      // That client may still download another link.
      expect((await browser(platform).call(`/${(await share({ allowDownload: true })).token}/download.pdf`, { ip: '203.0.113.6' })).status).toBe(200);
    });
  });

  describe('caps and visibility come first', () => {
    it('lets a capped link go on only for its viewer, within a fixed window from their first view, and never once it is private or revoked', async () => {
      const created = await share({ maxViews: 1, allowDownload: true });
      const reader = browser(platform);
      expect((await reader.call(`/${created.token}`)).status).toBe(200);
      expect((await browser(platform).call(`/${created.token}`)).status).toBe(404);
      expect((await reader.call(`/${created.token}`)).status).toBe(200);

      // Private beats the cap grace: the page, the content and the file all refuse.
      expect((await owner.api(`/shares/${created.id}`, { method: 'PATCH', body: { isPublic: false } })).status).toBe(200);
      for (const path of ['', '/content', '/download.pdf']) expect((await reader.call(`/${created.token}${path}`)).status).toBe(404);
      expect((await owner.api(`/shares/${created.id}`, { method: 'PATCH', body: { isPublic: true } })).status).toBe(200);
      expect((await reader.call(`/${created.token}`)).status).toBe(200);

      // Reading keeps the view alive (last seen now), but the grace runs from its first moment.
      await platform.db.query(`UPDATE ${sharing()}.share_views SET viewed_at = now() - interval '31 minutes', last_seen_at = now() WHERE share_id = $1`, [created.id]);
      for (const path of ['', '/content', '/download.pdf']) expect((await reader.call(`/${created.token}${path}`)).status).toBe(404);
      expect(await viewCount(created.id)).toBe(1);
    });

    it('ends a live view of an uncapped link as soon as the owner makes it private or revokes it', async () => {
      const created = await share({ allowDownload: true });
      const reader = browser(platform);
      expect((await reader.call(`/${created.token}`)).status).toBe(200);
      expect((await owner.api(`/shares/${created.id}/revoke`, { method: 'POST' })).status).toBe(200);
      for (const path of ['', '/content', '/download.pdf']) expect((await reader.call(`/${created.token}${path}`)).status).toBe(404);
    });
  });

  describe('no mail floods, no phantom views', () => {
    const notifications = () => `"${platform.schemaOf('notifications')}"`;
    const gateway = () => platform.services.gateway.url;

    it('never counts, renders or answers with content for HEAD, a prefetch or a known bot', async () => {
      const created = await share({ allowDownload: true });
      const api = `${gateway()}/api/v1/shared/${created.token}`;
      const head = await fetch(api, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect((await fetch(`${gateway()}/shared/${created.token}`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${api}/download.pdf`, { method: 'HEAD' })).status).toBe(403);
      const prefetched = await browser(platform).call(`/${created.token}`, { headers: { 'sec-purpose': 'prefetch' } });
      expect(prefetched.body).toMatchObject({ title: 'Kopi Cloud seed deck', content: null });
      const bot = { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' };
      expect((await browser(platform).call(`/${created.token}`, { headers: bot })).body.content).toBeNull();
      const content = await browser(platform).call(`/${created.token}/content`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
      expect([content.status, content.body.error.code]).toEqual([403, 'SHARING.NOT_A_VIEW']);
      expect((await browser(platform).call(`/${created.token}/download.pdf`, { headers: bot })).status).toBe(403);
      expect(await viewCount(created.id)).toBe(0);
      expect(await events(created.id)).toEqual([]);
      expect((await platform.db.query(`SELECT 1 FROM ${sharing()}.share_downloads WHERE share_id = $1`, [created.id])).rowCount).toBe(0);
      // A person's own visit still counts.
      expect((await browser(platform).call(`/${created.token}`)).body.content).not.toBeNull();
      expect(await viewCount(created.id)).toBe(1);
    });

    it("gathers a link's views into the founder's one daily digest instead of one mail per view", async () => {
      const created = await share({ notifyOnView: true });
      for (let i = 0; i < 5; i += 1) expect((await browser(platform).call(`/${created.token}`)).status).toBe(200);
      await waitFor(
        async () =>
          (await platform.db.query(`SELECT count(*)::int AS n FROM ${notifications()}.inbox i JOIN ${sharing()}.outbox o ON o.id = i.event_id WHERE o.envelope->'payload'->>'shareId' = $1`, [created.id])).rows[0]
            .n as number,
        (n) => n === 5,
        30_000,
        'notifications to take the five views',
      );
      // One pending mail for the founder, due at the next 6 pm in Singapore, with the five views of the link.
      const digest = await founderDigestOf(platform, owner.id, created.id, 5);
      expect([digest.source.views, digest.pending, digest.status]).toEqual([5, 1, 'pending']);
      const wait = digest.scheduled_at.getTime() - Date.now();
      expect(wait > 0 && wait <= 86_400_000).toBe(true);
      expect(new Intl.DateTimeFormat('en-SG', { timeZone: 'Asia/Singapore', hour: 'numeric', minute: '2-digit', hour12: false }).format(digest.scheduled_at)).toBe('18:00');
      // Nothing is mailed at once.
      const mailed = await platform.db.query(`SELECT 1 FROM ${notifications()}.mailbox WHERE text_body LIKE $1`, [`%/shares/${created.id}%`]);
      expect(mailed.rowCount).toBe(0);
    });
  });

  describe('a verified e-mail gate', () => {
    const codeRow = async (shareId: string, email: string) =>
      (await platform.db.query(`SELECT tries_left, expires_at - sent_at AS lifetime FROM ${sharing()}.viewer_codes WHERE share_id = $1 AND email = $2`, [shareId, email])).rows[0];
    const mailsTo = async (email: string) => (await platform.db.query(`SELECT 1 FROM "${platform.schemaOf('notifications')}".mailbox WHERE to_address = $1`, [email])).rowCount;

    it('opens only for an address proven by the one-time code mailed to it, and the allow list applies to that address', async () => {
      const created = await share({ requireEmail: true, allowedViewers: ['@fund.sg'], allowDownload: true });
      const ceo = 'ceo.of.fund@fund.sg';
      const impostor = browser(platform);
      // Typing an address on the list is no longer enough.
      const typed = await impostor.call(`/${created.token}/access`, { body: { email: ceo } });
      expect([typed.status, typed.body.error.code]).toEqual([401, 'SHARING.CODE_REQUIRED']);
      // An address off the list gets no code (and no mail).
      const stranger = await impostor.call(`/${created.token}/code`, { body: { email: 'raj@notfund.vc' } });
      expect([stranger.status, stranger.body.error.code]).toEqual([403, 'SHARING.VIEWER_NOT_ALLOWED']);

      const seen = await codeMailIds(platform, ceo);
      const sent = await impostor.call(`/${created.token}/code`, { body: { email: ceo } });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ sentTo: ceo, resendAfterSeconds: 60 });
      expect(Date.parse(sent.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
      const code = await mailedCode(platform, ceo, seen);
      const again = await impostor.call(`/${created.token}/code`, { body: { email: ceo } });
      expect([again.status, again.body.error.code]).toEqual([429, 'SHARING.TOO_MANY_CODES']);
      expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await mailsTo(ceo)).toBe(1);

      // Whoever does not read that mailbox guesses: five tries, then the code is gone.
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const first = await impostor.call(`/${created.token}/access`, { body: { email: ceo, code: wrong } });
      expect([first.status, first.body.error.code, first.body.error.message]).toEqual([401, 'SHARING.WRONG_CODE', 'That code is not right. 4 tries left.']);
      for (let i = 0; i < 3; i += 1) await impostor.call(`/${created.token}/access`, { body: { email: ceo, code: wrong } });
      const last = await impostor.call(`/${created.token}/access`, { body: { email: ceo, code: wrong } });
      expect(last.body.error.message).toBe('That code is not right, and that was the last try. Ask for a new code.');
      const spent = await impostor.call(`/${created.token}/access`, { body: { email: ceo, code } });
      expect([spent.status, spent.body.error.code]).toEqual([401, 'SHARING.CODE_EXPIRED']);

      // The owner of the mailbox asks again (a minute later) and gets in, once, with a fresh code.
      await platform.db.query(`UPDATE ${sharing()}.viewer_codes SET sent_at = now() - interval '61 seconds' WHERE share_id = $1`, [created.id]);
      // From another address: the impostor's tries used up this client's gate attempts for the link.
      const ceoBrowser = browser(platform, { ip: '198.51.100.51' });
      const grant = await verifiedGrant(platform, ceoBrowser, created.token, ceo);
      expect(await codeRow(created.id, ceo)).toBeUndefined();
      const viewed = await ceoBrowser.call(`/${created.token}`, { grant });
      expect(viewed.body.content).not.toBeNull();
      const { rows } = await platform.db.query(`SELECT viewer_email FROM ${sharing()}.share_views WHERE share_id = $1`, [created.id]);
      expect(rows).toEqual([{ viewer_email: ceo }]);
    });

    it('lets a code expire after 10 minutes, and limits codes per address', async () => {
      const created = await share({ requireEmail: true });
      const visitor = browser(platform);
      const email = `mei.${platform.runId}@fund.sg`;
      const seen = await codeMailIds(platform, email);
      expect((await visitor.call(`/${created.token}/code`, { body: { email } })).status).toBe(200);
      expect((await codeRow(created.id, email)).lifetime).toMatchObject({ minutes: 10 });
      const code = await mailedCode(platform, email, seen);
      await platform.db.query(`UPDATE ${sharing()}.viewer_codes SET expires_at = now() - interval '1 second' WHERE share_id = $1`, [created.id]);
      expect((await visitor.call(`/${created.token}/access`, { body: { email, code } })).body.error.code).toBe('SHARING.CODE_EXPIRED');

      // Five codes an hour to one address, whichever links ask.
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await visitor.call(`/${(await share({ requireEmail: true })).token}/code`, { body: { email } })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
});
