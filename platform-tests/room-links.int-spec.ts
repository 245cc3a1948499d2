import type { OwnerRoomLink, Room, RoomLinkPage } from '@bv/contracts';
import { call, waitFor } from '@bv/testing';
import { pdfFixture } from '../libs/conversion/test/fixtures';
import { type Platform } from './harness';
import { buyer, folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import type { Member } from './sharing-fixtures';
import { type EventTap } from './event-tap';

jest.setTimeout(180_000);

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// docs/product-rules.md, "Deal rooms": room links. Real services; the converter's worker in this process.
describe('room links: scope, downloads, revocation and expiry', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let owner: Member;
  let events: EventTap;
  let room: Room;
  let pdfBytes: Buffer;
  const docs: { financials: string; legal: string } = { financials: '', legal: '' };

  /** What an investor's browser asks (no account). */
  const visit = (token: string, path = '') => call(`${platform.services.gateway.url}/api/v1/shared/${token}/room${path}`, { headers: { 'user-agent': BROWSER } });
  const raw = (token: string, path: string) => fetch(`${platform.services.gateway.url}/api/v1/shared/${token}/room${path}`, { headers: { 'user-agent': BROWSER } });
  const createLink = async (body: Record<string, unknown>) => {
    const reply = await owner.api(`/rooms/${room.id}/links`, { body });
    expect(reply.status).toBe(201);
    return reply.body as unknown as OwnerRoomLink;
  };

  beforeAll(async () => {
    rooms = await startRoomsPlatform('room-links');
    ({ platform, owner, events } = rooms);
    room = (await owner.api('/rooms', { body: { name: 'Kopi Cloud exit', purpose: 'exit', description: 'For the buyers in the second round', fromTemplate: false } })).body as unknown as Room;
    await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Financials', description: 'Audited accounts' } });
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Legal', description: '' } })).body as unknown as Room;
    pdfBytes = await pdfFixture(2);
    const a = await upload(platform, owner, room.id, folderNamed(room, 'Financials').id, 'Accounts FY2025.pdf', pdfBytes);
    const b = await upload(platform, owner, room.id, folderNamed(room, 'Legal').id, 'Shareholders agreement.pdf', await pdfFixture(1));
    docs.financials = String(a.complete?.body.id);
    docs.legal = String(b.complete?.body.id);
    for (const id of Object.values(docs)) {
      await waitFor(() => owner.api(`/rooms/${room.id}/documents/${id}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    }
  });
  afterAll(() => rooms?.stop());

  it('opens only the chosen folder; out-of-scope folders and documents answer 404 like missing ones', async () => {
    const link = await createLink({ title: 'Buyer A', folderIds: [folderNamed(room, 'Financials').id] });
    expect(link).toMatchObject({ state: 'active', folderIds: [folderNamed(room, 'Financials').id], downloadableDocumentIds: [], url: expect.stringMatching(/\/shared\/[A-Za-z0-9_-]+\/room$/) });

    const index = await visit(link.token);
    expect(index.status).toBe(200);
    const page = index.body as unknown as RoomLinkPage;
    expect(page.room).toEqual({ name: 'Kopi Cloud exit', description: 'For the buyers in the second round', purpose: 'exit' });
    expect(page.folders.map((f) => f.name)).toEqual(['Financials']);
    expect(page.folders[0].documents).toEqual([expect.objectContaining({ id: docs.financials, name: 'Accounts FY2025.pdf', type: 'pdf', status: 'ready', pageCount: 2, downloadable: false })]);
    expect(JSON.stringify(page)).not.toContain('Legal');
    await events.rows('room.viewed', (p) => p.linkId === link.id && p.roomId === room.id && p.viewCount === 1);

    for (const path of [`/documents/${docs.legal}`, `/documents/${docs.legal}/pages/1`, `/documents/${docs.legal}/download`, `/documents/${room.id}`]) {
      const reply = await visit(link.token, path);
      expect({ path, status: reply.status, code: (reply.body.error as { code?: string } | undefined)?.code }).toEqual({ path, status: 404, code: 'SHARING.DOCUMENT_NOT_FOUND' });
    }

    const opened = await visit(link.token, `/documents/${docs.financials}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ document: { id: docs.financials, pageCount: 2 }, folder: { name: 'Financials' } });
    await events.rows('document.viewed', (p) => p.linkId === link.id && p.documentId === docs.financials && p.download === false);

    const image = await raw(link.token, `/documents/${docs.financials}/pages/2`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('referrer-policy')).toBe('no-referrer');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await raw(link.token, `/documents/${docs.financials}/pages/1?size=thumbnail`)).status).toBe(200);
    expect((await visit(link.token, `/documents/${docs.financials}/pages/3`)).status).toBe(404);
  });

  it('refuses the download of a view-only document and serves the original when the link allows it', async () => {
    const viewOnly = await createLink({ title: 'Buyer B' });
    const refused = await visit(viewOnly.token, `/documents/${docs.financials}/download`);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'SHARING.DOWNLOAD_NOT_ALLOWED' } } });

    const allowed = await createLink({ title: 'Buyer C', downloadableDocumentIds: [docs.financials] });
    const index = (await visit(allowed.token)).body as unknown as RoomLinkPage;
    expect(index.folders.map((f) => f.name)).toEqual(['Financials', 'Legal']);
    expect(index.folders.flatMap((f) => f.documents.map((d) => [d.name, d.downloadable]))).toEqual([
      ['Accounts FY2025.pdf', true],
      ['Shareholders agreement.pdf', false],
    ]);
    const file = await raw(allowed.token, `/documents/${docs.financials}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="Accounts_FY2025.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdfBytes)).toBe(true);
    await events.rows('document.viewed', (p) => p.linkId === allowed.id && p.download === true);
    expect((await visit(allowed.token, `/documents/${docs.legal}/download`)).body.error).toMatchObject({ code: 'SHARING.DOWNLOAD_NOT_ALLOWED' });
  });

  it('refuses a download outside the chosen folders, folders of another room and rooms of another founder', async () => {
    const financials = folderNamed(room, 'Financials').id;
    expect((await owner.api(`/rooms/${room.id}/links`, { body: { title: 'X', folderIds: [financials], downloadableDocumentIds: [docs.legal] } })).status).toBe(404);
    const other = (await owner.api('/rooms', { body: { name: 'Other', purpose: 'raise', fromTemplate: true } })).body as unknown as Room;
    expect((await owner.api(`/rooms/${room.id}/links`, { body: { title: 'X', folderIds: [other.folders[0].id] } })).body.error).toMatchObject({ code: 'SHARING.FOLDER_NOT_FOUND' });
    const stranger = await buyer(platform, { planType: 'starter', tool: 'pitchprep' });
    expect((await stranger.api(`/rooms/${room.id}/links`, { body: { title: 'Mine' } })).status).toBe(404);
    expect((await stranger.api(`/rooms/${room.id}/links`)).status).toBe(404);
  });

  it('a revoked link stops at once, pages included; an expired link says it expired', async () => {
    const link = await createLink({ title: 'Buyer D' });
    expect((await visit(link.token)).status).toBe(200);
    const revoked = await owner.api(`/rooms/${room.id}/links/${link.id}/revoke`, { method: 'POST' });
    expect(revoked.body).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    for (const path of ['', `/documents/${docs.financials}`, `/documents/${docs.financials}/pages/1`]) {
      expect(await visit(link.token, path)).toMatchObject({ status: 404, body: { error: { code: 'SHARING.LINK_INVALID' } } });
    }

    // A last day already gone is refused as the link is made; one that passes later expires it.
    const past = await owner.api(`/rooms/${room.id}/links`, { body: { title: 'Buyer E', expiresAt: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('The last day must be today or later');
    const expired = await createLink({ title: 'Buyer E', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await platform.db.query(`UPDATE "${platform.schemaOf('sharing')}".room_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
    expect(await visit(expired.token)).toMatchObject({ status: 404, body: { error: { code: 'SHARING.LINK_EXPIRED', message: 'This share link has expired.' } } });
    expect(await visit('A'.repeat(32))).toMatchObject({ status: 404, body: { error: { code: 'SHARING.LINK_INVALID' } } });

    const listed = (await owner.api(`/rooms/${room.id}/links`)).body.links as OwnerRoomLink[];
    expect(listed.find((l) => l.id === link.id)).toMatchObject({ state: 'revoked', viewCount: 1 });
  });
});
