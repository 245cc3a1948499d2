import { createHash } from 'node:crypto';
import type { OwnerRoomLink, ResumedUpload, Room, UploadSession } from '@bv/contracts';
import { roomPrefix, type ObjectStore } from '@bv/storage';
import { call, waitFor } from '@bv/testing';
import { docxFixture, pdfFixture } from '../libs/conversion/test/fixtures';
import { buyer, folderNamed, startRoomsPlatform, upload, type RoomsPlatform } from './room-fixtures';

jest.setTimeout(180_000);

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// docs/product-rules.md, "Deal rooms", on the S3 driver as production runs it: the services and the
// converter's worker use a bucket of this run's own on the local S3 server through the real AWS
// SDK, and the uploads go straight to its presigned URLs as a browser sends them.
describe('deal rooms on S3: upload, convert, read through a link, delete leaving no object', () => {
  let rooms: RoomsPlatform;
  let store: ObjectStore;
  beforeAll(async () => {
    rooms = await startRoomsPlatform('rooms-s3', { objectStore: 's3' });
    store = rooms.store;
  });
  afterAll(() => rooms?.stop());

  it('keeps every object of a room in the bucket, serves its pages to an investor and removes them all with the room', async () => {
    const { platform, owner, events } = rooms;
    let room = (await owner.api('/rooms', { body: { name: 'Kopi Cloud exit', purpose: 'exit', fromTemplate: false } })).body as unknown as Room;
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Financials', description: '' } })).body as unknown as Room;
    const folderId = folderNamed(room, 'Financials').id;
    const pdf = await pdfFixture(2);
    const accounts = await upload(platform, owner, room.id, folderId, 'Accounts FY2025.pdf', pdf);
    const memo = await upload(platform, owner, room.id, folderId, 'Board memo.docx', await docxFixture());
    // The part URLs are the bucket's own (presigned), not the gateway's.
    expect(String((accounts.start.body.parts as { url: string }[])[0].url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bv-rooms-/);
    for (const id of [accounts.complete?.body.id, memo.complete?.body.id]) {
      await waitFor(() => owner.api(`/rooms/${room.id}/documents/${String(id)}`), (r) => r.body.status === 'ready', 90_000, 'the conversion');
    }
    // The original as uploaded, its PDF, page images and thumbnails: all in the bucket.
    const objects = await store.list(roomPrefix(room.id));
    expect(objects.length).toBeGreaterThanOrEqual(2 * 4);
    const original = objects.find((o) => o.key.includes(String(accounts.complete?.body.id)) && o.key.endsWith('/original'));
    expect(original).toBeDefined();
    const kept = await store.get(original!.key);
    const chunks: Buffer[] = [];
    for await (const chunk of kept.body) chunks.push(chunk as Buffer);
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(createHash('sha256').update(pdf).digest('hex'));

    // A checksum that does not match the bytes is refused, and nothing of it stays.
    const before = await store.count(roomPrefix(room.id));
    const wrong = await upload(platform, owner, room.id, folderId, 'Tampered.pdf', pdf, { sha256: 'a'.repeat(64) });
    expect(wrong.complete?.body.error).toMatchObject({ code: 'SHARING.CHECKSUM_MISMATCH' });
    await waitFor(() => store.count(roomPrefix(room.id)), (n) => n === before, 10_000, 'no object of the refused upload');

    // An investor reads a page through a link.
    const link = (await owner.api(`/rooms/${room.id}/links`, { body: { title: 'Buyer A' } })).body as unknown as OwnerRoomLink;
    const image = await fetch(`${platform.services.gateway.url}/api/v1/shared/${link.token}/room/documents/${String(accounts.complete?.body.id)}/pages/2`, { headers: { 'user-agent': BROWSER } });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await call(`${platform.services.gateway.url}/api/v1/shared/${link.token}/room`, { headers: { 'user-agent': BROWSER } })).status).toBe(200);

    // Deleting the room leaves no object and no unfinished upload in the bucket.
    await owner.api(`/rooms/${room.id}/uploads`, { body: { folderId, fileName: 'Half.pdf', size: 10, sha256: 'c'.repeat(64) } });
    expect((await owner.api(`/rooms/${room.id}`, { method: 'DELETE' })).body).toEqual({ deleted: true });
    await events.rows('room.deleted', (p) => p.roomId === room.id);
    await waitFor(() => store.count(roomPrefix(room.id)), (n) => n === 0, 15_000, "the room's objects gone");
    expect(await store.listIncompleteUploads(roomPrefix(room.id))).toEqual([]);
  });

  it('resumes a stopped upload: the parts the bucket holds are kept and only the rest get URLs', async () => {
    const { platform, owner } = rooms;
    const stranger = await buyer(platform, { planType: 'pro' });
    let room = (await owner.api('/rooms', { body: { name: 'Resume', purpose: 'raise', fromTemplate: false } })).body as unknown as Room;
    room = (await owner.api(`/rooms/${room.id}/folders`, { body: { name: 'Financials', description: '' } })).body as unknown as Room;
    // Two parts: a PDF padded past the 8 MiB part size.
    const bytes = Buffer.concat([await pdfFixture(1), Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const started = await owner.api(`/rooms/${room.id}/uploads`, { body: { folderId: folderNamed(room, 'Financials').id, fileName: 'Big accounts.pdf', size: bytes.length, sha256 } });
    const session = started.body as unknown as UploadSession;
    expect(session.parts.map((p) => p.partNumber)).toEqual([1, 2]);
    const put = async (partNumber: number, url: string) => {
      const from = (partNumber - 1) * session.partSize;
      const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes.subarray(from, from + session.partSize)) });
      expect(res.ok).toBe(true);
      return { partNumber, etag: res.headers.get('etag') as string };
    };
    const first = await put(1, session.parts[0].url);
    // The tab closes here. Later, the same file chosen again:
    const path = `/rooms/${room.id}/documents/${session.document.id}/resume`;
    const resumed = (await owner.api(path, { method: 'POST' })).body as unknown as ResumedUpload;
    expect(resumed.held).toEqual([first]);
    expect(resumed.parts.map((p) => p.partNumber)).toEqual([2]);
    expect((await stranger.api(path, { method: 'POST' })).status).toBe(404);
    const second = await put(2, resumed.parts[0].url);
    const completed = await owner.api(`/rooms/${room.id}/documents/${session.document.id}/complete`, { body: { parts: [...resumed.held, second] } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ id: session.document.id, status: 'converting', size: bytes.length });
    // A finished upload cannot be resumed.
    expect((await owner.api(path, { method: 'POST' })).body.error).toMatchObject({ code: 'SHARING.UPLOAD_NOT_OPEN' });
  });
});
