import { createHash } from 'node:crypto';
import type { AdminShare, OwnerShare, ShareViewStats } from '@bv/contracts';
import { investorDeck, type DeckContent } from '@bv/domain';
import { waitFor, type AuthReply } from '@bv/testing';
import type { Platform } from './harness';
import { sharingPlatform, member, ownerWithOutputs, tokenOf, visitor, type Member } from './sharing-fixtures';

jest.setTimeout(180_000);

const INVALID = 'This share link is invalid or has expired.';
const EXPIRED = 'This share link has expired.';
const ownerShares = (r: AuthReply) => r.body.shares as OwnerShare[];
const adminShares = (r: AuthReply) => r.body.shares as AdminShare[];
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sharing: owner, public page, views and admin', () => {
  let platform: Platform;
  let owner: Member & { outputs: { id: string; outputType: string }[] };
  let open: ReturnType<typeof visitor>;
  const sharing = () => `"${platform.schemaOf('sharing')}"`;

  beforeAll(async () => {
    platform = await sharingPlatform();
    owner = await ownerWithOutputs(platform);
    open = visitor(platform);
  });
  afterAll(() => platform?.stop());

  const deck = () => owner.outputs.find((o) => o.outputType === 'pitch_deck')!;
  const share = async (body: Record<string, unknown> = {}) => {
    const created = await owner.api('/shares', { body: { outputId: deck().id, title: 'Kopi Cloud seed deck', isPublic: true, notifyOnView: false, ...body } });
    expect(created.status).toBe(201);
    return created.body as Record<string, unknown> & { id: string; url: string; token: string };
  };

  it('creates a link whose token is random, URL-safe and stored only hashed and sealed', async () => {
    const created = await share({ description: 'For the Jungle Ventures partners' });
    expect(created).toMatchObject({ outputId: deck().id, outputType: 'pitch_deck', requiresPassword: false, viewCount: 0, state: 'active', isPublic: true });
    expect(created.url).toBe(`https://vault.example.sg/shared/${created.token}`);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(created.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const { rows } = await platform.db.query(`SELECT * FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    const row = rows[0] as Record<string, unknown>;
    expect((row.token_hash as Buffer).equals(createHash('sha256').update(created.token).digest())).toBe(true);
    // No column, in any encoding we'd use, holds the working link.
    const dump = Object.values(row).flatMap((v) => (Buffer.isBuffer(v) ? (['hex', 'base64', 'base64url', 'latin1'] as const).map((e) => v.toString(e)) : [JSON.stringify(v)]));
    expect(dump.join('\n')).not.toContain(created.token);
    const others = await Promise.all(Array.from({ length: 5 }, () => share()));
    expect(new Set([created.token, ...others.map((s) => s.token)]).size).toBe(6);

    // The owner can copy the link again later.
    const listed = await owner.api(`/shares?outputId=${deck().id}`);
    expect((listed.body.shares as { id: string; url: string }[]).find((s) => s.id === created.id)?.url).toBe(created.url);

    const page = await open(`/${created.token}`, { headers: { 'user-agent': IPHONE, 'cf-ipcountry': 'SG' } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: 'Kopi Cloud seed deck', description: 'For the Jungle Ventures partners', requiresPassword: false, expiresAt: null });
    expect(page.body.content).toMatchObject({ outputType: 'pitch_deck', version: 1 });
    expect((page.body.content.content as DeckContent).slides.length).toBeGreaterThan(3);
  });

  it('sends no-referrer and noindex on share pages and their API, errors included', async () => {
    const created = await share();
    const base = platform.services.gateway.url;
    const answers = [
      await fetch(`${base}/api/v1/shared/${created.token}`),
      await fetch(`${base}/api/v1/shared/${'x'.repeat(32)}`),
      await fetch(`${base}/api/v1/shared/${created.token}/access`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"not-an-address"}' }),
      await fetch(`${base}/shared/${created.token}`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 400, 200]);
    for (const res of answers) {
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
    expect(await answers[3].text()).toContain('<div id="root">');
    // Elsewhere helmet's policy stays.
    expect((await fetch(`${base}/api/v1/flags`)).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('protects a link with an Argon2id password checked on the server and grants a reload for 30 minutes', async () => {
    const created = await share({ password: 'merlion-2025' });
    expect(created.requiresPassword).toBe(true);
    const { rows } = await platform.db.query(`SELECT password_hash FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const page = await open(`/${created.token}`);
    expect(page.body).toMatchObject({ title: 'Kopi Cloud seed deck', requiresPassword: true, content: null });
    const locked = await open(`/${created.token}/content`);
    expect([locked.status, locked.body.error.code]).toEqual([401, 'SHARING.PASSWORD_REQUIRED']);

    const wrong = await open(`/${created.token}/access`, { body: { password: 'merlion-2024' } });
    expect([wrong.status, wrong.body.error.message]).toEqual([401, 'Incorrect password']);
    const right = await open(`/${created.token}/access`, { body: { password: 'merlion-2025' } });
    expect(right.status).toBe(200);
    expect(Date.parse(right.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    const grant = right.body.grant as string;

    expect((await open(`/${created.token}/content`, { grant })).body).toMatchObject({ outputType: 'pitch_deck', version: 1 });
    expect((await open(`/${created.token}`, { grant })).body.content).toMatchObject({ outputType: 'pitch_deck' });
    // A grant is for its own link only.
    const other = await share({ password: 'merlion-2025' });
    expect((await open(`/${other.token}/content`, { grant })).status).toBe(401);
    expect((await open(`/${created.token}/content`, { grant: `${grant}x` })).status).toBe(401);

    // A new password ends old grants; removing it opens the link.
    const changed = await owner.api(`/shares/${created.id}`, { method: 'PATCH', body: { password: 'new-secret-9' } });
    expect(changed.body.requiresPassword).toBe(true);
    expect((await open(`/${created.token}/content`, { grant })).status).toBe(401);
    const removed = await owner.api(`/shares/${created.id}`, { method: 'PATCH', body: { password: null, title: 'Seed deck (open)' } });
    expect(removed.body).toMatchObject({ requiresPassword: false, title: 'Seed deck (open)' });
    expect((await open(`/${created.token}/content`)).body).toMatchObject({ title: 'Seed deck (open)' });
  });

  it('answers unknown, revoked, private and deleted links alike, and says when a link expired', async () => {
    const unknown = await open(`/${'A'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'SHARING.LINK_INVALID', message: INVALID } });
    expect((await open('/not-a-token')).body).toEqual(unknown.body);

    const revoked = await share();
    const revokedAnswer = await owner.api(`/shares/${revoked.id}/revoke`, { method: 'POST' });
    expect(revokedAnswer.body).toMatchObject({ state: 'revoked' });
    expect((await owner.api(`/shares/${revoked.id}/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await owner.api(`/shares/${revoked.id}`, { method: 'PATCH', body: { title: 'again' } })).status).toBe(409);
    for (const path of [`/${revoked.token}`, `/${revoked.token}/content`]) expect(await open(path)).toMatchObject({ status: 404, body: unknown.body });
    expect(await open(`/${revoked.token}/access`, { body: { password: 'anything' } })).toMatchObject({ status: 404, body: unknown.body });

    const hidden = await share({ isPublic: false });
    expect(hidden.state).toBe('private');
    expect(await open(`/${hidden.token}`)).toMatchObject({ status: 404, body: unknown.body });
    await owner.api(`/shares/${hidden.id}`, { method: 'PATCH', body: { isPublic: true } });
    expect((await open(`/${hidden.token}`)).status).toBe(200);

    const soon = await share({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await open(`/${soon.token}`)).body.expiresAt).toBe(soon.expiresAt);
    await platform.db.query(`UPDATE ${sharing()}.shares SET expires_at = now() - interval '1 second' WHERE id = $1`, [soon.id]);
    const expired = await open(`/${soon.token}`);
    expect(expired).toMatchObject({ status: 404, body: { error: { code: 'SHARING.LINK_EXPIRED', message: EXPIRED } } });
    expect(ownerShares(await owner.api(`/shares?outputId=${deck().id}`)).find((s) => s.id === soon.id)?.state).toBe('expired');
    expect((await owner.api('/shares', { body: { outputId: deck().id, title: 'x', expiresAt: new Date(Date.now() - 1000).toISOString() } })).status).toBe(400);
  });

  it('stops at the view cap', async () => {
    const capped = await share({ maxViews: 3 });
    for (let i = 0; i < 3; i++) expect((await open(`/${capped.token}/content`)).status).toBe(200);
    expect(await open(`/${capped.token}/content`)).toMatchObject({ status: 404, body: { error: { message: INVALID } } });
    expect(await open(`/${capped.token}`)).toMatchObject({ status: 404, body: { error: { message: INVALID } } });
    const { rows } = await platform.db.query(`SELECT view_count FROM ${sharing()}.shares WHERE id = $1`, [capped.id]);
    expect(rows[0].view_count).toBe(3);
    const listed = ownerShares(await owner.api('/shares')).find((s) => s.id === capped.id);
    expect(listed).toMatchObject({ state: 'view_limit_reached', viewCount: 3, maxViews: 3 });
    // Raising the cap lets it work again.
    await owner.api(`/shares/${capped.id}`, { method: 'PATCH', body: { maxViews: 4 } });
    expect((await open(`/${capped.token}/content`)).status).toBe(200);
  });

  it("never shows the founder's speaker notes to a link's viewer", async () => {
    const created = await share();
    const own = (await owner.api(`/pitchprep/outputs/${deck().id}`)).body.content as DeckContent;
    const notes = own.slides.map((slide) => slide.notes).filter((text) => text.trim().length > 0);
    expect(notes.length).toBeGreaterThan(0);
    const shown = await open(`/${created.token}/content`);
    expect(shown.status).toBe(200);
    const answer = () => JSON.stringify(shown.body);
    // The investor copy: a slide that is only prompts (the sample has no go-to-market answers) is left out.
    expect((shown.body.content as DeckContent).slides.map((slide) => slide.title)).toEqual(investorDeck(own).slides.map((slide) => slide.title));
    expect(answer()).not.toContain('[Add:');
    for (const text of notes) expect(answer()).not.toContain(text);
    expect(answer()).not.toContain('"notes"');
  });

  it('shows the latest saved version and disables links to a deleted output', async () => {
    const created = await share();
    const current = await owner.api(`/pitchprep/outputs/${deck().id}`);
    const edited = structuredClone(current.body.content as DeckContent);
    edited.slides[0].title = 'Kopi Cloud — now in Jakarta';
    const saved = await owner.api(`/pitchprep/outputs/${deck().id}`, { method: 'PUT', body: { baseVersion: current.body.version, content: edited } });
    expect(saved.status).toBe(200);
    const shown = await waitFor(() => open(`/${created.token}/content`), (r) => r.body.version === saved.body.version, 15_000, 'the new version on the shared page');
    expect((shown.body.content as DeckContent).slides[0].title).toBe('Kopi Cloud — now in Jakarta');

    const faq = owner.outputs.find((o) => o.outputType === 'investor_faq')!;
    const faqShare = (await owner.api('/shares', { body: { outputId: faq.id, title: 'FAQ', isPublic: true, notifyOnView: false } })).body;
    expect((await open(`/${tokenOf(faqShare.url as string)}`)).status).toBe(200);
    // The founder's "[Add: …]" prompts never reach a viewer.
    const faqShown = await waitFor(() => open(`/${tokenOf(faqShare.url as string)}/content`), (r) => r.status === 200, 15_000, 'the shared FAQ');
    expect(JSON.stringify(faqShown.body.content)).toContain('suggestedAnswer');
    expect(JSON.stringify(faqShown.body.content)).not.toContain('[Add:');
    expect((await owner.api(`/pitchprep/outputs/${faq.id}`, { method: 'DELETE' })).body).toEqual({ deleted: true });
    await waitFor(() => open(`/${faqShare.token}`), (r) => r.status === 404, 15_000, 'the link to a deleted output to stop working');
    expect((await open(`/${faqShare.token}`)).body.error.message).toBe(INVALID);
    expect(ownerShares(await owner.api(`/shares?outputId=${faq.id}`))[0].state).toBe('output_deleted');
    const { rows } = await platform.db.query(`SELECT content FROM ${sharing()}.output_snapshots WHERE output_id = $1`, [faq.id]);
    expect(rows[0].content).toBeNull();
  });

  it('lets only the owner share an output and see, edit or revoke its links', async () => {
    const created = await share();
    const stranger = await member(platform);
    expect((await stranger.api('/shares', { body: { outputId: deck().id, title: 'Mine now', isPublic: true, notifyOnView: false } })).status).toBe(404);
    for (const [path, method, body] of [
      [`/shares/${created.id}`, 'PATCH', { title: 'Hijacked' }],
      [`/shares/${created.id}/revoke`, 'POST', undefined],
      [`/shares/${created.id}/views`, 'GET', undefined],
      [`/shares/${created.id}/views.csv`, 'GET', undefined],
    ] as const) {
      expect({ path, method, status: (await stranger.api(path, { method, body })).status }).toEqual({ path, method, status: 404 });
    }
    expect((await stranger.api('/shares')).body.shares).toEqual([]);
    expect((await stranger.api(`/shares?outputId=${deck().id}`)).body.shares).toEqual([]);
    expect((await open(`/${created.token}`)).status).toBe(200);
    expect((await owner.api('/shares')).status).toBe(200);
    expect((await open('/shares')).status).toBe(404);
    expect((await fetch(`${platform.services.gateway.url}/api/v1/shares`)).status).toBe(401);
  });

  it('logs views without addresses, charts them per day, exports CSV and mails the owner who asked', async () => {
    const created = await share({ notifyOnView: true });
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    await open(`/${created.token}`, { headers: { 'user-agent': IPHONE, 'cf-ipcountry': 'SG' }, ip: '203.0.113.50' });
    await open(`/${created.token}/content`, { headers: { 'user-agent': desktop, 'cf-ipcountry': 'my' }, ip: '198.51.100.7' });
    // A script is recorded as its own device class but never counted; a known crawler is not a
    // visitor at all (share-integrity spec).
    await open(`/${created.token}/content`, { headers: { 'user-agent': 'python-requests/2.31.0', 'cf-ipcountry': 'XX' } });

    const { rows } = await platform.db.query(`SELECT * FROM ${sharing()}.share_views WHERE share_id = $1 ORDER BY viewed_at`, [created.id]);
    expect(rows.map((r) => [r.device_class, r.country])).toEqual([
      ['mobile', 'SG'],
      ['desktop', 'MY'],
      ['bot', null],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.50|198\.51\.100\.7/);
    const shareRow = (await platform.db.query(`SELECT view_count, last_viewed_at FROM ${sharing()}.shares WHERE id = $1`, [created.id])).rows[0];
    expect(shareRow.view_count).toBe(2);

    const statsReply = await owner.api(`/shares/${created.id}/views?days=7`);
    const stats = { body: statsReply.body as unknown as ShareViewStats };
    expect(stats.body).toMatchObject({ shareId: created.id, viewCount: 2, botViews: 1, timeZone: 'Asia/Singapore' });
    expect(stats.body.days).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
    expect(stats.body.days.at(-1)).toEqual({ date: today, views: 2 });
    expect(stats.body.days.slice(0, 6).every((d) => d.views === 0)).toBe(true);
    expect(stats.body.recent.map((v) => v.deviceClass)).toEqual(['bot', 'desktop', 'mobile']);

    const csv = await fetch(`${platform.services.gateway.url}/api/v1/shares/${created.id}/views.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="share-${created.id.slice(0, 8)}-views.csv"`);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'viewed_at,name,email,verified,link,document,version,duration_seconds,furthest_page,pages,completion,downloaded_at,device_class,country,downloads,downloaded_files',
    );
    const fields = lines.slice(1).map((l) => l.split(',').map((f) => f.replace(/^"|"$/g, '')));
    // Each view names the link, the document and the version it showed; nobody here gave an address.
    const [snapshot] = (await platform.db.query(`SELECT title, version FROM ${sharing()}.output_snapshots WHERE output_id = $1`, [deck().id])).rows;
    expect(fields.map((f) => [f[3], f[4], f[5], f[6]])).toEqual(fields.map(() => ['no', 'Kopi Cloud seed deck', snapshot.title, String(snapshot.version)]));
    expect(fields.map((f) => [f[12], f[13]])).toEqual([
      ['mobile', 'SG'],
      ['desktop', 'MY'],
      ['bot', ''],
    ]);
    // Three browsers without the visitor cookie: three visitors.
    expect(new Set(fields.map((f) => f[1])).size).toBe(3);
    expect(fields.map((f) => f[0])).toEqual(rows.map((r) => (r.viewed_at as Date).toISOString()));

    const events = await platform.db.query(`SELECT envelope FROM ${sharing()}.outbox WHERE type = 'share.viewed' AND envelope->'payload'->>'shareId' = $1`, [created.id]);
    expect(events.rows.map((r) => r.envelope.payload.viewCount).sort()).toEqual([1, 2]);
    expect(events.rows[0].envelope.payload).toMatchObject({ outputId: deck().id, ownerId: owner.id, notifyOwner: true });
    const notifications = `"${platform.schemaOf('notifications')}"`;
    // Two views by people, one link: one digest for the founder, due at the daily send, counting both.
    await waitFor(
      async () => (await platform.db.query(`SELECT count(*)::int AS n FROM ${notifications}.inbox i JOIN ${sharing()}.outbox o ON o.id = i.event_id WHERE o.envelope->'payload'->>'shareId' = $1`, [created.id])).rows[0].n as number,
      (n) => n === 2,
      15_000,
      'notifications to take the two views',
    );
    const mails = await platform.db.query(`SELECT user_data FROM ${notifications}.email_automation_logs WHERE template_id LIKE 'founder_views_digest%' AND dedupe_key LIKE $1 AND status = 'pending'`, [
      `founder-digest:${owner.id}:%`,
    ]);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].user_data).toMatchObject({ digestViews: 2, digestSources: 1, activity: expect.stringMatching(/^Your link “Kopi Cloud seed deck” was opened twice (today|in the last day)$/) });

    // Without notifyOnView the event still goes out, and no mail is queued.
    const quiet = await share();
    await open(`/${quiet.token}/content`);
    await waitFor(
      async () => (await platform.db.query(`SELECT count(*)::int AS n FROM ${notifications}.inbox i JOIN ${sharing()}.outbox o ON o.id = i.event_id WHERE o.envelope->'payload'->>'shareId' = $1`, [quiet.id])).rows[0].n as number,
      (n) => n === 1,
      15_000,
      'notifications to take the quiet view',
    );
    const quietMails = await platform.db.query(`SELECT 1 FROM ${notifications}.founder_view_digests WHERE tally::text LIKE $1`, [`%${quiet.id}%`]);
    expect(quietMails.rowCount).toBe(0);
  });

  it('gives admins every share with owner, views and state, and lets them revoke', async () => {
    const admin = await member(platform, { admin: true });
    const created = await share();
    await open(`/${created.token}/content`);
    const listed = await admin.api(`/admin/shares?ownerId=${owner.id}&limit=100`);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBeGreaterThan(5);
    const row = adminShares(listed).find((s) => s.id === created.id);
    expect(row).toMatchObject({ ownerId: owner.id, outputId: deck().id, viewCount: 1, state: 'active', title: 'Kopi Cloud seed deck' });
    // People, not ids: the owner's e-mail comes from identity.
    expect(row?.ownerEmail).toMatch(/^share-[0-9a-f]{8}@example\.sg$/);
    expect(row).not.toHaveProperty('token');

    const revoked = await admin.api(`/admin/shares/${created.id}/revoke`, { method: 'POST' });
    expect(revoked.body).toMatchObject({ id: created.id, state: 'revoked' });
    expect((await open(`/${created.token}`)).status).toBe(404);
    const onlyRevoked = await admin.api(`/admin/shares?state=revoked&limit=100`);
    expect(adminShares(onlyRevoked).length).toBeGreaterThan(0);
    expect(adminShares(onlyRevoked).every((s) => s.state === 'revoked')).toBe(true);
    expect(adminShares(onlyRevoked).map((s) => s.id)).toContain(created.id);
    const { rows } = await platform.db.query(`SELECT revoked_by FROM ${sharing()}.shares WHERE id = $1`, [created.id]);
    expect(rows[0].revoked_by).toBe(admin.id);

    expect((await owner.api('/admin/shares')).status).toBe(403);
    expect((await admin.api(`/admin/shares/00000000-0000-4000-8000-000000000000/revoke`, { method: 'POST' })).status).toBe(404);
  });
});
