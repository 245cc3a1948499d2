import type { Room, RoomDocument } from '@bv/contracts';
import { roomTemplateFolders } from '@bv/domain';
import { roomPrefix, type ObjectStore } from '@bv/storage';
import { waitFor } from '@bv/testing';
import { docxFixture, pdfFixture } from '../libs/conversion/test/fixtures';
import { type Platform } from './harness';
import { buyer, folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';
import { member, type Member } from './sharing-fixtures';
import { type EventTap } from './event-tap';

jest.setTimeout(180_000);

// Real Postgres, RabbitMQ and Redis; the local-disk store in a directory of the test's own; the
// converter's worker in this process (LibreOffice and poppler), on the platform's queue prefix.
describe('deal rooms: rooms, uploads, conversion and plan limits', () => {
  let rooms: RoomsPlatform;
  let platform: Platform;
  let store: ObjectStore;
  let owner: Member;
  let events: EventTap;

  beforeAll(async () => {
    rooms = await startRoomsPlatform('rooms');
    ({ platform, store, owner, events } = rooms);
  });
  afterAll(() => rooms?.stop());

  const createRoom = (who: Member, body: Record<string, unknown>) => who.api('/rooms', { body });
  const room = async (id: string) => (await owner.api(`/rooms/${id}`)).body as Room;

  it("creates a room from the template with the data-room checklist's categories as folders", async () => {
    const created = await createRoom(owner, { name: 'Kopi Cloud exit', purpose: 'exit', description: 'For the buyers in the second round', fromTemplate: true });
    expect(created.status).toBe(201);
    const body = created.body as Room;
    expect(body.folders.map((f) => f.name)).toEqual(roomTemplateFolders('exit').map((f) => f.name));
    expect(body.folders.map((f) => f.name)).toContain('Transaction documents');
    expect(body.folders[0].description).toContain('ACRA business profile');
    expect(body).toMatchObject({ purpose: 'exit', bytes: 0, limits: { plan: 'full', maxRooms: 10 } });
    await events.rows('room.created', (p) => p.roomId === body.id && p.fromTemplate === true);
    const raise = (await createRoom(owner, { name: 'Seed round', purpose: 'raise', fromTemplate: true })).body as Room;
    expect(raise.folders.map((f) => f.name)).toContain('Fundraising documents');
  });

  it('uploads a PDF and a DOCX, checks their type by content, converts them and reports progress', async () => {
    const created = (await createRoom(owner, { name: 'Series A', purpose: 'raise', fromTemplate: true })).body as Room;
    const financial = folderNamed(created, 'Financial & tax');
    const pdf = await upload(platform, owner, created.id, financial.id, 'Management accounts.pdf', await pdfFixture(2));
    expect(pdf.complete?.status).toBe(200);
    expect(pdf.complete?.body).toMatchObject({ status: 'converting', type: 'pdf', progress: { stage: expect.any(String) } });
    const docx = await upload(platform, owner, created.id, financial.id, 'Board minutes.docx', await docxFixture('Minutes of the board'));
    expect(docx.complete?.body).toMatchObject({ status: 'converting', type: 'docx' });

    for (const id of [pdf.complete?.body.id, docx.complete?.body.id]) {
      const ready = await waitFor(() => owner.api(`/rooms/${created.id}/documents/${String(id)}`), (r) => r.body.status !== 'converting', 90_000, 'the conversion');
      expect(ready.body).toMatchObject({ status: 'ready', failureMessage: null, progress: null });
      expect((ready.body as RoomDocument).pageCount).toBeGreaterThanOrEqual(1);
      await events.rows('document.converted', (p) => p.documentId === id);
    }
    await events.rows('document.uploaded', (p) => p.documentId === pdf.complete?.body.id && p.type === 'pdf');
    const after = await room(created.id);
    expect(folderNamed(after, 'Financial & tax').documents.map((d) => d.name)).toEqual(['Management accounts.pdf', 'Board minutes.docx']);
    // The original, the PDF, a page image and a thumbnail per page, and the manifest.
    expect(await store.count(roomPrefix(created.id))).toBeGreaterThanOrEqual(2 * 5);

    // Reorder: the DOCX first.
    const moved = await owner.api(`/rooms/${created.id}/documents/${String(docx.complete?.body.id)}`, { method: 'PATCH', body: { position: 0 } });
    expect(folderNamed(moved.body as Room, 'Financial & tax').documents.map((d) => d.name)).toEqual(['Board minutes.docx', 'Management accounts.pdf']);
  });

  it('refuses a file whose content is not what its name says, and a file of no supported type, leaving nothing', async () => {
    const created = (await createRoom(owner, { name: 'Refusals', purpose: 'exit', fromTemplate: false })).body as Room;
    const folder = (await owner.api(`/rooms/${created.id}/folders`, { body: { name: 'Legal' } })).body as Room;
    const folderId = folder.folders[0].id;
    const renamed = await upload(platform, owner, created.id, folderId, 'Shareholders agreement.pdf', await docxFixture());
    expect(renamed.complete?.status).toBe(400);
    expect(renamed.complete?.body.error).toMatchObject({ code: 'SHARING.FILE_REFUSED', message: expect.stringContaining('named as PDF but its content is Word') });
    const zip = await upload(platform, owner, created.id, folderId, 'archive.zip', Buffer.from('PK\u0003\u0004 not really'));
    expect(zip.start.status).toBe(400);
    expect(zip.start.body.error).toMatchObject({ code: 'SHARING.FILE_REFUSED', message: expect.stringContaining('not supported') });
    const tampered = await upload(platform, owner, created.id, folderId, 'Cap table.pdf', await pdfFixture(1), { sha256: 'a'.repeat(64) });
    expect(tampered.complete?.body.error).toMatchObject({ code: 'SHARING.CHECKSUM_MISMATCH' });
    expect((await room(created.id)).folders[0].documents).toEqual([]);
    await waitFor(() => store.count(roomPrefix(created.id)), (n) => n === 0, 10_000, 'no objects of refused files');
    expect(await store.listIncompleteUploads(roomPrefix(created.id))).toEqual([]);
  });

  it('answers clear 4xx for client mistakes and hides other founders\' rooms', async () => {
    const created = (await createRoom(owner, { name: 'Private', purpose: 'raise' })).body as Room;
    expect((await owner.api('/rooms', { body: { name: '', purpose: 'ipo' } })).status).toBe(400);
    expect((await owner.api('/rooms/not-a-uuid')).status).toBe(400);
    const stranger = await buyer(platform, { planType: 'pro' });
    const peek = await stranger.api(`/rooms/${created.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body.error?.code).toBe('SHARING.ROOM_NOT_FOUND');
    const part = await fetch(`${platform.services.gateway.url}/api/v1/storage/parts/${'0'.repeat(32)}/1?expires=9999999999&signature=${'0'.repeat(64)}`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: 'x' });
    expect(part.status).toBe(403);
  });

  it("enforces the plan: no rooms without a paid plan, Starter's one room, and the room's space", async () => {
    const free = await member(platform);
    const refused = await free.api('/rooms', { body: { name: 'My room', purpose: 'exit' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'SHARING.ROOMS_NEED_PLAN', message: 'Deal rooms come with a paid plan. Choose a plan to create a room.' });

    const starter = await buyer(platform, { planType: 'starter', tool: 'pitchprep' });
    const first = await starter.api('/rooms', { body: { name: 'Seed', purpose: 'raise', fromTemplate: true } });
    expect(first.status).toBe(201);
    const second = await starter.api('/rooms', { body: { name: 'Another', purpose: 'raise' } });
    expect(second.status).toBe(403);
    expect(second.body.error).toMatchObject({ code: 'SHARING.ROOM_LIMIT', message: 'Your plan allows 1 room. Delete a room or choose a larger plan to create another.' });

    const seed = first.body as Room;
    const tooMuch = await starter.api(`/rooms/${seed.id}/uploads`, { body: { folderId: seed.folders[0].id, fileName: 'big.pdf', size: seed.limits.maxBytesPerRoom, sha256: 'b'.repeat(64) } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.code).toBe('SHARING.FILE_REFUSED');
    expect(tooMuch.body.error?.message).toContain('larger than 100 MB');
  });

  it('deletes a document and a room with all their objects', async () => {
    const created = (await createRoom(owner, { name: 'To delete', purpose: 'exit', fromTemplate: true })).body as Room;
    const folderId = created.folders[0].id;
    const kept = await upload(platform, owner, created.id, folderId, 'Profile.pdf', await pdfFixture(1));
    const dropped = await upload(platform, owner, created.id, folderId, 'Old profile.pdf', await pdfFixture(1));
    // An upload started and never finished: its parts go with the room too.
    await owner.api(`/rooms/${created.id}/uploads`, { body: { folderId, fileName: 'Half.pdf', size: 10, sha256: 'c'.repeat(64) } });
    for (const id of [kept.complete?.body.id, dropped.complete?.body.id]) {
      await waitFor(() => owner.api(`/rooms/${created.id}/documents/${String(id)}`), (r) => r.body.status === 'ready', 60_000, 'the conversion');
    }
    const before = await store.count(roomPrefix(created.id));
    const afterDocument = await owner.api(`/rooms/${created.id}/documents/${String(dropped.complete?.body.id)}`, { method: 'DELETE' });
    expect(afterDocument.status).toBe(200);
    await waitFor(() => store.count(roomPrefix(created.id)), (n) => n === before / 2, 10_000, "the deleted document's objects gone");

    expect((await owner.api(`/rooms/${created.id}`, { method: 'DELETE' })).body).toEqual({ deleted: true });
    await events.rows('room.deleted', (p) => p.roomId === created.id);
    await waitFor(() => store.count(roomPrefix(created.id)), (n) => n === 0, 10_000, "the room's objects gone");
    expect(await store.listIncompleteUploads(roomPrefix(created.id))).toEqual([]);
    expect((await owner.api(`/rooms/${created.id}`)).status).toBe(404);
  });
});
