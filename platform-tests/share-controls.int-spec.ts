import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OwnerShare } from '@bv/contracts';
import type { DeckContent } from '@bv/domain';
import { waitFor } from '@bv/testing';
import type { Platform } from './harness';
import { browser, founderDigestOf, sharingSuite, verifiedGrant, type Member } from './sharing-fixtures';

jest.setTimeout(180_000);

/**
 * The text of a PDF without any whitespace (poppler's pdftotext in content-stream order: the
 * diagonal watermark comes out one character per line, after each page's own text).
 */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'bv-share-pdf-'));
  writeFileSync(join(dir, 'file.pdf'), pdf);
  return execFileSync('pdftotext', ['-raw', join(dir, 'file.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}
function pdfPages(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'bv-share-pdf-'));
  writeFileSync(join(dir, 'file.pdf'), pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'file.pdf')], { encoding: 'utf8' }))?.[1]);
}
const compact = (text: string) => text.replace(/\s+/g, '');

describe('sharing: the e-mail gate, downloads, unique visitors and engagement', () => {
  const suite = sharingSuite();
  const { sharing, share, stats, deck } = suite;
  let platform: Platform;
  let owner: Member & { outputs: { id: string; outputType: string }[] };
  beforeAll(() => {
    platform = suite.platform();
    owner = suite.owner();
  });
  const download = (token: string, grant?: string) =>
    fetch(`${platform.services.gateway.url}/api/v1/shared/${token}/download.pdf`, { headers: grant ? { 'x-share-grant': grant } : {} });

  it('validates the controls and keeps the allow-list lower-case and unique', async () => {
    const bad = await owner.api('/shares', { body: { outputId: deck().id, title: 'x', requireEmail: true, allowedViewers: ['not an address'] } });
    expect(bad.status).toBe(400);
    const created = await share({ requireEmail: true, allowedViewers: ['Mei@Fund.SG', 'jungle.vc', '@jungle.vc'], allowDownload: true });
    expect(created).toMatchObject({ requireEmail: true, allowedViewers: ['mei@fund.sg', '@jungle.vc'], allowDownload: true });
    const plain = await share();
    expect(plain).toMatchObject({ requireEmail: false, allowedViewers: [], allowDownload: false });
  });

  it('asks for an e-mail before showing anything, lets in only listed people, and records who viewed', async () => {
    const created = await share({ requireEmail: true, allowedViewers: ['@jungle.vc', 'mei@fund.sg'], notifyOnView: true });
    const investor = browser(platform);
    const page = await investor.call(`/${created.token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ requiresEmail: true, requiresPassword: false, content: null });
    expect((await investor.call(`/${created.token}/content`)).body.error.code).toBe('SHARING.EMAIL_REQUIRED');

    const noEmail = await investor.call(`/${created.token}/access`, { body: {} });
    expect([noEmail.status, noEmail.body.error.code]).toEqual([401, 'SHARING.EMAIL_REQUIRED']);
    expect((await investor.call(`/${created.token}/access`, { body: { email: 'not-an-email' } })).status).toBe(400);
    const stranger = await investor.call(`/${created.token}/code`, { body: { email: 'raj@notjungle.vc' } });
    expect([stranger.status, stranger.body.error.code]).toEqual([403, 'SHARING.VIEWER_NOT_ALLOWED']);

    const granted = { body: { grant: await verifiedGrant(platform, investor, created.token, 'Raj@Jungle.VC'.toLowerCase()) } };
    const viewed = await investor.call(`/${created.token}`, { grant: granted.body.grant });
    expect(viewed.body.content).toMatchObject({ outputType: 'pitch_deck', allowDownload: false });
    expect(viewed.body.content.viewId).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await platform.db.query(`SELECT viewer_email FROM ${sharing()}.share_views WHERE share_id = $1`, [created.id]);
    expect(rows).toEqual([{ viewer_email: 'raj@jungle.vc' }]);
    const events = await platform.db.query(`SELECT envelope FROM ${sharing()}.outbox WHERE type = 'share.viewed' AND envelope->'payload'->>'shareId' = $1`, [created.id]);
    expect(events.rows[0].envelope.payload).toMatchObject({ viewerEmail: 'raj@jungle.vc', notifyOwner: true });
    // The founder's daily digest says who opened it.
    const digest = await founderDigestOf(platform, owner.id, created.id, 1);
    expect(digest.user_data.viewers).toMatch(/^Viewed by (.*, )?raj@jungle\.vc[ ,.]/);

    const seen = await stats(created.id);
    expect(seen.viewers).toEqual([expect.objectContaining({ email: 'raj@jungle.vc', views: 1 })]);
    expect(seen.recent[0].viewerEmail).toBe('raj@jungle.vc');
    const csv = await (await fetch(`${platform.services.gateway.url}/api/v1/shares/${created.id}/views.csv`, { headers: { authorization: `Bearer ${owner.token}` } })).text();
    expect(csv).toContain('"raj@jungle.vc"');

    // The owner narrows the list: the grant stops opening the link.
    expect((await owner.api(`/shares/${created.id}`, { method: 'PATCH', body: { allowedViewers: ['mei@fund.sg'] } })).status).toBe(200);
    const after = await investor.call(`/${created.token}`, { grant: granted.body.grant });
    expect(after.body.content).toBeNull();
  });

  it('asks for the password and the e-mail together when a link has both', async () => {
    const created = await share({ requireEmail: true, password: 'kopi-o-kosong' });
    const investor = browser(platform);
    expect((await investor.call(`/${created.token}`)).body).toMatchObject({ requiresEmail: true, requiresPassword: true, content: null });
    expect((await investor.call(`/${created.token}/access`, { body: { email: 'mei@fund.sg', password: 'wrong' } })).body.error.code).toBe('SHARING.WRONG_PASSWORD');
    // No code for an address without the password.
    expect((await investor.call(`/${created.token}/code`, { body: { email: 'mei@fund.sg', password: 'wrong' } })).body.error.code).toBe('SHARING.WRONG_PASSWORD');
    expect((await investor.call(`/${created.token}/access`, { body: { password: 'kopi-o-kosong' } })).body.error.code).toBe('SHARING.EMAIL_REQUIRED');
    const grant = await verifiedGrant(platform, investor, created.token, 'mei.pw@fund.sg', 'kopi-o-kosong');
    expect((await investor.call(`/${created.token}`, { grant })).body.content).not.toBeNull();
  });

  it('serves a watermarked investor PDF only when downloads are allowed', async () => {
    const forbidden = await share();
    const refused = await download(forbidden.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SHARING.DOWNLOAD_NOT_ALLOWED');

    const gated = await share({ requireEmail: true, allowDownload: true });
    expect((await download(gated.token)).status).toBe(401);
    const investor = browser(platform);
    const grant = await verifiedGrant(platform, investor, gated.token, 'mei@fund.sg');
    const file = await download(gated.token, grant);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="kopi-cloud-seed-deck.pdf"');
    const bytes = Buffer.from(await file.arrayBuffer());
    const text = pdfText(bytes);
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(new Date());
    const watermark = compact(`mei@fund.sg · ${today}`);
    // On every page: 12 slides, 12 watermarks.
    expect(text.split(watermark).length - 1).toBe(pdfPages(bytes));
    // The investor copy: none of the founder's speaker notes.
    const { rows } = await platform.db.query(`SELECT content FROM "${platform.schemaOf('assessments')}".pitchprep_outputs WHERE id = $1`, [deck().id]);
    const notes = (rows[0].content as DeckContent).slides.map((s) => s.notes).filter((n) => n.length > 20);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(text).not.toContain(compact(note).slice(0, 30));

    // An open link's download has no watermark.
    const open = await share({ allowDownload: true });
    const plain = pdfText(Buffer.from(await (await download(open.token)).arrayBuffer()));
    expect(plain).not.toMatch(/@[a-z.]+·\d/);
    expect(plain.length).toBeGreaterThan(200);
  });

  it('counts a reload within 30 minutes as the same view, and puts the views in the founder’s one daily digest', async () => {
    const created = await share({ notifyOnView: true, maxViews: 2 });
    const first = browser(platform);
    const a = await first.call(`/${created.token}`);
    expect(first.cookie).toMatch(/^__Host-bv_visitor=[0-9a-f-]{36}$/);
    const b = await first.call(`/${created.token}`);
    expect(b.body.content.viewId).toBe(a.body.content.viewId);
    let counted = await platform.db.query(`SELECT view_count FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(counted.rows[0].view_count).toBe(1);

    // 31 minutes later the same browser starts a new view, which joins the founder's digest.
    await platform.db.query(`UPDATE ${sharing()}.share_views SET last_seen_at = now() - interval '31 minutes' WHERE share_id = $1`, [created.id]);
    const c = await first.call(`/${created.token}`);
    expect(c.body.content.viewId).not.toBe(a.body.content.viewId);
    counted = await platform.db.query(`SELECT view_count FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(counted.rows[0].view_count).toBe(2);
    // The cap (2) is reached: a new browser is refused, the one reading keeps reading on reload.
    expect((await browser(platform).call(`/${created.token}`)).status).toBe(404);
    expect((await first.call(`/${created.token}`)).status).toBe(200);

    const events = await platform.db.query(
      `SELECT envelope->'payload'->>'notifyOwner' AS notify FROM ${sharing()}.outbox WHERE type = 'share.viewed' AND envelope->'payload'->>'shareId' = $1 ORDER BY envelope->'payload'->>'viewCount'`,
      [created.id],
    );
    expect(events.rows.map((r) => r.notify)).toEqual(['true', 'true']);
    const notifications = `"${platform.schemaOf('notifications')}"`;
    await waitFor(
      async () => (await platform.db.query(`SELECT count(*)::int AS n FROM ${notifications}.inbox i JOIN ${sharing()}.outbox o ON o.id = i.event_id WHERE o.envelope->'payload'->>'shareId' = $1`, [created.id])).rows[0].n as number,
      (n) => n === 2,
      15_000,
      'notifications to take both views',
    );
    // Both views are in the founder's one pending daily digest.
    const digest = await founderDigestOf(platform, owner.id, created.id, 2);
    expect([digest.source.views, digest.pending]).toEqual([2, 1]);
    expect((await stats(created.id)).uniqueVisitors).toBe(1);
    // The dashboard's figure: views in the last seven days, on every listed link.
    const listed = (await owner.api('/shares')).body.shares as OwnerShare[];
    expect(listed.find((s) => s.id === created.id)?.viewsThisWeek).toBe(2);
  });

  it('records a headless browser that gets past the door without counting it: no view used up, no figure moved, nobody told', async () => {
    const created = await share({ maxViews: 1 });
    const headless = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' };
    expect((await browser(platform).call(`/${created.token}`, { headers: headless })).status).toBe(200);
    const counted = await platform.db.query(`SELECT view_count FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(counted.rows[0].view_count).toBe(0);
    const events = await platform.db.query(`SELECT count(*)::int AS n FROM ${sharing()}.outbox WHERE type = 'share.viewed' AND envelope->'payload'->>'shareId' = $1`, [created.id]);
    expect(events.rows[0].n).toBe(0);
    // The one allowed view is still there for a person.
    expect((await browser(platform).call(`/${created.token}`)).status).toBe(200);
    expect(await stats(created.id)).toMatchObject({ viewCount: 1, botViews: 1 });
  });

  it('keeps visits by bots and link previews out of the headline figures, counted apart', async () => {
    const created = await share();
    const person = await browser(platform).call(`/${created.token}`);
    const preview = await browser(platform).call(`/${created.token}`);
    // A link preview that is not on the known-bot list at the door is classed as one when recorded.
    await platform.db.query(`UPDATE ${sharing()}.share_views SET device_class = 'bot' WHERE id = $1`, [preview.body.content.viewId]);
    const seen = await stats(created.id);
    expect(seen).toMatchObject({ viewCount: 1, botViews: 1, uniqueVisitors: 1 });
    expect(seen.days.reduce((sum, d) => sum + d.views, 0)).toBe(1);
    // The latest views still list it, marked, so the owner can see what was left out.
    expect(seen.recent).toHaveLength(2);
    expect(seen.recent.filter((v) => v.deviceClass === 'bot')).toHaveLength(1);
    const listed = (await owner.api('/shares')).body.shares as OwnerShare[];
    expect(listed.find((s) => s.id === created.id)?.viewsThisWeek).toBe(1);
    expect(person.status).toBe(200);
  });

  it('adds time per slide from the viewer, caps it at the clock, and lets only the viewing browser report', async () => {
    const created = await share();
    const investor = browser(platform);
    const opened = await investor.call(`/${created.token}`);
    const viewId = opened.body.content.viewId as string;
    const sectionCount = (opened.body.content.content as DeckContent).slides.length;
    // Pretend the page has been open for five minutes.
    await platform.db.query(`UPDATE ${sharing()}.share_views SET last_seen_at = now() - interval '5 minutes' WHERE id = $1`, [viewId]);
    const beacon = (who: ReturnType<typeof browser>, sections: { index: number; ms: number }[]) =>
      who.call(`/${created.token}/engagement`, { body: { viewId, sectionCount, sections }, headers: { origin: 'https://vault.example.sg' } });
    const sent = await beacon(investor, [
      { index: 0, ms: 20_000 },
      { index: 1, ms: 40_000 },
    ]);
    expect(sent.status).toBe(204);
    // Another browser (its own cookie) cannot write to this view; another site cannot post at all.
    const other = browser(platform);
    await other.call(`/${created.token}`);
    await beacon(other, [{ index: 0, ms: 60_000 }]);
    expect((await investor.call(`/${created.token}/engagement`, { body: { viewId, sectionCount, sections: [] }, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await beacon(investor, [{ index: 0, ms: -5 }])).status).toBe(400);

    let seen = await stats(created.id);
    expect(seen.uniqueVisitors).toBe(2);
    expect(seen.sections).toHaveLength(sectionCount);
    expect(seen.sections[0]).toMatchObject({ index: 0, title: expect.any(String), reached: 1 });
    expect(seen.sections[1].reached).toBe(1);
    expect(seen.recent.find((v) => v.seconds > 0)?.seconds).toBe(60);
    expect(seen.completionRate).toBe(0);

    // A burst claiming an hour right after the last report is held to the time that passed.
    await beacon(investor, [{ index: sectionCount - 1, ms: 3_600_000 }]);
    const { rows } = await platform.db.query(`SELECT engaged_ms, furthest_section FROM ${sharing()}.share_views WHERE id = $1`, [viewId]);
    expect(rows[0].engaged_ms).toBeLessThan(60_000 + 10_000);
    expect(rows[0].furthest_section).toBe(sectionCount - 1);
    seen = await stats(created.id);
    expect(seen.completionRate).toBe(1);
    expect(seen.recent.find((v) => v.seconds > 0)?.completed).toBe(true);
  });
});
