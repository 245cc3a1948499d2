#!/usr/bin/env node
// The local S3-compatible server for tests and development (docs/architecture-notes.md, "Object
// storage"): @20minutes/s3rver 4.0.4, the maintained fork of s3rver whose 4.x line runs on
// Node 20, on 127.0.0.1:4569 (LOCAL_S3_PORT) with its data under /var/lib/bv-local-s3
// (LOCAL_S3_DIR). scripts/ensure-services.sh starts it in the background when the port is closed.
//
// What this script adds in front of s3rver's router, so that the AWS SDK v3 and the object store
// work with it as with S3:
// - bucket-level requests (ListObjectsV2, DeleteObjects, CreateBucket, ...) are checked against
//   the path the SDK signs, `/<bucket>/` (s3rver answers them SignatureDoesNotMatch);
// - ListParts, AbortMultipartUpload and ListMultipartUploads, which s3rver lacks (it answers
//   MethodNotAllowed / NotImplemented), over its own upload folders
//   (<dir>/<bucket>/._S3rver_uploads/<uploadId>/{key,metadata,<n>,<n>.md5}), behind its
//   signature check, answering the XML S3 documents;
// - NoSuchUpload for completing an upload that is gone (s3rver answers 500).
// Still missing: no checksum is checked (x-amz-checksum-*, Content-MD5), nor the 5 MiB minimum
// part size, nor the ETags named in CompleteMultipartUpload. The object store verifies the whole
// file's sha256 itself after completion, and the local-disk driver enforces S3's part rules.
import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver');
const authentication = require('@20minutes/s3rver/lib/middleware/authentication');
const S3Error = require('@20minutes/s3rver/lib/models/error');

const port = Number(process.env.LOCAL_S3_PORT ?? 4569);
const directory = process.env.LOCAL_S3_DIR ?? '/var/lib/bv-local-s3';
/** The bucket of `npm start` / `npm run dev` (S3_BUCKET there); tests create a bucket per run. */
const devBucket = process.env.LOCAL_S3_BUCKET ?? 'bv-dev';

// Browsers PUT parts straight to presigned URLs and must read each part's ETag.
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

await fs.mkdir(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port,
  directory,
  silent: true,
  configureBuckets: [{ name: devBucket, configs: [cors] }],
});

const uploadsDir = (bucket) => path.join(directory, bucket, '._S3rver_uploads');
const validId = (id) => typeof id === 'string' && /^[0-9a-f]{32}$/.test(id);

async function readUpload(bucket, uploadId, key) {
  if (!validId(uploadId)) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.', { UploadId: String(uploadId) });
  const dir = path.join(uploadsDir(bucket), uploadId);
  const storedKey = await fs.readFile(path.join(dir, 'key'), 'utf8').catch(() => undefined);
  if (storedKey === undefined || (key !== undefined && storedKey !== key)) {
    throw new S3Error('NoSuchUpload', 'The specified upload does not exist.', { UploadId: uploadId });
  }
  const initiated = (await fs.stat(path.join(dir, 'key'))).mtime;
  return { dir, key: storedKey, initiated };
}

async function listParts(ctx, bucket, key) {
  const { dir } = await readUpload(bucket, ctx.query.uploadId, key);
  const names = (await fs.readdir(dir)).filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b);
  const parts = [];
  for (const number of names) {
    const [stat, md5] = await Promise.all([fs.stat(path.join(dir, String(number))), fs.readFile(path.join(dir, `${number}.md5`), 'utf8').catch(() => undefined)]);
    if (md5 === undefined) continue; // still being written
    parts.push({ PartNumber: number, LastModified: stat.mtime.toISOString(), ETag: JSON.stringify(md5), Size: stat.size });
  }
  ctx.body = {
    ListPartsResult: { Bucket: bucket, Key: key, UploadId: ctx.query.uploadId, MaxParts: 10000, IsTruncated: false, Part: parts },
  };
}

async function abortUpload(ctx, bucket, key) {
  const { dir } = await readUpload(bucket, ctx.query.uploadId, key);
  await fs.rm(dir, { recursive: true, force: true });
  ctx.status = 204;
}

async function listUploads(ctx, bucket) {
  const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
  const ids = await fs.readdir(uploadsDir(bucket)).catch(() => []);
  const uploads = [];
  for (const id of ids) {
    const upload = await readUpload(bucket, id).catch(() => undefined);
    if (upload && upload.key.startsWith(prefix)) uploads.push({ Key: upload.key, UploadId: id, Initiated: upload.initiated.toISOString() });
  }
  uploads.sort((a, b) => a.Key.localeCompare(b.Key) || a.Initiated.localeCompare(b.Initiated));
  ctx.body = {
    ListMultipartUploadsResult: { Bucket: bucket, Prefix: prefix, MaxUploads: 10000, IsTruncated: false, Upload: uploads },
  };
}

/** Path-style requests only (the object store sets forcePathStyle for this server). */
async function multipartExtras(ctx, next) {
  const [, bucket, ...rest] = ctx.path.split('/');
  const key = rest.map(decodeURIComponent).join('/') || undefined;
  let handler;
  if (bucket && key && 'uploadId' in ctx.query && !('partNumber' in ctx.query)) {
    if (ctx.method === 'GET') handler = () => listParts(ctx, bucket, key);
    if (ctx.method === 'DELETE') handler = () => abortUpload(ctx, bucket, key);
    // s3rver answers a completion of an unknown upload with a 500; S3 with NoSuchUpload.
    if (ctx.method === 'POST') handler = () => readUpload(bucket, ctx.query.uploadId, key).then(() => next());
  } else if (bucket && !key && 'uploads' in ctx.query && ctx.method === 'GET') {
    handler = () => listUploads(ctx, bucket);
  }
  if (!handler) return next();
  ctx.params = { bucket, ...(key ? { key } : {}) };
  await authentication()(ctx, async () => {
    if (!(await ctx.app.store.getBucket(bucket))) throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
    await handler();
  });
}

/**
 * The AWS SDK v3 signs bucket-level requests (ListObjectsV2, DeleteObjects, CreateBucket, ...)
 * with the path `/<bucket>/`; s3rver canonicalises them as `/<bucket>` and answers
 * SignatureDoesNotMatch. Its only way to a trailing slash is the virtual-host branch with a mount
 * path of '/', which gives `/<bucket>/`.
 */
function bucketPathWithSlash(ctx, next) {
  if (/^\/[^/]+\/$/.test(ctx.path)) {
    ctx.state.vhost = true;
    ctx.mountPath = '/';
  }
  return next();
}

// s3rver's router is its last middleware; these go just before it.
server.middleware.splice(server.middleware.length - 1, 0, bucketPathWithSlash, multipartExtras);

const address = await server.run();
process.stdout.write(`local S3 (s3rver) on http://${address.address}:${address.port}, data in ${directory}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
