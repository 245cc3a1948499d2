import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, promises as fs, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { hashStream, sha256Hex } from './checksum';
import { documentVersionKey, roomPrefix } from './keys';
import { LocalDiskObjectStore, LOCAL_PART_ROUTE, type PresignedPartParams } from './local-disk-object-store';
import type { CompletedPart, MultipartUpload } from './object-store';
import { sweepIncompleteUploads } from './sweep';

const SECRET = 'a-test-signing-secret-of-32-chars-or-more';
const PART = 64 * 1024; // the minimum part size these tests give the store

let root: string;
let now: Date;
let store: LocalDiskObjectStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bv-object-store-'));
  now = new Date('2026-11-28T12:00:00Z');
  store = new LocalDiskObjectStore({ root, publicBaseUrl: 'https://vault.example', signingSecret: SECRET, minPartSize: PART, now: () => now });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const key = (room: string, doc: string, version = 1) => documentVersionKey(room, doc, version, 'original');

async function readAll(body: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of body) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

/** What the gateway's part route does with a presigned URL and a request body. */
function paramsOf(url: string): PresignedPartParams {
  const u = new URL(url);
  const [uploadId, partNumber] = u.pathname.slice(LOCAL_PART_ROUTE.length + 1).split('/');
  return { uploadId, partNumber: Number(partNumber), expires: Number(u.searchParams.get('expires')), signature: u.searchParams.get('signature')! };
}

async function uploadPart(upload: MultipartUpload, partNumber: number, body: Buffer): Promise<CompletedPart> {
  const { url } = await store.presignPart(upload, partNumber);
  const part = await store.acceptPresignedPart(paramsOf(url), Readable.from([body]));
  return { partNumber, etag: part.etag };
}

function failingStream(first: Buffer): Readable {
  return new Readable({
    read() {
      if (this.readableLength === 0 && !(this as { sent?: boolean }).sent) {
        (this as { sent?: boolean }).sent = true;
        this.push(first);
      } else {
        this.destroy(new Error('connection reset'));
      }
    },
  });
}

