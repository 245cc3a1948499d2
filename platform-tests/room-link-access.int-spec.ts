import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OwnerRoomLink, Room, RoomLinkAcceptance, RoomLinkPage } from '@bv/contracts';
import { call, waitFor } from '@bv/testing';
import { pdfFixture, pngFixture } from '../libs/conversion/test/fixtures';
import { type Platform } from './harness';
import { buyer, folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import type { Member } from './sharing-fixtures';
import { type EventTap } from './event-tap';

jest.setTimeout(180_000);

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const NDA = 'Mutual non-disclosure: everything in this room is confidential and for evaluating the transaction only.';

// docs/product-rules.md, "Deal rooms": access rules. Real services; the converter's worker in this process.
describe('room links: verified e-mail, the agreement and the watermark', () => {
  let platform: Platform;
  let rooms: RoomsPlatform;
  let dir: string;
  let owner: Member;
  let events: EventTap;
  let room: Room;
  let doc = '';

  const url = (token: string, path: string) => `${platform.services.gateway.url}/api/v1/shared/${token}/room${path}`;
  const visit = (token: string, path = '', grant?: string, body?: unknown) =>
    call(url(token, path), { headers: { 'user-agent': BROWSER, ...(grant ? { 'x-share-grant': grant } : {}) }, ...(body !== undefined ? { body } : {}) });
  const raw = (token: string, path: string, grant?: string) => fetch(url(token, path), { headers: { 'user-agent': BROWSER, ...(grant ? { 'x-share-grant': grant } : {}) } });
  const createLink = async (body: Record<string, unknown>) => {
    const reply = await owner.api(`/rooms/${room.id}/links`, { body });
    expect(reply.status).toBe(201);
    return reply.body as unknown as OwnerRoomLink;
  };
  /** The code as notifications would mail it: read off the broker (this platform runs no mailer). */
  const codeFor = async (link: OwnerRoomLink, email: string) => {
    const mine = async () => (await events.snapshot('share.viewer_code_requested')).rows.filter((r) => r.envelope.payload.shareId === link.id && r.envelope.payload.email === email);
    const before = (await mine()).length;
    const sent = await visit(link.token, '/code', undefined, { email });
    expect(sent.status).toBe(200);
    const rows = await waitFor(mine, (found) => found.length > before, 10_000, 'the code event');
    return rows[rows.length - 1].envelope.payload;
  };
  const verify = async (link: OwnerRoomLink, email: string) => {
    const { code } = await codeFor(link, email);
    const granted = await visit(link.token, '/access', undefined, { email, code });
    expect(granted.status).toBe(200);
    return granted.body.grant as string;
  };

  beforeAll(async () => {
    rooms = await startRoomsPlatform('room-access');
    ({ platform, dir, owner, events } = rooms);
    room = (await owner.api('/rooms', { body: { name: 'Kopi Cloud exit', purpose: 'exit', description: 'Accounts for the second round', fromTemplate: false } })).body as unknown as Room;
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Financials', description: '' } })).body as unknown as Room;
    const up = await upload(platform, owner, room.id, folderNamed(room, 'Financials').id, 'Accounts FY2025.pdf', await pdfFixture(2));
    doc = String(up.complete?.body.id);
    await waitFor(() => owner.api(`/rooms/${room.id}/documents/${doc}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
  });
  afterAll(() => rooms?.stop());

  it('opens nothing before the code; a wrong code is refused; an address off the list gets the share links’ answer', async () => {
    const link = await createLink({ title: 'Tan Holdings', requireEmail: true, allowedViewers: ['@TanHoldings.com', 'lee@fund.sg'] });
    expect(link).toMatchObject({ requireEmail: true, allowedViewers: ['@tanholdings.com', 'lee@fund.sg'], agreement: null, watermark: false });

    const locked = (await visit(link.token)).body as unknown as RoomLinkPage;
    expect(locked).toMatchObject({ gate: { step: 'email', requiresEmail: true, verifiedEmail: null }, folders: [], room: { name: 'Kopi Cloud exit', description: '' } });
    for (const path of [`/documents/${doc}`, `/documents/${doc}/pages/1`, `/documents/${doc}/download`]) {
      expect(await visit(link.token, path)).toMatchObject({ status: 401, body: { error: { code: 'SHARING.EMAIL_REQUIRED' } } });
    }

    const refused = await visit(link.token, '/code', undefined, { email: 'mei@other.sg' });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'SHARING.VIEWER_NOT_ALLOWED', message: 'This link is for specific people. Use the e-mail address it was shared with.' } } });

    const sent = await codeFor(link, 'wei@tanholdings.com');
    expect(sent.linkTitle).toBe('Kopi Cloud exit');
    const wrong = String((Number(sent.code) + 1) % 1_000_000).padStart(6, '0');
    expect(await visit(link.token, '/access', undefined, { email: 'wei@tanholdings.com', code: wrong })).toMatchObject({ status: 401, body: { error: { code: 'SHARING.WRONG_CODE' } } });
    expect((await visit(link.token)).body).toMatchObject({ gate: { step: 'email' }, folders: [] });

    const granted = await visit(link.token, '/access', undefined, { email: 'wei@tanholdings.com', code: sent.code });
    expect(granted.status).toBe(200);
    const grant = granted.body.grant as string;
    const open = (await visit(link.token, '', grant)).body as unknown as RoomLinkPage;
    expect(open).toMatchObject({ gate: { step: null, verifiedEmail: 'wei@tanholdings.com' }, room: { description: 'Accounts for the second round' } });
    expect(open.folders.map((f) => f.name)).toEqual(['Financials']);
    await events.rows('room.viewed', (p) => p.linkId === link.id && p.viewerEmail === 'wei@tanholdings.com');
    expect((await visit(link.token, `/documents/${doc}`, grant)).status).toBe(200);
    await events.rows('document.viewed', (p) => p.linkId === link.id && p.viewerEmail === 'wei@tanholdings.com');
    expect((await raw(link.token, `/documents/${doc}/pages/1?grant=${encodeURIComponent(grant)}`)).status).toBe(200);
    const visits = await platform.db.query(`SELECT viewer_email FROM "${platform.schemaOf('sharing')}".room_link_visits WHERE link_id = $1`, [link.id]);
    expect(visits.rows).toEqual([{ viewer_email: 'wei@tanholdings.com' }]);

    // The grant of one link opens no other.
    const other = await createLink({ title: 'Other', requireEmail: true });
    expect((await visit(other.token, '', grant)).body).toMatchObject({ gate: { step: 'email' }, folders: [] });
  });

  it('asks for the agreement before the index and the documents, records each acceptance with its version, and exports them as CSV', async () => {
    const link = await createLink({ title: 'Buyer NDA', requireEmail: true, agreement: NDA });
    expect(link.agreement).toEqual({ version: 1, text: NDA });
    const grant = await verify(link, 'mei@fund.sg');
    expect((await visit(link.token, '', grant)).body).toMatchObject({ gate: { step: 'agreement', agreement: { version: 1, text: NDA }, verifiedEmail: 'mei@fund.sg' }, folders: [] });
    for (const path of [`/documents/${doc}`, `/documents/${doc}/pages/1`]) {
      expect(await visit(link.token, path, grant)).toMatchObject({ status: 401, body: { error: { code: 'SHARING.AGREEMENT_REQUIRED' } } });
    }
    // Without the verified e-mail the agreement cannot be accepted.
    expect(await visit(link.token, '/agreement', undefined, { version: 1, name: 'Mei Tan', agree: true })).toMatchObject({ status: 401, body: { error: { code: 'SHARING.EMAIL_REQUIRED' } } });
    expect((await visit(link.token, '/agreement', grant, { version: 1, name: 'Mei Tan', agree: false })).status).toBe(400);

    const agreed = await visit(link.token, '/agreement', grant, { version: 1, name: '=HYPERLINK("http://x")', agree: true });
    expect(agreed.status).toBe(200);
    const opened = agreed.body.grant as string;
    expect((await visit(link.token, '', opened)).body).toMatchObject({ gate: { step: null } });
    expect((await visit(link.token, `/documents/${doc}`, opened)).status).toBe(200);

    // A new text is a new version: the earlier acceptance no longer opens the room; an old version is refused.
    const edited = await owner.api(`/rooms/${room.id}/links/${link.id}/access`, { method: 'PUT', body: { requireEmail: true, agreement: `${NDA} Version two.` } });
    expect(edited.body).toMatchObject({ agreement: { version: 2 }, acceptanceCount: 1 });
    const same = await owner.api(`/rooms/${room.id}/links/${link.id}/access`, { method: 'PUT', body: { requireEmail: true, agreement: `${NDA} Version two.` } });
    expect(same.body).toMatchObject({ agreement: { version: 2 } });
    expect((await visit(link.token, '', opened)).body).toMatchObject({ gate: { step: 'agreement', agreement: { version: 2 } } });
    expect(await visit(link.token, '/agreement', opened, { version: 1, name: 'Mei Tan', agree: true })).toMatchObject({ status: 409, body: { error: { code: 'SHARING.AGREEMENT_CHANGED' } } });
    expect((await visit(link.token, '/agreement', opened, { version: 2, name: 'Mei Tan', agree: true })).status).toBe(200);

    const list = (await owner.api(`/rooms/${room.id}/links/${link.id}/acceptances`)).body.acceptances as RoomLinkAcceptance[];
    expect(list.map((a) => [a.name, a.email, a.version])).toEqual([
      ['Mei Tan', 'mei@fund.sg', 2],
      ['=HYPERLINK("http://x")', 'mei@fund.sg', 1],
    ]);
    expect(list[0].ipAddress).toMatch(/\d/);
    const csv = await fetch(`${platform.services.gateway.url}/api/v1/rooms/${room.id}/links/${link.id}/acceptances.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="agreement-acceptances-buyer-nda.csv"');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('accepted_at,name,email,agreement_version,ip_address');
    expect(lines[1]).toMatch(/^"\d{4}-.+Z","'=HYPERLINK\(""http:\/\/x""\)","mei@fund\.sg","1","[^"]+"$/);
    expect(lines[2]).toMatch(/^"\d{4}-.+Z","Mei Tan","mei@fund\.sg","2","[^"]+"$/);
    // Someone else's link: not found.
    const stranger = await buyer(platform, { planType: 'starter', tool: 'pitchprep' });
    expect((await stranger.api(`/rooms/${room.id}/links/${link.id}/acceptances`)).status).toBe(404);
  });

  it('limits how often one browser can accept a link’s agreement in an hour', async () => {
    const link = await createLink({ title: 'Open NDA', agreement: NDA });
    for (let i = 1; i <= 5; i++) expect((await visit(link.token, '/agreement', undefined, { version: 1, name: `Reader ${i}`, agree: true })).status).toBe(200);
    expect(await visit(link.token, '/agreement', undefined, { version: 1, name: 'Reader 6', agree: true })).toMatchObject({ status: 429, body: { error: { code: 'SHARING.TOO_MANY_ACCEPTANCES' } } });
    expect((await owner.api(`/rooms/${room.id}/links/${link.id}/acceptances`)).body.acceptances).toHaveLength(5);
  });

  it('stamps the verified address on every page of a downloaded PDF on a watermarked link, and refuses other originals', async () => {
    const png = await upload(platform, owner, room.id, folderNamed(room, 'Financials').id, 'Site photo.png', pngFixture());
    const image = String(png.complete?.body.id);
    await waitFor(() => owner.api(`/rooms/${room.id}/documents/${image}`), (r) => r.body.status === 'ready', 90_000, 'the image conversion');
    const link = await createLink({ title: 'Watermarked', requireEmail: true, watermark: true, downloadableDocumentIds: [doc, image] });
    const grant = await verify(link, 'lee@fund.sg');
    expect((await visit(link.token, '', grant)).body).toMatchObject({ watermark: 'lee@fund.sg' });
    const file = await raw(link.token, `/documents/${doc}/download`, grant);
    expect(file.status).toBe(200);
    const pdf = Buffer.from(await file.arrayBuffer());
    const path = join(dir, 'stamped.pdf');
    await writeFile(path, pdf);
    const text = execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text.split('lee@fund.sg·').length - 1).toBe(2);
    await events.rows('document.viewed', (p) => p.linkId === link.id && p.download === true && p.viewerEmail === 'lee@fund.sg');

    expect(await visit(link.token, `/documents/${image}/download`, grant)).toMatchObject({
      status: 403,
      body: { error: { code: 'SHARING.WATERMARK_PDF_ONLY', message: expect.stringContaining('only PDF files can carry the mark') } },
    });
  });
});
