import { randomUUID } from 'node:crypto';
import type { OwnerRoomLink, Room, RoomAnalytics } from '@bv/contracts';
import { call, waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { type Platform } from './harness';
import { buyer, folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import type { Member } from './sharing-fixtures';
import { type EventTap } from './event-tap';

jest.setTimeout(180_000);

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const BOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

// docs/product-rules.md, "Deal rooms": room analytics. Real services; the converter's worker in this process.
describe('room analytics: what a visitor read, per document and per page, for the founder only', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let owner: Member;
  let events: EventTap;
  let room: Room;
  let link: OwnerRoomLink;
  const docs = { deck: '', model: '' };
  const visitor = randomUUID();

  const url = (path: string) => `${platform.services.gateway.url}/api/v1/shared/${link.token}/room${path}`;
  /** The investor's browser: its visitor cookie, the grant from the e-mail gate, a desktop Safari from Singapore. */
  const visit = (path = '', init: { body?: unknown; grant?: string; userAgent?: string; cookie?: boolean } = {}) =>
    call(url(path), {
      headers: { 'user-agent': init.userAgent ?? BROWSER, 'cf-ipcountry': 'SG', ...(init.grant ? { 'x-share-grant': init.grant } : {}) },
      cookie: init.cookie === false ? null : `__Host-bv_visitor=${visitor}`,
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
  const report = async (documentId: string, pages: { page: number; ms: number }[]) => expect((await visit('/engagement', { body: { documentId, pages } })).status).toBe(204);
  const sharing = () => `"${platform.schemaOf('sharing')}"`;

  beforeAll(async () => {
    rooms = await startRoomsPlatform('room-analytics');
    ({ platform, owner, events } = rooms);
    room = (await owner.api('/rooms', { body: { name: 'Kopi Cloud raise', purpose: 'raise', description: '', fromTemplate: false } })).body as unknown as Room;
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Company', description: '' } })).body as unknown as Room;
    const folder = folderNamed(room, 'Company').id;
    docs.deck = String((await upload(platform, owner, room.id, folder, 'Deck.pdf', await pdfFixture(3))).complete?.body.id);
    docs.model = String((await upload(platform, owner, room.id, folder, 'Model.pdf', await pdfFixture(2))).complete?.body.id);
    for (const id of Object.values(docs)) {
      await waitFor(() => owner.api(`/rooms/${room.id}/documents/${id}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    }
    const created = await owner.api(`/rooms/${room.id}/links`, { body: { title: 'Tan Holdings', requireEmail: true, downloadableDocumentIds: [docs.model] } });
    expect(created.status).toBe(201);
    link = created.body as unknown as OwnerRoomLink;
  });
  afterAll(() => rooms?.stop());

  it('counts the pages read, the download and the return, shows them to the founder and in the CSV, and to nobody else', async () => {
    // The e-mail gate: the code as notifications would mail it, read off the broker.
    expect((await visit('/code', { body: { email: 'wei@tanholdings.com' } })).status).toBe(200);
    const [{ envelope }] = (await waitFor(() => events.snapshot('share.viewer_code_requested'), (s) => s.rows.some((r) => r.envelope.payload.shareId === link.id), 10_000, 'the code')).rows.filter(
      (r) => r.envelope.payload.shareId === link.id,
    );
    const grant = (await visit('/access', { body: { email: 'wei@tanholdings.com', code: envelope.payload.code } })).body.grant as string;

    // First visit: three pages of the deck, one page of the model, then its download.
    expect((await visit('', { grant })).status).toBe(200);
    expect((await visit(`/documents/${docs.deck}`, { grant })).status).toBe(200);
    await report(docs.deck, [{ page: 1, ms: 4_000 }]);
    await report(docs.deck, [{ page: 2, ms: 3_000 }, { page: 3, ms: 1_000 }]);
    // A reload within the visit is the same view; a page the document does not have is dropped.
    expect((await visit(`/documents/${docs.deck}`, { grant })).status).toBe(200);
    await report(docs.deck, [{ page: 9, ms: 2_000 }]);
    expect((await visit(`/documents/${docs.model}`, { grant })).status).toBe(200);
    await report(docs.model, [{ page: 1, ms: 2_000 }]);
    const file = await fetch(url(`/documents/${docs.model}/download`), { headers: { 'user-agent': BROWSER, 'cf-ipcountry': 'SG', 'x-share-grant': grant, cookie: `__Host-bv_visitor=${visitor}` } });
    expect(file.status).toBe(200);
    await events.rows('document.viewed', (p) => p.linkId === link.id && p.download === true && p.documentName === 'Model.pdf' && p.documentVersion === 1 && p.viewerEmail === 'wei@tanholdings.com');

    // Refused at the boundary or ignored: a claim over the cap, no visitor cookie, a bot.
    expect((await visit('/engagement', { body: { documentId: docs.deck, pages: [{ page: 1, ms: 3_600_000 }] } })).status).toBe(400);
    expect((await visit('/engagement', { body: { documentId: docs.deck, pages: [] } })).status).toBe(400);
    expect((await visit('/engagement', { body: { documentId: docs.deck, pages: [{ page: 1, ms: 1_000 }] }, cookie: false })).status).toBe(204);
    // A link preview is turned away at the door; nothing it asks for is counted either way.
    await visit(`/documents/${docs.deck}`, { grant, userAgent: BOT, cookie: false });

    // Two hours later the visitor comes back: a new visit and a new view of the deck.
    const s = sharing();
    await platform.db.query(`UPDATE ${s}.room_document_views SET viewed_at = viewed_at - interval '2 hours', last_seen_at = last_seen_at - interval '2 hours' WHERE link_id = $1`, [link.id]);
    await platform.db.query(`UPDATE ${s}.room_document_downloads d SET downloaded_at = downloaded_at - interval '2 hours' FROM ${s}.room_document_views v WHERE v.id = d.view_id AND v.link_id = $1`, [link.id]);
    expect((await visit(`/documents/${docs.deck}`, { grant })).status).toBe(200);
    await report(docs.deck, [{ page: 3, ms: 2_000 }]);
    // The return's document.viewed names Wei warm (a download, a return, the deck read to the end),
    // for the founder's daily digest (docs/product-rules.md, "Visitor intent": deal rooms).
    await events.rows(
      'document.viewed',
      (p) =>
        p.linkId === link.id &&
        p.download === false &&
        p.roomName === 'Kopi Cloud raise' &&
        p.linkTitle === 'Tan Holdings' &&
        JSON.stringify(p.followUps?.map((f) => [f.name, f.level, f.email, f.verified, f.linkId, f.linkTitle])) ===
          JSON.stringify([['wei@tanholdings.com', 'warm', 'wei@tanholdings.com', true, link.id, 'Tan Holdings']]),
    );

    const reply = await owner.api(`/rooms/${room.id}/analytics`);
    expect(reply.status).toBe(200);
    const stats = reply.body as unknown as RoomAnalytics;
    expect(stats.totals).toEqual({ visitors: 1, documentViews: 3, seconds: 12, downloads: 1 });
    expect(stats.days).toHaveLength(30);
    expect(stats.days.reduce((a, d) => a + d.views, 0)).toBe(3);
    expect(stats.visitors).toEqual([
      expect.objectContaining({ email: 'wei@tanholdings.com', verified: true, link: 'Tan Holdings', visits: 2, documents: 2, seconds: 12, downloads: 1, deviceClass: 'desktop', country: 'SG' }),
    ]);
    // What Wei read, document by document and page by page; the deck first (longest).
    expect(stats.visitors[0].reads).toEqual([
      {
        documentId: docs.deck,
        name: 'Deck.pdf',
        pageCount: 3,
        furthestPage: 3,
        completion: 1,
        seconds: 10,
        downloads: 0,
        pages: [
          { page: 1, seconds: 4 },
          { page: 2, seconds: 3 },
          { page: 3, seconds: 3 },
        ],
      },
      { documentId: docs.model, name: 'Model.pdf', pageCount: 2, furthestPage: 1, completion: 0.5, seconds: 2, downloads: 1, pages: [{ page: 1, seconds: 2 }, { page: 2, seconds: 0 }] },
    ]);
    // docs/product-rules.md, "Visitor intent": deal rooms. 10 s on the deck + 2 s on the model counting double (2.5 points),
    // the download 25, the return 15, the deck to the end 15: 58, warm.
    expect(stats.visitors[0]).toMatchObject({
      questions: 0,
      level: 'warm',
      score: 58,
      reasons: ['Read Deck.pdf for 10 s', 'Downloaded Model.pdf', 'Came back once', 'Read Deck.pdf to the end'],
    });
    // A question through the link from Wei's browser makes them hot.
    expect((await visit(`/documents/${docs.deck}/questions`, { grant, body: { text: 'Is the FY2025 revenue audited?', page: 2 } })).status).toBe(201);
    const asked = (await owner.api(`/rooms/${room.id}/analytics`)).body as unknown as RoomAnalytics;
    expect(asked.visitors[0]).toMatchObject({ questions: 1, level: 'hot', score: 63, reasons: expect.arrayContaining(['Asked a question']) });
    const byName = Object.fromEntries(stats.documents.map((d) => [d.name, d]));
    expect(byName['Deck.pdf']).toEqual({
      documentId: docs.deck,
      name: 'Deck.pdf',
      pageCount: 3,
      views: 2,
      visitors: 1,
      seconds: 10,
      completion: 1,
      downloads: 0,
      pages: [
        { page: 1, seconds: 4, visitors: 1 },
        { page: 2, seconds: 3, visitors: 1 },
        { page: 3, seconds: 3, visitors: 1 },
      ],
    });
    expect(byName['Model.pdf']).toMatchObject({ views: 1, seconds: 2, completion: 0.5, downloads: 1, pages: [{ page: 1, seconds: 2, visitors: 1 }, { page: 2, seconds: 0, visitors: 0 }] });

    const csvReply = await fetch(`${platform.services.gateway.url}/api/v1/rooms/${room.id}/analytics.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(csvReply.status).toBe(200);
    expect(csvReply.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = (await csvReply.text()).trim().split('\r\n');
    expect(header).toBe('viewed_at,name,email,verified,link,document,version,duration_seconds,furthest_page,pages,completion,downloaded_at,device_class,country');
    const rows = lines.map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(rows.map((r) => r.slice(2, 11).concat(r.slice(12)))).toEqual([
      ['wei@tanholdings.com', 'yes', 'Tan Holdings', 'Deck.pdf', '1', '8', '3', '3', '100%', 'desktop', 'SG'],
      ['wei@tanholdings.com', 'yes', 'Tan Holdings', 'Model.pdf', '1', '2', '1', '2', '50%', 'desktop', 'SG'],
      ['wei@tanholdings.com', 'yes', 'Tan Holdings', 'Deck.pdf', '1', '2', '3', '3', '100%', 'desktop', 'SG'],
    ]);
    expect(rows.map((r) => r[11] !== '')).toEqual([false, true, false]);

    // Another founder's request answers as for a room that does not exist.
    const stranger = await buyer(platform, { planType: 'starter', tool: 'pitchprep' });
    expect((await stranger.api(`/rooms/${room.id}/analytics`)).status).toBe(404);
    expect((await fetch(`${platform.services.gateway.url}/api/v1/rooms/${room.id}/analytics.csv`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
  });
});