describe('LocalDiskObjectStore', () => {
  it('refuses keys that could leave its root, and writes nothing', async () => {
    for (const bad of ['../escape', 'rooms/../../escape', '/etc/passwd', 'rooms//x', 'rooms/./x', 'rooms\\..\\x', 'rooms/x/', '', 'a/b\u0000c', 'rooms/%2e%2e/x']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toMatchObject({ code: 'INVALID_KEY' });
      await expect(store.head(bad)).rejects.toMatchObject({ code: 'INVALID_KEY' });
    }
    await expect(store.deletePrefix('../')).rejects.toMatchObject({ code: 'INVALID_KEY' });
    await expect(store.deletePrefix('rooms')).rejects.toMatchObject({ code: 'INVALID_KEY' });
    await expect(store.createMultipartUpload('../x', { sha256: sha256Hex(Buffer.from('x')) })).rejects.toMatchObject({ code: 'INVALID_KEY' });
    expect(existsSync(join(root, '..', 'escape'))).toBe(false);
    expect(await store.count('')).toBe(0);
  });

  it('puts, heads, gets, lists and deletes, recording the sha256, and leaves no empty folder', async () => {
    const body = Buffer.from('term sheet v1');
    const k = key('r1', 'd1');
    expect(await store.put(k, body, { contentType: 'application/pdf' })).toMatchObject({ key: k, size: body.length, sha256: sha256Hex(body), contentType: 'application/pdf' });
    const got = await store.get(k);
    expect((await readAll(got.body)).toString()).toBe('term sheet v1');
    expect((await store.list(roomPrefix('r1'))).map((o) => o.key)).toEqual([k]);

    await store.delete(k);
    await store.delete(k); // idempotent
    expect(await store.head(k)).toBeUndefined();
    await expect(store.get(k)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(readdirSync(join(root, 'objects'))).toEqual([]);
    expect(readdirSync(join(root, 'meta'))).toEqual([]);
  });

  it('replaces an object whole or not at all: a stream that fails or does not match its sha256 leaves the old one', async () => {
    const k = key('r1', 'd1');
    const v1 = Buffer.from('version one');
    await store.put(k, v1);

    const v2 = randomBytes(200_000);
    await expect(store.put(k, failingStream(v2.subarray(0, 1000)), { sha256: sha256Hex(v2), size: v2.length })).rejects.toThrow('connection reset');
    await expect(store.put(k, Readable.from([v2]), { sha256: sha256Hex(v1), size: v2.length })).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    await expect(store.put(k, v2, { sha256: sha256Hex(v1) })).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    await expect(store.put(k, Readable.from([v2]))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });

    expect((await readAll((await store.get(k)).body)).equals(v1)).toBe(true);
    expect((await store.head(k))?.sha256).toBe(sha256Hex(v1));
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);

    await store.put(k, Readable.from([v2.subarray(0, 5), v2.subarray(5)]), { sha256: sha256Hex(v2), size: v2.length });
    expect((await hashStream((await store.get(k)).body)).sha256).toBe(sha256Hex(v2));
  });

  it('assembles a multipart upload from presigned parts, checks S3 part rules, and resumes from the parts held', async () => {
    const file = randomBytes(2 * PART + 1000);
    const k = key('r1', 'd1');
    const upload = await store.createMultipartUpload(k, { sha256: sha256Hex(file) });
    const presigned = await store.presignPart(upload, 1);
    expect(presigned.url.startsWith(`https://vault.example${LOCAL_PART_ROUTE}/${upload.uploadId}/1?`)).toBe(true);
    const p1 = await uploadPart(upload, 1, file.subarray(0, PART));

    // The client is lost; another one lists what the store holds and sends the rest.
    expect(await store.listParts({ key: k, uploadId: upload.uploadId })).toEqual([{ partNumber: 1, etag: p1.etag, size: PART }]);
    const p2 = await uploadPart(upload, 2, file.subarray(PART, 2 * PART));
    const p3 = await uploadPart(upload, 3, file.subarray(2 * PART));

    await expect(store.completeMultipartUpload(upload, [p2, p1, p3])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(store.completeMultipartUpload(upload, [p1, { partNumber: 2, etag: '"0000"' }, p3])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const small = await store.createMultipartUpload(key('r1', 'd2'), { sha256: sha256Hex(file) });
    const s1 = await uploadPart(small, 1, file.subarray(0, 10));
    const s2 = await uploadPart(small, 2, file.subarray(10));
    await expect(store.completeMultipartUpload(small, [s1, s2])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });

    expect(await store.completeMultipartUpload(upload, [p1, p2, p3])).toMatchObject({ key: k, size: file.length, sha256: sha256Hex(file) });
    expect((await readAll((await store.get(k)).body)).equals(file)).toBe(true);
    await expect(store.listParts(upload)).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
  });

  it('refuses part URLs that are forged, for another part, or expired', async () => {
    const upload = await store.createMultipartUpload(key('r1', 'd1'), { sha256: sha256Hex(Buffer.from('x')) });
    const params = paramsOf((await store.presignPart(upload, 1, 60)).url);
    const body = () => Readable.from([Buffer.from('x')]);
    await expect(store.acceptPresignedPart({ ...params, partNumber: 2 }, body())).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    await expect(store.acceptPresignedPart({ ...params, expires: params.expires + 3600 }, body())).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    await expect(store.acceptPresignedPart({ ...params, signature: 'ab'.repeat(32) }, body())).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    await expect(store.acceptPresignedPart({ ...params, uploadId: '../../x' }, body())).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    const capped = new LocalDiskObjectStore({ root, publicBaseUrl: 'https://vault.example', signingSecret: SECRET, maxPartSize: 1000, now: () => now });
    const tooLong = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(capped.acceptPresignedPart(paramsOf((await capped.presignPart(upload, 1)).url), tooLong)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
    now = new Date(now.getTime() + 61_000);
    await expect(store.acceptPresignedPart(params, body())).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(await store.listParts(upload)).toEqual([]);
  });

  it('refuses a completed upload whose content does not match the declared sha256: no object and no parts stay', async () => {
    const file = randomBytes(PART + 10);
    const k = key('r1', 'd1');
    const upload = await store.createMultipartUpload(k, { sha256: sha256Hex(Buffer.from('something else')) });
    const parts = [await uploadPart(upload, 1, file.subarray(0, PART)), await uploadPart(upload, 2, file.subarray(PART))];
    await expect(store.completeMultipartUpload(upload, parts)).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    expect(await store.head(k)).toBeUndefined();
    expect(await store.listIncompleteUploads('')).toEqual([]);
    expect(readdirSync(join(root, 'uploads'))).toEqual([]);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('aborts, deletes a room by prefix (objects and unfinished uploads) and sweeps uploads older than a day', async () => {
    await store.put(key('room-a', 'd1'), Buffer.from('1'));
    await store.put(key('room-a', 'd1', 2), Buffer.from('2'));
    await store.put(key('room-a', 'd2'), Buffer.from('3'));
    await store.put(key('room-b', 'd1'), Buffer.from('kept'));
    const unfinished = await store.createMultipartUpload(key('room-a', 'd3'), { sha256: sha256Hex(Buffer.from('x')) });
    await uploadPart(unfinished, 1, Buffer.from('x'));

    expect(await store.deletePrefix(roomPrefix('room-a'))).toBe(3);
    expect(await store.count(roomPrefix('room-a'))).toBe(0);
    expect(await store.listIncompleteUploads(roomPrefix('room-a'))).toEqual([]);
    expect(await store.count('')).toBe(1);
    expect(existsSync(join(root, 'objects', 'rooms', 'room-a'))).toBe(false);

    const aborted = await store.createMultipartUpload(key('room-b', 'd2'), { sha256: sha256Hex(Buffer.from('x')) });
    await store.abortMultipartUpload(aborted);
    await store.abortMultipartUpload(aborted);
    await expect(store.listParts(aborted)).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });

    const stale = await store.createMultipartUpload(key('room-b', 'd3'), { sha256: sha256Hex(Buffer.from('x')) });
    now = new Date(now.getTime() + 23 * 3600_000);
    const fresh = await store.createMultipartUpload(key('room-b', 'd4'), { sha256: sha256Hex(Buffer.from('x')) });
    now = new Date(now.getTime() + 2 * 3600_000);
    expect(await sweepIncompleteUploads(store, { olderThan: new Date(now.getTime() - 24 * 3600_000) })).toBe(1);
    expect((await store.listIncompleteUploads('')).map((u) => u.uploadId)).toEqual([fresh.uploadId]);
    await expect(store.listParts(stale)).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
    expect(await fs.readdir(join(root, 'uploads'))).toEqual([fresh.uploadId]);
  });
});
