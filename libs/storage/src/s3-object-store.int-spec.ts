// The S3 driver through the real AWS SDK against the local S3-compatible server
// (scripts/local-s3.mjs, started by scripts/ensure-services.sh), in a bucket of its own per run
// so that every count is exact. Browser uploads are played with plain fetch PUTs to the
// presigned URLs, as a browser sends them.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { testS3Credentials, testS3Endpoint } from '@bv/testing';
import { hashStream, sha256Hex } from './checksum';
import { documentVersionKey, roomPrefix } from './keys';
import { MIN_PART_SIZE, type CompletedPart, type MultipartUpload, type ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';
import { sweepIncompleteUploads } from './sweep';

const bucket = `bv-test-${randomBytes(4).toString('hex')}`;
const store = new S3ObjectStore({ bucket, region: 'us-east-1', endpoint: testS3Endpoint, forcePathStyle: true, credentials: testS3Credentials });

// ~11 MiB in three parts: two of S3's 5 MiB minimum and a short last one.
const file = randomBytes(2 * MIN_PART_SIZE + 1024 * 1024);
const chunks = [file.subarray(0, MIN_PART_SIZE), file.subarray(MIN_PART_SIZE, 2 * MIN_PART_SIZE), file.subarray(2 * MIN_PART_SIZE)];

/** What a browser does with one presigned URL: PUT the bytes, keep the ETag header. */
async function uploadPart(s: ObjectStore, upload: MultipartUpload, partNumber: number, body: Buffer): Promise<CompletedPart> {
  const { url, method } = await s.presignPart(upload, partNumber, 300);
  const response = await fetch(url, { method, body: new Uint8Array(body) });
  expect(response.status).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toBeTruthy();
  return { partNumber, etag: etag! };
}

async function readAll(body: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of body) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

const key = (room: string, doc: string, name = 'original') => documentVersionKey(room, doc, 1, name);

beforeAll(async () => {
  await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  for (const upload of await store.listIncompleteUploads('')) await store.abortMultipartUpload(upload);
  for (const object of await store.list('')) await store.delete(object.key);
  await store.client.send(new DeleteBucketCommand({ Bucket: bucket }));
  store.client.destroy();
});

describe('S3ObjectStore against the local S3 server', () => {
  it('puts, heads, gets and deletes an object, with its sha256 recorded in its metadata', async () => {
    const k = key('basic', 'd1');
    const body = Buffer.from('quarterly figures');
    const info = await store.put(k, body, { contentType: 'text/plain' });
    expect(info).toMatchObject({ key: k, size: body.length, sha256: sha256Hex(body), contentType: 'text/plain' });

    const got = await store.get(k);
    expect((await readAll(got.body)).equals(body)).toBe(true);
    expect(got.info.sha256).toBe(sha256Hex(body));

    await store.delete(k);
    expect(await store.head(k)).toBeUndefined();
    await expect(store.get(k)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await store.count(roomPrefix('basic'))).toBe(0);
  });

  it('streams a put whose declared sha256 matches, and refuses (leaving nothing) one whose does not', async () => {
    const body = randomBytes(256 * 1024);
    const k = key('streams', 'd1');
    const info = await store.put(k, Readable.from([body.subarray(0, 1000), body.subarray(1000)]), { sha256: sha256Hex(body), size: body.length });
    expect(info.sha256).toBe(sha256Hex(body));
    expect((await hashStream((await store.get(k)).body)).sha256).toBe(sha256Hex(body));

    const bad = key('streams', 'd2');
    await expect(store.put(bad, Readable.from([body]), { sha256: sha256Hex(Buffer.from('other')), size: body.length })).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    await expect(store.put(bad, body, { sha256: sha256Hex(Buffer.from('other')) })).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    expect(await store.head(bad)).toBeUndefined();
    expect((await store.list(roomPrefix('streams'))).map((o) => o.key)).toEqual([k]);
  });

  it('assembles a multipart upload sent through presigned URLs and verifies its sha256', async () => {
    const k = key('multipart', 'd1');
    const upload = await store.createMultipartUpload(k, { sha256: sha256Hex(file), contentType: 'application/pdf' });
    // A presigned URL is for its own part only: the server checks its signature.
    const forged = new URL((await store.presignPart(upload, 1, 300)).url);
    forged.searchParams.set('partNumber', '2');
    expect((await fetch(forged, { method: 'PUT', body: new Uint8Array(chunks[1]) })).status).toBe(403);

    const parts = [];
    for (const [i, chunk] of chunks.entries()) parts.push(await uploadPart(store, upload, i + 1, chunk));

    const info = await store.completeMultipartUpload(upload, parts);
    expect(info).toMatchObject({ key: k, size: file.length, sha256: sha256Hex(file) });
    expect((await readAll((await store.get(k)).body)).equals(file)).toBe(true);
    expect(await store.listIncompleteUploads(roomPrefix('multipart'))).toEqual([]);
  });

  it('resumes an upload after the client is lost: the parts held are listed and only the rest is sent', async () => {
    const k = key('resume', 'd1');
    const first = await (async () => {
      const upload = await store.createMultipartUpload(k, { sha256: sha256Hex(file) });
      const part1 = await uploadPart(store, upload, 1, chunks[0]);
      return { uploadId: upload.uploadId, part1 };
    })();

    // A new client (another page load, another gateway instance) knows only the upload's id.
    const resumed = new S3ObjectStore({ bucket, region: 'us-east-1', endpoint: testS3Endpoint, forcePathStyle: true, credentials: testS3Credentials });
    const upload = { key: k, uploadId: first.uploadId };
    const held = await resumed.listParts(upload);
    expect(held).toEqual([{ partNumber: 1, etag: first.part1.etag, size: chunks[0].length }]);
    expect(await resumed.listIncompleteUploads(roomPrefix('resume'))).toEqual([expect.objectContaining({ key: k, uploadId: first.uploadId })]);

    const rest = [await uploadPart(resumed, upload, 2, chunks[1]), await uploadPart(resumed, upload, 3, chunks[2])];
    const info = await resumed.completeMultipartUpload(upload, [...held, ...rest]);
    expect(info.sha256).toBe(sha256Hex(file));
    expect((await readAll((await store.get(k)).body)).equals(file)).toBe(true);
    resumed.client.destroy();
  });

  it('refuses a completed upload whose content does not match the declared sha256, and the object is gone', async () => {
    const k = key('mismatch', 'd1');
    const altered = Buffer.from(file);
    altered[altered.length - 1] ^= 0xff;
    const upload = await store.createMultipartUpload(k, { sha256: sha256Hex(altered) });
    const parts = [];
    for (const [i, chunk] of chunks.entries()) parts.push(await uploadPart(store, upload, i + 1, chunk));

    await expect(store.completeMultipartUpload(upload, parts)).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    expect(await store.head(k)).toBeUndefined();
    expect(await store.count(roomPrefix('mismatch'))).toBe(0);
    expect(await store.listIncompleteUploads(roomPrefix('mismatch'))).toEqual([]);
  });

  it('aborts an upload: its parts are gone and it cannot be completed', async () => {
    const k = key('abort', 'd1');
    const upload = await store.createMultipartUpload(k, { sha256: sha256Hex(file) });
    const part1 = await uploadPart(store, upload, 1, chunks[0]);

    await store.abortMultipartUpload(upload);
    await store.abortMultipartUpload(upload); // idempotent
    expect(await store.listIncompleteUploads(roomPrefix('abort'))).toEqual([]);
    await expect(store.listParts(upload)).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
    await expect(store.completeMultipartUpload(upload, [part1])).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
    expect(await store.count(roomPrefix('abort'))).toBe(0);
  });

  it("deletes a room by prefix: its objects and its unfinished uploads, and no other room's", async () => {
    const room = 'room-to-delete';
    await store.put(key(room, 'd1'), Buffer.from('one'));
    await store.put(documentVersionKey(room, 'd1', 2, 'original'), Buffer.from('one, v2'));
    await store.put(key(room, 'd2', 'pages-0001.png'), Buffer.from('page'));
    await store.put(key('neighbour', 'd1'), Buffer.from('kept'));
    const unfinished = await store.createMultipartUpload(key(room, 'd3'), { sha256: sha256Hex(file) });
    await uploadPart(store, unfinished, 1, chunks[0]);
    expect(await store.count(roomPrefix(room))).toBe(3);

    expect(await store.deletePrefix(roomPrefix(room))).toBe(3);
    expect(await store.count(roomPrefix(room))).toBe(0);
    expect(await store.listIncompleteUploads(roomPrefix(room))).toEqual([]);
    await expect(store.listParts(unfinished)).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
    expect(await store.count(roomPrefix('neighbour'))).toBe(1);
  });

  it('sweeps only the incomplete uploads started before the cut-off', async () => {
    const old = await store.createMultipartUpload(key('sweep', 'old'), { sha256: sha256Hex(file) });
    await new Promise((r) => setTimeout(r, 50));
    const cutoff = new Date();
    await new Promise((r) => setTimeout(r, 50));
    const recent = await store.createMultipartUpload(key('sweep', 'recent'), { sha256: sha256Hex(file) });

    expect(await sweepIncompleteUploads(store, { olderThan: cutoff, prefix: roomPrefix('sweep') })).toBe(1);
    expect((await store.listIncompleteUploads(roomPrefix('sweep'))).map((u) => u.uploadId)).toEqual([recent.uploadId]);
    await expect(store.listParts(old)).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
    await store.abortMultipartUpload(recent);
  });
});
